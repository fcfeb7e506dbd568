/// Timing from a cubic Bézier curve (UICubicTimingParameters).
public struct CubicTimingParameters: Hashable, Sendable {
    /// The built-in curve these parameters were made from, nil for custom control points.
    public let animationCurve: AnimationCurve?
    /// The curve's easing, used to map linear progress to eased progress.
    public let timingFunction: TimingFunction

    /// The default curve: ease-in-ease-out, as UICubicTimingParameters() is.
    public init() { self.init(animationCurve: .easeInOut) }

    /// One of the built-in curves.
    public init(animationCurve: AnimationCurve) {
        self.animationCurve = animationCurve
        timingFunction = animationCurve.timingFunction
    }

    /// A custom curve through (0, 0), the two control points and (1, 1). Control-point x values are
    /// clamped to [0, 1] as `TimingFunction` does.
    public init(controlPoint1: Point, controlPoint2: Point) {
        animationCurve = nil
        timingFunction = TimingFunction(controlPoints: controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)
    }

    /// An existing timing function.
    public init(timingFunction: TimingFunction) {
        animationCurve = nil
        self.timingFunction = timingFunction
    }

    /// The first control point (after clamping).
    public var controlPoint1: Point { timingFunction.controlPoint1 }
    /// The second control point (after clamping).
    public var controlPoint2: Point { timingFunction.controlPoint2 }

    /// Eased progress for linear progress in [0, 1].
    public func value(at progress: Double) -> Double { timingFunction.value(at: progress) }

    /// Throws `TimingParametersError.invalidControlPoint` when a coordinate is NaN or infinite.
    public func validate() throws {
        for (name, point) in [("controlPoint1", controlPoint1), ("controlPoint2", controlPoint2)]
        where !(point.x.isFinite && point.y.isFinite) {
            throw TimingParametersError.invalidControlPoint(name: name, value: point)
        }
    }
}
