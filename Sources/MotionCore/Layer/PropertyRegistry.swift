import Foundation

/// The property schema of each layer class, built once per class by reflection.
///
/// A memo, not state: the same class always yields the same schema, so sharing it between
/// threads (behind a lock) cannot make two runs differ.
final class PropertyRegistry: @unchecked Sendable {
    static let shared = PropertyRegistry()

    private let lock = NSLock()
    private var schemas: [ObjectIdentifier: PropertySchema] = [:]

    /// The schema of `layer`'s class, reflecting on `layer` the first time the class is seen.
    func schema(for layer: Layer) -> PropertySchema {
        let id = ObjectIdentifier(type(of: layer))
        lock.lock()
        if let schema = schemas[id] { lock.unlock(); return schema }
        lock.unlock()
        let schema = Self.reflect(layer)
        lock.lock()
        defer { lock.unlock() }
        if let existing = schemas[id] { return existing }
        schemas[id] = schema
        return schema
    }

    /// The custom keys of a class already seen (every class is seen when its first layer is made).
    func customKeys(ofClass type: Layer.Type) -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return schemas[ObjectIdentifier(type)]?.customKeys ?? []
    }

    /// The class's built-in properties at their slots, then extra keys from its `defaultValues`
    /// (sorted), then its `@Animatable` declarations, found by reflection: these are the custom
    /// keys, since a built-in property is one of a kind's `LayerPropertyList`.
    private static func reflect(_ layer: Layer) -> PropertySchema {
        let layerClass = type(of: layer)
        var defaults = layerClass.defaultValues
        var declarations: [(key: String, defaultValue: Any)] = []
        var declared = Set<String>()
        func declare(_ key: String, _ value: Any) {
            guard declared.insert(key).inserted else { return }
            declarations.append((key, value))
        }
        // The class's `defaultValue(forKey:)` decides a key's default when it gives one of the
        // key's type (its base answers from `defaultValues`).
        func classDefault(_ key: String, typed: (Any) -> Any?) -> Any? { layerClass.defaultValue(forKey: key).flatMap(typed) }
        var custom: [(key: String, defaultValue: Any)] = []
        var storesOnlyAnimatableProperties = true
        var mirror: Mirror? = Mirror(reflecting: layer)
        var chain: [Mirror] = []
        while let current = mirror {
            chain.append(current)
            mirror = current.superclassMirror
        }
        // Base classes first, so a class's declarations follow its superclass's.
        for current in chain.reversed() {
            let isLayer = current.subjectType == Layer.self
            for child in current.children {
                guard let declaration = child.value as? AnimatablePropertyDeclaration else {
                    // Layer's own fields are refreshed by `refreshPresentationCopy(of:)`.
                    if !isLayer { storesOnlyAnimatableProperties = false }
                    continue
                }
                let key = declaration.key ?? AnimatablePropertyNames.propertyName(ofStorageLabel: child.label ?? "")
                custom.append((key, classDefault(key, typed: declaration.typedDefault) ?? declaration.anyDefaultValue))
            }
        }
        let builtIns = layerClass.builtInProperties
        for property in builtIns {
            let tableDefault = defaults.removeValue(forKey: property.key) ?? property.anyDefaultValue
            declare(property.key, classDefault(property.key, typed: property.typedDefault) ?? tableDefault)
        }
        for (key, value) in defaults.sorted(by: { $0.key < $1.key }) { declare(key, value) }
        for declaration in custom { declare(declaration.key, declaration.defaultValue) }
        return PropertySchema(declarations: declarations, builtIns: builtIns, customKeys: Set(custom.map(\.key)),
                              recyclesCopies: storesOnlyAnimatableProperties && layerClass.recyclesPresentationCopies)
    }
}
