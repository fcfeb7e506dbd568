/// The built-in view animation curves (UIView.AnimationCurve).
public enum AnimationCurve: Int, Hashable, Sendable, CaseIterable {
    case easeInOut, easeIn, easeOut, linear

    /// The cubic Bézier of the curve (the matching CAMediaTimingFunction names).
    public var timingFunction: TimingFunction {
        switch self {
        case .easeInOut: return .easeInEaseOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        }
    }
}
