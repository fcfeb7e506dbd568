import Foundation

/// The names of `@Animatable` properties declared without a key, found once per property.
///
/// A property wrapper is not told its property's name, so the name is found by reflection: the
/// declaration is marked through its key path, the layer's mirror shows which stored property
/// (`_name`) holds the mark, and the name is cached by key path. A memo like `PropertyRegistry`:
/// the same key path always yields the same name.
enum AnimatablePropertyNames {
    private static let names = Locked<[AnyKeyPath: String]>([:])
    private static let probe = "\u{0}zoetrope-probe"

    /// The property name behind `wrapper`, the storage key path of an `@Animatable` declaration of `layer`.
    static func name<Owner: Layer, Value>(of wrapper: ReferenceWritableKeyPath<Owner, Animatable<Value>>, in layer: Owner) -> String {
        if let known = names.withLock({ $0[wrapper] }) { return known }
        let original = layer[keyPath: wrapper].key
        layer[keyPath: wrapper].key = probe
        let name = storedName(markedIn: layer) ?? "\(wrapper)"
        layer[keyPath: wrapper].key = original
        names.withLock { $0[wrapper] = name }
        return name
    }

    /// The name of the stored `@Animatable` property of `layer` whose key is the probe.
    private static func storedName(markedIn layer: Layer) -> String? {
        var mirror: Mirror? = Mirror(reflecting: layer)
        while let current = mirror {
            for child in current.children {
                guard let declaration = child.value as? AnimatablePropertyDeclaration, declaration.key == probe,
                      let label = child.label else { continue }
                return propertyName(ofStorageLabel: label)
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// `percent` for the wrapper's storage `_percent`.
    static func propertyName(ofStorageLabel label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}
