/// An effect a `VisualEffectView` applies (UIVisualEffect): `BlurEffect` or `VibrancyEffect`.
/// Effects are values once made; a view's effect is changed by setting a new one.
public class VisualEffect: Equatable {
    /// What the effect draws behind the view's content.
    let backdrop: BackdropAppearance

    init(backdrop: BackdropAppearance) {
        self.backdrop = backdrop
    }

    /// Effects are equal when they draw the same.
    public static func == (lhs: VisualEffect, rhs: VisualEffect) -> Bool {
        type(of: lhs) == type(of: rhs) && lhs.backdrop == rhs.backdrop
    }
}
