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
    /// The value at a parsed key path.
    func value(at path: ParsedKeyPath) -> Any? {
        guard let value = storage[path.root] else { return nil }
        return path.rest.isEmpty ? value : KeyPathValue.get(value, path.rest[...])
    }

    /// Writes a value at a parsed key path into a presentation copy, without actions.
    func setPresentationValue(_ value: Any, at path: ParsedKeyPath) {
        if path.rest.isEmpty { storage[path.root] = value; return }
        guard let current = storage[path.root], let updated = KeyPathValue.set(current, path.rest[...], value) else { return }
        storage[path.root] = updated
    }
}
