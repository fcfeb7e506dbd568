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
}

extension Layer {
    /// The value at a parsed key path. Roots missing from the property storage are read through
    /// `value(forKey:)`, which subclasses may override for stored properties of their own.
    func value(at path: ParsedKeyPath) -> Any? {
        guard let value = storage[path.root] ?? self.value(forKey: path.root) else { return nil }
        return path.rest.isEmpty ? value : KeyPathValue.get(value, path.rest[...])
    }

    /// Writes a value at a parsed key path into a presentation copy, without actions.
    func setPresentationValue(_ value: Any, at path: ParsedKeyPath) {
        if path.rest.isEmpty { writePresentationRoot(value, forKey: path.root); return }
        guard let current = storage[path.root] ?? self.value(forKey: path.root),
              let updated = KeyPathValue.set(current, path.rest[...], value) else { return }
        writePresentationRoot(updated, forKey: path.root)
    }

    /// Stored keys are written directly; other keys go through `setValue(_:forKey:)`, which a
    /// subclass may override for properties of its own (a presentation copy runs no actions).
    /// The stored case costs one hash lookup.
    private func writePresentationRoot(_ value: Any, forKey key: String) {
        guard storage.updateValue(value, forKey: key) == nil else { return }
        storage.removeValue(forKey: key)
        setValue(value, forKey: key)
    }
}
