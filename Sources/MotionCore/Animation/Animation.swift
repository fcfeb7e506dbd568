/// The abstract base of all animations (CAAnimation): media timing, a timing function,
/// removal on completion, a delegate and a completion closure.
///
/// Animations are copied when added to a layer, so changing one afterwards does not affect the
/// running copy, as in Core Animation.
open class Animation: MediaTiming, Action {
    /// The media timing fields, stored as one value so evaluating the animation reads them at once.
    final var timing = MediaTimingValues()

    /// Start time in the layer's time space; 0 means "now" when the animation is added.
    public var beginTime: Double {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    /// Simple duration in seconds; 0 means the default 0.25 s.
    public var duration: Double {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    public var speed: Double {
        get { timing.speed }
        set { timing.speed = newValue }
    }
    public var timeOffset: Double {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    /// Number of repeats, fractional allowed; `.infinity` repeats forever.
    public var repeatCount: Double {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }
    public var repeatDuration: Double {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    public var fillMode: FillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }
    /// Easing applied to each cycle's progress; nil is linear.
    public var timingFunction: TimingFunction?
    /// Whether the animation leaves the layer when it ends (default true).
    public var isRemovedOnCompletion = true
    /// Told of the start and stop; held strongly, as Core Animation does.
    public var delegate: AnimationDelegate?
    /// Called once when the animation stops, with `finished` as in `animationDidStop`.
    public var completion: ((Bool) -> Void)?
    /// The frame rates the animation asks to be shown at (CAAnimation.preferredFrameRateRange;
    /// default `.default`, no preference). Offline, the render's frame rate decides: every
    /// animation is sampled at every rendered frame. A range that does not hold that rate is
    /// noted once when the animation is added (`FrameRateRange.note(_:refreshRate:)`).
    public var preferredFrameRateRange = FrameRateRange.default
    /// Values set with `setValue(_:forKey:)`, carried into every copy.
    private var userValues: [String: Any] = [:]

    /// The simple duration used when `duration` is 0: 0.25 s, or the enclosing group's duration.
    var durationWhenZero = 0.25

    public var effectiveDuration: Double { duration > 0 ? duration : durationWhenZero }

    public required init() {}

    /// A copy with every setting (Core Animation copies animations when they are added).
    public func copy() -> Self {
        let copy = type(of: self).init()
        copy.copyFields(from: self)
        return copy
    }

    /// Copies the settings of `other` into the receiver; subclasses add their own and call super.
    open func copyFields(from other: Animation) {
        timing = other.timing; timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion; delegate = other.delegate; completion = other.completion
        durationWhenZero = other.durationWhenZero; userValues = other.userValues
        preferredFrameRateRange = other.preferredFrameRateRange
    }

    /// Tags the animation with a value under any key (CAAnimation's key-value coding, which iOS
    /// code uses to recognise its animations in `animationDidStop(_:finished:)`). The value
    /// travels with the copy the layer runs.
    open func setValue(_ value: Any?, forKey key: String) { userValues[key] = value }

    /// The value set under `key` with `setValue(_:forKey:)`, or nil.
    open func value(forKey key: String) -> Any? { userValues[key] }

    /// Checks the settings; the layer refuses animations that fail (NaN, infinite durations...).
    open func validate() throws {
        for (name, value) in [("beginTime", beginTime), ("duration", duration), ("speed", speed),
                              ("timeOffset", timeOffset), ("repeatDuration", repeatDuration)] {
            guard value.isFinite else { throw AnimationError.invalidTiming("\(name) is \(value); it must be finite") }
        }
        guard duration >= 0 else { throw AnimationError.invalidTiming("duration is \(duration); it must be >= 0") }
        guard repeatCount >= 0, !repeatCount.isNaN else {
            throw AnimationError.invalidTiming("repeatCount is \(repeatCount); it must be >= 0 or .infinity")
        }
        guard repeatDuration >= 0 else { throw AnimationError.invalidTiming("repeatDuration must be >= 0") }
    }

    /// Writes the animation's effect at layer time `time` into the presentation copy `layer`.
    /// `model` is the layer the animation is attached to.
    open func apply(to layer: Layer, model: Layer, atLayerTime time: Double) {}

    /// Resolves key paths to the slots of `schema`, the storage layout of the layer the
    /// animation is being added to, so applying it needs no key lookups.
    func bind(to schema: PropertySchema) {}

    /// Converts the animation's values to the types of the properties they animate on `layer`
    /// (an `NSNumber` for a `CGFloat` property becomes a `CGFloat`), warning about key paths no
    /// property of `layer` answers to. Called on the copy a layer adds.
    func adaptValues(to layer: Layer) {}

    /// Running an animation as an action adds it to the layer under the event's key.
    public func run(forKey event: String, object layer: Layer, previousValue _: Any?) {
        layer.add(self, forKey: event)
    }

    /// Progress and iteration of the current cycle at layer time `time`, or nil when inactive.
    final func timingState(atLayerTime time: Double) -> TimingState? {
        var values = timing
        values.duration = effectiveDuration
        return values.timingState(atParentTime: time)
    }

    /// Eased progress of the current cycle at layer time `time`, or nil when inactive.
    func easedState(atLayerTime time: Double) -> TimingState? {
        guard var state = timingState(atLayerTime: time) else { return nil }
        if let timingFunction { state.progress = timingFunction.value(at: state.progress) }
        return state
    }
}

/// Why an animation was refused.
public enum AnimationError: Error, CustomStringConvertible, Equatable {
    case invalidTiming(String)
    case invalidValues(String)

    public var description: String {
        switch self {
        case .invalidTiming(let message): "invalid animation timing: \(message)"
        case .invalidValues(let message): "invalid animation values: \(message)"
        }
    }
}
