/// Animates a key path with the motion of a damped spring (CASpringAnimation).
///
/// The endpoints follow `BasicAnimation`'s from/to/by rules; the progress between them at
/// elapsed simple time t is the spring's step response `SpringTimingParameters.value(at: t)`,
/// not clamped, so an under-damped spring overshoots the target and comes back. As in Core
/// Animation, a `duration` left at 0 means the default 0.25 s (or the enclosing group's), which
/// cuts most springs short: set `duration = settlingDuration` to let the spring come to rest, as
/// iOS code does. `timingFunction` is ignored.
open class SpringAnimation: BasicAnimation {
    /// The mass of the object on the spring (default 1); must be > 0.
    public var mass: Double = 1 { didSet { cachedSettlingDuration = nil } }
    /// The spring constant (default 100); must be > 0.
    public var stiffness: Double = 100 { didSet { cachedSettlingDuration = nil } }
    /// The damping coefficient (default 10); must be >= 0.
    public var damping: Double = 10 { didSet { cachedSettlingDuration = nil } }
    /// Initial velocity in progress per second, positive toward the target: 1 would cover the
    /// whole from → to distance in one second.
    public var initialVelocity: Double = 0 { didSet { cachedSettlingDuration = nil } }

    /// Whether damping above critical (ratio > 1) makes the spring creep (overdamped). When false,
    /// the default as in Core Animation, such springs move critically damped instead.
    public var allowsOverdamping = false { didSet { cachedSettlingDuration = nil } }

    private var cachedSettlingDuration: Double?

    /// A spring from the perceptual parameters (CASpringAnimation(perceptualDuration:bounce:)):
    /// see `SpringTimingParameters(duration:bounce:)`. A negative bounce asks for an overdamped
    /// spring, so it sets `allowsOverdamping`.
    public convenience init(keyPath: String?, perceptualDuration: Double, bounce: Double) {
        self.init()
        self.keyPath = keyPath
        let spring = SpringTimingParameters(duration: perceptualDuration, bounce: bounce)
        mass = spring.mass; stiffness = spring.stiffness; damping = spring.damping
        allowsOverdamping = bounce < 0
    }

    /// The spring these settings describe (with damping capped at critical unless
    /// `allowsOverdamping`).
    public var timingParameters: SpringTimingParameters {
        let critical = 2 * (stiffness * mass).squareRoot()
        let effectiveDamping = allowsOverdamping || !(damping > critical) ? damping : critical
        return SpringTimingParameters(mass: mass, stiffness: stiffness, damping: effectiveDamping,
                                      initialVelocity: Vector(dx: initialVelocity, dy: 0))
    }

    /// The undamped period 2π·√(m/k) (CASpringAnimation.perceptualDuration).
    public var perceptualDuration: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// SwiftUI's bounce for the damping ratio ζ: 1 − ζ up to critical, 1/ζ − 1 beyond
    /// (CASpringAnimation.bounce).
    public var bounce: Double {
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// How long the spring takes to come to rest (within 0.001 of the step); see
    /// `SpringTimingParameters.settlingDuration`.
    public var settlingDuration: Double {
        if let cachedSettlingDuration { return cachedSettlingDuration }
        let value = timingParameters.settlingDuration
        cachedSettlingDuration = value
        return value
    }

    /// Whether the animation ends before the spring settles (its duration is shorter than
    /// `settlingDuration`), so the value jumps to its end when the animation is removed.
    public var isCutBeforeSettling: Bool { effectiveDuration < settlingDuration - 1e-9 }

    open override func copyFields(from other: Animation) {
        super.copyFields(from: other)
        guard let other = other as? SpringAnimation else { return }
        mass = other.mass; stiffness = other.stiffness; damping = other.damping
        initialVelocity = other.initialVelocity; allowsOverdamping = other.allowsOverdamping
    }

    /// Also refuses springs that cannot move: mass or stiffness <= 0, negative damping, NaN or
    /// infinite coefficients.
    open override func validate() throws {
        try super.validate()
        do {
            try timingParameters.validate()
        } catch {
            throw AnimationError.invalidTiming("\(keyPath ?? "?"): \(error)")
        }
    }

    /// Progress is the spring's value at the elapsed simple time; the timing function is not used.
    override func easedState(atLayerTime time: Double) -> TimingState? {
        guard var state = timingState(atLayerTime: time) else { return nil }
        state.progress = timingParameters.value(at: state.progress * effectiveDuration)
        return state
    }
}
