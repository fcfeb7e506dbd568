/// Read-only views of a layer's property storage, for traces, tests and debugging tools.
extension Layer {
    /// The keys of the layer's custom `@Animatable` properties (not the built-in ones of its
    /// kind), sorted, e.g. `["percent"]` for a loading indicator layer.
    public var customPropertyKeys: [String] { storage.schema.customKeys.sorted() }

    /// Every key the layer stores a value for — built-in defaults, custom properties and keys
    /// set with `setValue(_:forKey:)` — sorted. Read any of them with `value(forKey:)`.
    public var storedPropertyKeys: [String] { storage.keys.sorted() }
}
