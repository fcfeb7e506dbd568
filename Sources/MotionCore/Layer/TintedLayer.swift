/// A layer of a presentation tree whose drawing is multiplied by a colour, channel by channel: a
/// replicator's instance (`instanceColor` and its offsets) and an emitter's particle (its cell's
/// `color`). The tint's alpha is the layer's opacity; renderers multiply in the RGB.
public protocol TintedLayer: Layer {
    /// The colour the layer's drawing is multiplied by.
    var tint: Color { get }
}
