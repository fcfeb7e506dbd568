/// A layer made for a presentation tree whose drawing is multiplied by a colour, channel by
/// channel: a replicator's instance (`instanceColor` and its offsets) and an emitter's particle
/// (its cell's `color`). The tint's alpha is the layer's opacity; renderers multiply in the RGB.
public class TintedLayer: Layer {
    /// The colour the layer's drawing is multiplied by (its alpha is also the layer's opacity).
    public internal(set) var tint = Color.white

    required init() {
        super.init()
        isPresentation = true
    }

    required init(layer: Any) {
        super.init(layer: layer)
        isPresentation = true
        if let tinted = layer as? TintedLayer { tint = tinted.tint }
    }
}
