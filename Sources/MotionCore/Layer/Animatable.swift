/// Declares an animatable layer property in one line:
///
/// ```swift
/// final class ProgressLayer: Layer {
///     @Animatable var percent: CGFloat = 0          // stored under "percent"
///     @Animatable("level") var fill: Double = 0     // stored under "level"
/// }
/// ```
///
/// The value lives in the layer's property storage under `key` (the property's own name unless
/// one is given), so it is copied into every presentation copy, interpolated by any animation
/// whose key path names it (`Double`, `CGFloat`, `Float`, `Int` and every `Interpolatable`
/// type; animation values given as `NSNumber` or another kind of number are converted to the
/// property's type), marks the layer for redisplay when it changes, and is found by action
/// lookup (implicit animations, animation blocks) — none of the `init(layer:)` /
/// `needsDisplay(forKey:)` / `action(forKey:)` boilerplate Core Animation needs, though
/// overriding those the Apple way still works. It is what `@NSManaged` is on iOS.
@propertyWrapper
public struct Animatable<Value>: AnimatablePropertyDeclaration {
    /// The key the property is stored and animated under; for a declaration without one, nil
    /// until the property is first used (it is the property's name, found by reflection).
    public internal(set) var key: String?
    /// The value a new layer starts with.
    public let defaultValue: Value

    /// A property stored under `key`.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.defaultValue = wrappedValue
    }

    /// A property stored under its own name.
    public init(wrappedValue: Value) {
        self.key = nil
        self.defaultValue = wrappedValue
    }

    var anyDefaultValue: Any { defaultValue }
    func typedDefault(_ value: Any) -> Any? { NumericConversion.typed(value, like: defaultValue) }

    public static subscript<Owner: Layer>(
        _enclosingInstance layer: Owner,
        wrapped _: ReferenceWritableKeyPath<Owner, Value>,
        storage wrapper: ReferenceWritableKeyPath<Owner, Animatable<Value>>
    ) -> Value {
        get {
            let declaration = layer[keyPath: wrapper]
            let stored = layer.storage.value(forKey: declaration.key ?? resolveKey(of: layer, wrapper))
            if let value = stored as? Value { return value }
            // A number of another type that reached the storage some other way.
            return NumericConversion.value(stored, or: declaration.defaultValue)
        }
        set {
            let key = layer[keyPath: wrapper].key ?? resolveKey(of: layer, wrapper)
            layer.setValue(newValue, forKey: key)
        }
    }

    /// The key of a declaration made without one (its property's name), remembered in `layer`'s
    /// copy of the declaration so later accesses read it directly.
    private static func resolveKey<Owner: Layer>(of layer: Owner, _ wrapper: ReferenceWritableKeyPath<Owner, Animatable<Value>>) -> String {
        let key = AnimatablePropertyNames.name(of: wrapper, in: layer)
        layer[keyPath: wrapper].key = key
        return key
    }

    @available(*, unavailable, message: "@Animatable can only be used on properties of a Layer subclass")
    public var wrappedValue: Value {
        get { fatalError("unreachable") }
        set { fatalError("unreachable") } // swiftlint:disable:this unused_setter_value
    }
}

/// What the property registry reads off an `@Animatable` declaration through reflection.
protocol AnimatablePropertyDeclaration {
    var key: String? { get }
    var anyDefaultValue: Any { get }
    /// `value` as a default of the declared type (a number converted); nil when it is not one.
    func typedDefault(_ value: Any) -> Any?
}
