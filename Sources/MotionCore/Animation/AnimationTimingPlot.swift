/// An animation's run as the engine times it, for plotting (the preview's side panel): when the
/// run begins, how long it lasts, its curve's name, and its progress at any share of the run —
/// the very functions that move its values. A property animator's animation is timed by its
/// animator (its current run's start, length and curve or spring, the block's delay window), not
/// by the animation's own fields, which it leaves at their defaults.
package struct AnimationTimingPlot {
    /// Whether a property animator drives the animation.
    package let isDrivenByAnimator: Bool
    /// When the run begins: the animation's begin time, or the global time its animator's run
    /// started (for a paused animator, the animation's begin time).
    package let beginTime: Double
    /// How long the run lasts, in seconds.
    package let duration: Double
    /// The curve: a cubic Bézier, or a spring's coefficients.
    package let curve: String
    /// Whether the progress follows a spring (which may swing many times over a long run).
    package let isSpring: Bool
    private let progressAtShare: (Double) -> Double

    /// The progress (0 at the start, 1 at the end; a spring overshoots) when `share` (0…1) of
    /// the run has passed.
    package func progress(atShare share: Double) -> Double { progressAtShare(share) }

    private init(drivenByAnimator: Bool, beginTime: Double, duration: Double, curve: String, spring: Bool = false,
                 progress: @escaping (Double) -> Double) {
        isDrivenByAnimator = drivenByAnimator
        isSpring = spring
        self.beginTime = beginTime
        self.duration = duration
        self.curve = curve
        progressAtShare = progress
    }

    package init(_ animation: Animation) {
        if let driven = animation as? AnimatorAnimation, let animator = driven.animator {
            self = Self.run(of: driven, by: animator)
            return
        }
        let duration = animation.effectiveDuration
        if let spring = animation as? SpringAnimation {
            let parameters = spring.timingParameters
            self.init(drivenByAnimator: false, beginTime: animation.beginTime, duration: duration, curve: Self.name(of: parameters),
                      spring: true, progress: { parameters.value(at: $0 * duration) })
        } else {
            let function = animation.timingFunction ?? .linear
            self.init(drivenByAnimator: false, beginTime: animation.beginTime, duration: duration,
                      curve: animation.timingFunction.map { "\($0)" } ?? "linear", progress: { function.value(at: $0) })
        }
    }

    /// The animator's current run (`AnimatorMotion`), or while paused a whole run of its timing.
    private static func run(of animation: AnimatorAnimation, by animator: PropertyAnimator) -> AnimationTimingPlot {
        let scrubCurve = animator.timing.scrubCurve
        if let motion = animator.motion {
            let curve: String, isSpring: Bool
            switch motion.shape {
            case .alongCurve(let function), .remapped(let function): (curve, isSpring) = ("\(function)", false)
            case .spring(let spring): (curve, isSpring) = (name(of: spring), true)
            }
            return AnimationTimingPlot(drivenByAnimator: true, beginTime: motion.startTime, duration: motion.duration, curve: curve,
                                       spring: isSpring) { share in
                let time = motion.startTime + share * motion.duration
                return animation.blockProgress(fraction: motion.fraction(at: time), progress: motion.progress(at: time),
                                               curve: scrubCurve)
            }
        }
        switch animator.timing {
        case .cubic(let function):
            return AnimationTimingPlot(drivenByAnimator: true, beginTime: animation.beginTime, duration: animator.duration,
                                       curve: "\(function)") { function.value(at: $0) }
        case .spring(let spring):
            let duration = spring.isValid ? spring.settlingDuration : 0
            return AnimationTimingPlot(drivenByAnimator: true, beginTime: animation.beginTime, duration: duration,
                                       curve: name(of: spring), spring: true) { spring.value(at: $0 * duration) }
        case .fittedSpring(let ratio, let velocity):
            let duration = animator.duration
            let spring = try? View.springForBlock(duration: duration, dampingRatio: ratio, velocity: velocity.dx)
            return AnimationTimingPlot(drivenByAnimator: true, beginTime: animation.beginTime, duration: duration,
                                       curve: spring.map(name(of:)) ?? "linear", spring: spring != nil) { share in spring?.value(at: share * duration) ?? share }
        }
    }

    private static func name(of spring: SpringTimingParameters) -> String {
        "spring(mass=\(spring.mass), stiffness=\(spring.stiffness), damping=\(spring.damping))"
    }
}
