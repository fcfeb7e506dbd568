/// The values of a layer's built-in properties grouped by what their changes affect
/// (`PropertyEffects`), for the keys a renderer keeps its work under.
extension Layer {
    /// The values of the built-in properties declared with `effect` (one of the single effects),
    /// in slot order; nil when one is not `Hashable`.
    package func builtInValues(affecting effect: PropertyEffects) -> [AnyHashable]? {
        storage.hashableValues(at: storage.schema.slots(affecting: effect))
    }
}
