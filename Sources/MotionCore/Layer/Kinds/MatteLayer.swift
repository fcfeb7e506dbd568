/// A mask that masks by another channel than its alpha: After Effects' track mattes as Lottie
/// files use them (inverted alpha, luminance, inverted luminance). Set as a layer's `mask`, its
/// tree is drawn like any mask's, then each pixel's coverage is taken from `channel`. Core
/// Animation has no such mask, so it is not public API: Lottie's layers use it.
package final class MatteLayer: Layer {
    /// What of the matte's drawing lets the masked layer show.
    package enum Channel: String, Hashable, Sendable, CaseIterable {
        /// Its alpha (a plain `mask`).
        case alpha
        /// One minus its alpha: the layer shows where the matte is transparent.
        case invertedAlpha
        /// Its luminance over black (Rec. 709 weights, as SVG's luminanceToAlpha): white shows, black and transparent hide.
        case luminance
        /// One minus its luminance over black.
        case invertedLuminance
    }

    struct Properties: LayerPropertyList {
        let channel = LayerProperty<Channel>(.alpha)

        static let declared = Properties(slotsAfter: Layer.self)
    }

    override class var builtInProperties: [AnyLayerProperty] { super.builtInProperties + Properties.declared.descriptors }

    /// The channel the matte masks by.
    package var channel: Channel {
        get { self[Properties.declared.channel] }
        set { self[Properties.declared.channel] = newValue }
    }
}
