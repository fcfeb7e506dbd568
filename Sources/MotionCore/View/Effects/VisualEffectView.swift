/// A view that applies a visual effect to what lies behind it (UIVisualEffectView): with a
/// `BlurEffect`, its bounds show a blurred, saturated and tinted copy of what is drawn behind it
/// (earlier siblings, ancestors' content), clipped to its bounds — rounded by the layer's
/// `cornerRadius` when `clipsToBounds` is set — under its `contentView`, where its content goes.
///
/// `effect` animates: set inside `View.animate` or a `PropertyAnimator`'s animations, the blur's
/// radius, saturation and tint move between the old effect's and the new one's (from none for
/// nil), so `effectView.effect = UIBlurEffect(style: .regular)` in an animation block fades the
/// blur in and a paused animator's `fractionComplete` scrubs it. Its layer is a
/// `VisualEffectLayer`, which draws the backdrop.
open class VisualEffectView: View {
    /// `VisualEffectLayer`, which draws the effect (final, so the layer is always one).
    public final override class var layerClass: AnyClass { VisualEffectLayer.self }

    /// The view to add content to: it fills the effect view and is drawn over the effect.
    public let contentView = View()

    /// An effect view with no effect and the given frame.
    public override convenience init(frame: Rect = .zero) {
        self.init(effect: nil, frame: frame)
    }

    /// An effect view applying `effect` (UIVisualEffectView(effect:)); nil applies none.
    public init(effect: VisualEffect?, frame: Rect = .zero) {
        self.effect = effect
        super.init(frame: frame)
        View.performWithoutAnimation {
            (effect?.backdrop ?? .none).apply(to: effectLayer)
            contentView.frame = bounds
            addSubview(contentView)
        }
    }

    /// The effect applied; nil applies none. Setting it inside an animation block animates the
    /// change.
    public var effect: VisualEffect? {
        didSet { (effect?.backdrop ?? .none).apply(to: effectLayer) }
    }

    /// Keeps the content view filling the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// The backing layer as the kind that draws the effect.
    private var effectLayer: VisualEffectLayer {
        // `View.init` makes the layer from the final `layerClass`.
        layer as! VisualEffectLayer
    }
}
