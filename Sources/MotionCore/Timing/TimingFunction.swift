/// A cubic Bézier easing curve from (0, 0) to (1, 1) (CAMediaTimingFunction).
///
/// `value(at:)` solves x(s) = progress for the curve parameter s (Newton–Raphson, falling back
/// to bisection, to within 1e-7 as WebKit's UnitBezier does) and returns y(s). Control-point
/// x values are clamped to [0, 1] so the curve stays a function of time; y values may leave
/// [0, 1] for overshoot.
public struct TimingFunction: Hashable, Sendable, CustomStringConvertible {
    public let controlPoint1: Point
    public let controlPoint2: Point

    /// A curve with the given control points (functionWithControlPoints::::).
    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        controlPoint1 = Point(x: min(max(c1x, 0), 1), y: c1y)
        controlPoint2 = Point(x: min(max(c2x, 0), 1), y: c2y)
    }

    /// Core Animation's default curve for implicit animations (0.25, 0.1, 0.25, 1.0).
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1.0)
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)

    /// Eased progress for linear `progress`; values outside [0, 1] are clamped first.
    public func value(at progress: Double) -> Double {
        guard progress.isFinite else { return progress.isNaN ? 0 : (progress > 0 ? 1 : 0) }
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        let s = solveCurveX(progress)
        return sample(s, controlPoint1.y, controlPoint2.y)
    }

    /// d(value)/d(progress) at `progress`, used to hand velocity over to springs.
    /// NaN gives 0; progress outside [0, 1] uses the slope at the nearer endpoint.
    public func slope(at progress: Double) -> Double {
        guard !progress.isNaN else { return 0 }
        let s = solveCurveX(min(max(progress, 0), 1))
        let dx = derivative(s, controlPoint1.x, controlPoint2.x)
        let dy = derivative(s, controlPoint1.y, controlPoint2.y)
        return abs(dx) < 1e-12 ? 0 : dy / dx
    }

    /// One coordinate of the Bézier at parameter s: 3(1-s)²s·p1 + 3(1-s)s²·p2 + s³.
    private func sample(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    private func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    /// The parameter s with x(s) = x, to within 1e-7.
    private func solveCurveX(_ x: Double) -> Double {
        let epsilon = 1e-7
        var s = x
        for _ in 0..<8 {
            let error = sample(s, controlPoint1.x, controlPoint2.x) - x
            if abs(error) < epsilon { return s }
            let d = derivative(s, controlPoint1.x, controlPoint2.x)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        while low < high {
            let value = sample(s, controlPoint1.x, controlPoint2.x)
            if abs(value - x) < epsilon { return s }
            if x > value { low = s } else { high = s }
            let next = (low + high) / 2
            if next == s { break }
            s = next
        }
        return s
    }

    public var description: String {
        "cubic-bezier(\(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
    }
}
