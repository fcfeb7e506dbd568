/// A layer that shows a filtered copy of what lies behind it (Core Animation's backdrop layer,
/// the layer of a `VisualEffectView`): within its bounds — rounded by `cornerRadius` when
/// `masksToBounds` is set, and inside every clip of its ancestors — the pixels already drawn
/// behind it (earlier siblings, ancestors' content, the background) are blurred with a Gaussian
/// of standard deviation `blurRadius` points, their saturation scaled by `saturation`, and
/// `tintColor` laid over them; then the layer's background, content, sublayers and border are
/// drawn on top as on any layer.
///
/// The three properties are animatable, so a blur fades in by animating `blurRadius` from 0.
/// What lies behind is read when the frame is drawn, so the backdrop is never kept between
/// frames: no backing store, rasterized bitmap or shadow holds it (`LayerRenderSignature` is nil
/// for a subtree with a layer that `readsBackdrop`).
open class VisualEffectLayer: Layer {
    /// The properties VisualEffectLayer adds, each declared once (see `LayerPropertyList`). The
    /// defaults leave what lies behind unchanged.
    struct Properties: LayerPropertyList {
        let blurRadius = LayerProperty<Double>(0)
        let saturation = LayerProperty<Double>(1)
        let tintColor = LayerProperty<Color>(.clear)

        static let declared = Properties(slotsAfter: Layer.self)
    }

    override class var builtInProperties: [AnyLayerProperty] { super.builtInProperties + Properties.declared.descriptors }

    /// The standard deviation, in points, of the Gaussian blur applied to what lies behind;
    /// 0 (the default) leaves it sharp.
    public var blurRadius: Double {
        get { self[Properties.declared.blurRadius] }
        set { self[Properties.declared.blurRadius] = newValue }
    }
    /// How saturated the blurred backdrop is made: 1 (the default) leaves it, 0 makes it grey, 1.8
    /// is the saturation boost of UIKit's blur styles. Luminance (Rec. 709 weights) is kept.
    public var saturation: Double {
        get { self[Properties.declared.saturation] }
        set { self[Properties.declared.saturation] = newValue }
    }
    /// The colour laid over the blurred backdrop (its alpha is how strongly); clear by default.
    public var tintColor: Color {
        get { self[Properties.declared.tintColor] }
        set { self[Properties.declared.tintColor] = newValue }
    }

    /// Whether the layer draws from the pixels behind it: it blurs them or changes their
    /// saturation (a tint alone is drawn over them like a background).
    public var readsBackdrop: Bool {
        (blurRadius.isFinite && blurRadius > 0) || (saturation.isFinite && saturation != 1)
    }
}
