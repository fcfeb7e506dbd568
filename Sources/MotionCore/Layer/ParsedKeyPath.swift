/// A dotted key path split once ("position.x" → root "position", rest ["x"]), so animations do
/// not re-parse their key path on every frame.
struct ParsedKeyPath: Hashable {
    let root: String
    let rest: [Substring]

    init(_ keyPath: String) {
        let parts = keyPath.split(separator: ".")
        root = parts.first.map(String.init) ?? keyPath
        rest = Array(parts.dropFirst())
    }

    /// The path of the root key alone.
    init(root: String) {
        self.root = root
        rest = []
    }
}

extension Layer {
    /// The value at a parsed key path. Roots missing from the property storage are read through
    /// `value(forKey:)`, which subclasses may override for stored properties of their own.
    func value(at path: ParsedKeyPath) -> Any? { value(at: path, slot: storage.schema.slot(of: path.root)) }

    /// The value at a parsed key path whose root is in `slot` (nil: not a declared key).
    func value(at path: ParsedKeyPath, slot: Int?) -> Any? {
        let root: Any
        if let slot { root = storage[slot] } else {
            guard let value = self.value(forKey: path.root) else { return nil }
            root = value
        }
        return path.rest.isEmpty ? root : KeyPathValue.get(root, path.rest[...])
    }

    /// Writes a value at a parsed key path into a presentation copy, without actions.
    func setPresentationValue(_ value: Any, at path: ParsedKeyPath) {
        setPresentationValue(value, at: path, slot: storage.schema.slot(of: path.root))
    }

    /// Writes a value at a parsed key path whose root is in `slot` (nil: not a declared key).
    func setPresentationValue(_ value: Any, at path: ParsedKeyPath, slot: Int?) {
        if path.rest.isEmpty { writePresentationRoot(value, forKey: path.root, slot: slot); return }
        guard let current = self.value(at: ParsedKeyPath(root: path.root), slot: slot),
              let updated = KeyPathValue.set(current, path.rest[...], value) else { return }
        writePresentationRoot(updated, forKey: path.root, slot: slot)
    }

    /// Declared keys and keys already set are written directly; other keys go through
    /// `setValue(_:forKey:)`, which a subclass may override for properties of its own (a
    /// presentation copy runs no actions).
    private func writePresentationRoot(_ value: Any, forKey key: String, slot: Int?) {
        if let slot {
            storage.set(value, slot: slot)
        } else if storage.contains(key) {
            storage.set(value, forKey: key)
        } else {
            setValue(value, forKey: key)
        }
    }
}
