/// One uninterrupted run of a property animator: from a fraction and progress to a target,
/// shaped by a curve or a spring. Both are pure functions of global time.
///
/// `fraction` is the linear share of the animator's time (fractionComplete, forward);
/// `progress` is how far the animated values are from their start (0) to their end (1).
struct AnimatorMotion {
    enum Shape {
        /// progress = curve(fraction): continues an unscrubbed curve where it was.
        case alongCurve(TimingFunction)
        /// progress eases from its start value to the target over the run with the curve.
        case remapped(TimingFunction)
        /// progress follows the spring's unit step from its start value to the target.
        case spring(SpringTimingParameters)
    }

    let startTime: Double
    let duration: Double
    let fromFraction: Double, toFraction: Double
    let fromProgress: Double, toProgress: Double
    let shape: Shape

    var endTime: Double { startTime + duration }

    /// Linear time share in [0, 1] at global time `time`.
    private func elapsedShare(at time: Double) -> Double {
        guard duration > 0 else { return time >= startTime ? 1 : 0 }
        return min(max((time - startTime) / duration, 0), 1)
    }

    func fraction(at time: Double) -> Double {
        fromFraction + (toFraction - fromFraction) * elapsedShare(at: time)
    }

    func progress(at time: Double) -> Double {
        let u = elapsedShare(at: time)
        if u >= 1 { return toProgress }
        switch shape {
        case .alongCurve(let curve): return curve.value(at: fraction(at: time))
        case .remapped(let curve): return fromProgress + (toProgress - fromProgress) * curve.value(at: u)
        case .spring(let spring):
            return fromProgress + (toProgress - fromProgress) * spring.value(at: max(0, time - startTime))
        }
    }
}

/// The timing a property animator runs with, resolved from its initializer or a `TimingCurveProvider`.
enum AnimatorTiming {
    /// A cubic curve over the animator's duration.
    case cubic(TimingFunction)
    /// A physical spring: its own settling time decides, the animator's duration is ignored (as on iOS).
    case spring(SpringTimingParameters)
    /// A damping ratio fitted to the run's duration (init(duration:dampingRatio:), a spring of
    /// `takesAnimatorDuration`), as spring blocks are.
    case fittedSpring(dampingRatio: Double, initialVelocity: Vector)

    init(_ provider: TimingCurveProvider) {
        if let spring = provider.springTimingParameters, spring.takesAnimatorDuration {
            self = .fittedSpring(dampingRatio: spring.dampingRatio, initialVelocity: spring.initialVelocity)
        } else if let spring = provider.springTimingParameters {
            self = .spring(spring)
        } else {
            self = .cubic(provider.cubicTimingParameters?.timingFunction ?? .easeInEaseOut)
        }
    }

    /// The curve used when scrubbing non-linearly (springs scrub linearly).
    var scrubCurve: TimingFunction {
        if case .cubic(let curve) = self { return curve }
        return .linear
    }
}
