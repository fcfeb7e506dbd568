/// A blur of what lies behind a `VisualEffectView` (UIBlurEffect): a Gaussian blur with a
/// saturation boost and a tint, as the effect's `style` gives them (`BlurEffect.Style`).
///
/// ```swift
/// let effectView = UIVisualEffectView(effect: nil)
/// UIView.animate(withDuration: 0.4) { effectView.effect = UIBlurEffect(style: .regular) }
/// ```
/// fades the blur in: its radius, saturation and tint animate from none to the style's.
public final class BlurEffect: VisualEffect {
    /// The style the effect was made with.
    public let style: Style

    /// A blur effect of `style` (UIBlurEffect(style:)).
    public init(style: Style) {
        self.style = style
        super.init(backdrop: style.backdrop)
    }
}
