/// Vibrancy for the content of a `VisualEffectView` placed in a blur's content view
/// (UIVibrancyEffect). It compiles and nests as on iOS, but draws nothing of its own: the content
/// shows as drawn, without iOS's blend with the blurred backdrop (a private compositing
/// filter), and the view blurs nothing itself — its surrounding blur view does.
public final class VibrancyEffect: VisualEffect {
    /// The kind of content the vibrancy is for (UIVibrancyEffectStyle), with iOS's raw values.
    public enum Style: Int, CaseIterable, Sendable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
    }

    /// The blur the vibrancy is matched to.
    public let blurEffect: BlurEffect
    /// The kind of content (`.label` for `init(blurEffect:)`).
    public let style: Style

    /// Vibrancy for content over `blurEffect` (UIVibrancyEffect(blurEffect:style:)).
    public init(blurEffect: BlurEffect, style: Style = .label) {
        self.blurEffect = blurEffect
        self.style = style
        super.init(backdrop: .none)
    }
}
