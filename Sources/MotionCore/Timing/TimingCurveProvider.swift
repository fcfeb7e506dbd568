/// Which kind of timing a `TimingCurveProvider` supplies (UITimingCurveType).
public enum TimingCurveType: Int, Hashable, Sendable {
    /// One of the built-in `AnimationCurve`s (cubic parameters are available).
    case builtin
    /// A custom cubic Bézier.
    case cubic
    /// A spring.
    case spring
    /// Both: the spring drives the motion and the cubic curve scrubs it.
    case composed
}

/// Timing information for a property animator: a cubic curve, a spring, or both
/// (UITimingCurveProvider). `PropertyAnimator(duration:timingParameters:)` takes any conforming value.
public protocol TimingCurveProvider: Sendable {
    /// Which of the parameters below are present.
    var timingCurveType: TimingCurveType { get }
    /// The cubic curve, when `timingCurveType` is `.builtin`, `.cubic` or `.composed`.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring, when `timingCurveType` is `.spring` or `.composed`.
    var springTimingParameters: SpringTimingParameters? { get }
}

extension CubicTimingParameters: TimingCurveProvider {
    public var timingCurveType: TimingCurveType { animationCurve == nil ? .cubic : .builtin }
    public var cubicTimingParameters: CubicTimingParameters? { self }
    public var springTimingParameters: SpringTimingParameters? { nil }
}

extension SpringTimingParameters: TimingCurveProvider {
    public var timingCurveType: TimingCurveType { .spring }
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }
}
