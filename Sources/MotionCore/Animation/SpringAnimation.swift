/// Animates a key path with the motion of a damped spring (CASpringAnimation).
///
/// The endpoints follow `BasicAnimation`'s from/to/by rules; the progress between them at
/// elapsed simple time t is the spring's step response `SpringTimingParameters.value(at: t)`,
/// not clamped, so an under-damped spring overshoots the target and comes back. A `duration`
/// of 0 (the default) means `settlingDuration`. As in Core Animation, `timingFunction` is ignored.
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

    private var cachedSettlingDuration: Double?

    /// A spring from the perceptual parameters (CASpringAnimation(perceptualDuration:bounce:)):
    /// see `SpringTimingParameters(duration:bounce:)`.
    public convenience init(keyPath: String?, perceptualDuration: Double, bounce: Double) {
        self.init()
        self.keyPath = keyPath
        let spring = SpringTimingParameters(duration: perceptualDuration, bounce: bounce)
        mass = spring.mass; stiffness = spring.stiffness; damping = spring.damping
    }

    /// The spring these settings describe.
    public var timingParameters: SpringTimingParameters {
        SpringTimingParameters(mass: mass, stiffness: stiffness, damping: damping,
                               initialVelocity: Vector(dx: initialVelocity, dy: 0))
    }

    /// How long the spring takes to come to rest (within 0.001 of the step); see
    /// `SpringTimingParameters.settlingDuration`.
    public var settlingDuration: Double {
        if let cachedSettlingDuration { return cachedSettlingDuration }
        let value = timingParameters.settlingDuration
        cachedSettlingDuration = value
        return value
    }

    /// `duration` when set, else `settlingDuration`.
    public override var effectiveDuration: Double { duration > 0 ? duration : settlingDuration }

    open override func copyFields(from other: Animation) {
        super.copyFields(from: other)
        guard let other = other as? SpringAnimation else { return }
        mass = other.mass; stiffness = other.stiffness; damping = other.damping
        initialVelocity = other.initialVelocity
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
        guard var state = timingState(atParentTime: time) else { return nil }
        state.progress = timingParameters.value(at: state.progress * effectiveDuration)
        return state
    }
}
