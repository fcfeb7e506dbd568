import Foundation

/// The `@Animatable` declarations of each layer class, found once per class by reflection.
///
/// A memo, not state: the same class always yields the same entry, so sharing it between
/// threads (behind a lock) cannot make two runs differ.
final class PropertyRegistry: @unchecked Sendable {
    struct Entry {
        /// Default value of every built-in and declared key, inherited ones included.
        let defaults: [String: Any]
        /// Keys declared outside MotionCore: the user's custom properties.
        let customKeys: Set<String>
    }

    static let shared = PropertyRegistry()

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func entry(for layer: Layer) -> Entry {
        let id = ObjectIdentifier(type(of: layer))
        lock.lock()
        if let entry = entries[id] { lock.unlock(); return entry }
        lock.unlock()
        let entry = Self.reflect(layer)
        lock.lock()
        entries[id] = entry
        lock.unlock()
        return entry
    }

    /// The custom keys of a class already seen (every class is seen when its first layer is made).
    func customKeys(ofClass type: Layer.Type) -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return entries[ObjectIdentifier(type)]?.customKeys ?? []
    }

    private static func reflect(_ layer: Layer) -> Entry {
        var defaults = type(of: layer).defaultValues
        var customKeys = Set<String>()
        var mirror: Mirror? = Mirror(reflecting: layer)
        while let current = mirror {
            let isBuiltIn = String(reflecting: current.subjectType).hasPrefix("MotionCore.")
            for child in current.children {
                guard let declaration = child.value as? AnimatablePropertyDeclaration else { continue }
                if defaults[declaration.key] == nil { defaults[declaration.key] = declaration.anyDefaultValue }
                if !isBuiltIn { customKeys.insert(declaration.key) }
            }
            mirror = current.superclassMirror
        }
        return Entry(defaults: defaults, customKeys: customKeys)
    }
}
