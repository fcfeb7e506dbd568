/// What a change of a built-in property changes in what a renderer keeps between frames, declared
/// with the property (`LayerProperty(_:affects:)`), so the keys a renderer keeps its work under
/// are read from the declarations instead of listed by hand: a new drawn property is one
/// declaration.
package struct PropertyEffects: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The layer's own content as its backing store holds it: the picture and how it is placed,
    /// and the bounds that clip it. Part of the store's key (`LayerContentSignature`).
    package static let ownContent = PropertyEffects(rawValue: 1 << 0)
    /// The shape of the `masksToBounds` clip around the content: part of the store's key while
    /// `masksToBounds` is set.
    package static let contentClip = PropertyEffects(rawValue: 1 << 1)
    /// Only where the layer's whole drawing goes and how strongly (position, transform, opacity):
    /// a rasterized subtree keeps its bitmap when only these change on its root
    /// (`LayerRenderSignature`).
    package static let placement = PropertyEffects(rawValue: 1 << 2)
}
