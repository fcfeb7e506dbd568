/// The tint colour (UIView.tintColor): the first colour set on the view or an ancestor, else the
/// system's blue; dimmed while the effective `tintAdjustmentMode` is `.dimmed`. Views that draw
/// with it override `tintColorDidChange()`, which runs on the view and every view inheriting
/// from it whenever the colour it sees changes — set, dimmed, or moved under another tint.
extension View {
    /// How the tint colour is adjusted (UIView.TintAdjustmentMode).
    public enum TintAdjustmentMode: Sendable, Hashable {
        /// The superview's mode (normal at the root).
        case automatic
        case normal
        /// The tint shown desaturated, as for a view behind a presented alert.
        case dimmed
    }

    /// iOS's default tint, the system blue (#007AFF).
    public static let defaultTintColor = Color(hex: 0x007AFF)

    /// The tint colour this view shows; set it to tint this view and the subviews that do not
    /// set their own (nil goes back to inheriting).
    public var tintColor: Color! {
        get {
            let color = ownTint.color ?? superview?.undimmedTintColor ?? Self.defaultTintColor
            return tintAdjustmentMode == .dimmed ? Self.dimmed(color) : color
        }
        set { changeTint { ownTint.color = newValue } }
    }

    /// The mode the tint is shown in; reading `.automatic` gives the inherited mode, as UIKit does.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            if ownTint.mode != .automatic { return ownTint.mode }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set { changeTint { ownTint.mode = newValue } }
    }

    /// The tint before dimming, which subviews inherit.
    private var undimmedTintColor: Color { ownTint.color ?? superview?.undimmedTintColor ?? Self.defaultTintColor }

    /// A colour's dimmed look: its grey of the same luminance (Rec. 709 weights), alpha kept.
    /// UIKit does not document its dimmed colour; this is Zoetrope's.
    static func dimmed(_ color: Color) -> Color {
        let grey = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        return Color(red: grey, green: grey, blue: grey, alpha: color.alpha)
    }

    /// Makes `change`, then tells the views whose tint it changed.
    func changeTint(_ change: () -> Void) {
        let before = tintSnapshot()
        change()
        notifyTintChanges(since: before)
    }

    /// Every view of this subtree with the tint it shows now.
    func tintSnapshot() -> [(view: View, tint: Color)] {
        [(self, tintColor)] + subviews.flatMap { $0.tintSnapshot() }
    }

    /// Calls `tintColorDidChange()` on each view of `snapshot` whose tint is no longer the one it had.
    func notifyTintChanges(since snapshot: [(view: View, tint: Color)]) {
        for (view, tint) in snapshot where view.tintColor != tint { view.tintColorDidChange() }
    }
}
