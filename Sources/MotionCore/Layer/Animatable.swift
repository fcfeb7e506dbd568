/// Declares an animatable layer property in one line:
///
/// ```swift
/// final class ProgressLayer: Layer {
///     @Animatable("percent") var percent: Double = 0
/// }
/// ```
///
/// The value lives in the layer's property storage under `key`, so it is copied into every
/// presentation copy, interpolated by any animation whose key path names it, marks the layer for
/// redisplay when it changes, and is found by action lookup (implicit animations, animation
/// blocks) — none of the `init(layer:)` / `needsDisplay(forKey:)` / `action(forKey:)` boilerplate
/// Core Animation needs. Overriding those the Apple way still works.
@propertyWrapper
public struct Animatable<Value>: AnimatablePropertyDeclaration {
    /// The key the property is stored and animated under.
    public let key: String
    /// The value a new layer starts with.
    public let defaultValue: Value

    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.defaultValue = wrappedValue
    }

    var anyDefaultValue: Any { defaultValue }

    public static subscript<Owner: Layer>(
        _enclosingInstance layer: Owner,
        wrapped _: ReferenceWritableKeyPath<Owner, Value>,
        storage wrapper: ReferenceWritableKeyPath<Owner, Animatable<Value>>
    ) -> Value {
        get {
            let declaration = layer[keyPath: wrapper]
            return layer.storage.value(forKey: declaration.key) as? Value ?? declaration.defaultValue
        }
        set {
            layer.setValue(newValue, forKey: layer[keyPath: wrapper].key)
        }
    }

    @available(*, unavailable, message: "@Animatable can only be used on properties of a Layer subclass")
    public var wrappedValue: Value {
        get { fatalError("unreachable") }
        set { fatalError("unreachable") } // swiftlint:disable:this unused_setter_value
    }
}

/// What the property registry reads off an `@Animatable` declaration through reflection.
protocol AnimatablePropertyDeclaration {
    var key: String { get }
    var anyDefaultValue: Any { get }
}
