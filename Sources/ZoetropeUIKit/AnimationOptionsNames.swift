extension View.AnimationOptions {
    /// No transition (UIView.AnimationOptions.transitionNone, transition bits 0): the empty set,
    /// so a `transition(with:…)` block's changes are made without a flip, curl or dissolve.
    public static let transitionNone = View.AnimationOptions(rawValue: 0 << 20)
}
