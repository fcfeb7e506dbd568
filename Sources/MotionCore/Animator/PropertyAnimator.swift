/// Animates view property changes under your control (UIViewPropertyAnimator): start, pause,
/// scrub, reverse, continue with new timing, stop and finish, all on the timeline's virtual clock.
///
/// The changes made in the animation blocks become layer animations whose value at any instant
/// is a pure function of the animator's state and the frame's time, so every frame samples
/// them at exactly that time. Animations are not additive: a key the animator already animates
/// to the same value keeps its animation; a new value retargets it from the current value.
///
/// Progress model (documented where UIKit is silent):
/// - Running from the start, values follow the curve over `duration` (or the spring).
/// - `pauseAnimation()` freezes the values; with `scrubsLinearly` (default) `fractionComplete`
///   then reads the current value progress, so scrubbing continues without a jump.
/// - Setting `fractionComplete` while paused moves the values at once: linearly, or through the
///   curve when `scrubsLinearly` is false.
/// - Resuming (`startAnimation`, `continueAnimation`, reversing) runs from the current values to
///   the end (or start when reversed) over the remaining time `(1 − fraction) · duration`; an
///   unscrubbed curve continues where it was, otherwise the curve is re-applied to the rest.
/// - `fractionComplete` of a reversed animator counts from the end (as on iOS 11+).
/// - `continueAnimation(withTimingParameters:durationFactor:)`: durationFactor > 0 makes the rest take
///   `durationFactor · duration` seconds; 0 keeps the remaining time.
/// - Physical springs (`SpringTimingParameters` with mass/stiffness/damping) ignore `duration`: the
///   spring's `settlingDuration` decides when the run ends. `init(duration:dampingRatio:)` fits the
///   spring to the run's duration like spring blocks do (`View.springForBlock`).
/// - Finishing at `.start` sets the model values back to where the animations started; at
///   `.current`, to the values on screen. An animator that finishes returns to `.inactive` with
///   `fractionComplete` 0, `isReversed` false, and no animations or completions left.
public final class PropertyAnimator {
    /// The duration of the main animations, in seconds.
    public let duration: Double
    /// The timing the animator was created with.
    public let timingParameters: TimingCurveProvider?
    /// inactive → active → (stopped) → inactive.
    public internal(set) var state: AnimatingState = .inactive
    /// True while the animations move (active and not paused).
    public internal(set) var isRunning = false
    /// The delay given to `startAnimation(afterDelay:)`.
    public internal(set) var delay: Double = 0
    /// Scrub linearly (default) or through the timing curve.
    public var scrubsLinearly = true
    /// Stay active and paused at the end instead of finishing (completions are then not called).
    public var pausesOnCompletion = false
    /// Whether the views it animates respond to touches while it is active (hit testing skips
    /// them when false).
    public var isUserInteractionEnabled = true
    /// Whether the app hit-tests the views it animates itself while it is active
    /// (UIViewPropertyAnimator.isManualHitTestingEnabled, default false). When false, hit
    /// testing finds those views where they are on screen, their presentation placement, as
    /// UIKit does for an animator's views; when true, it sees only the model values (where the
    /// views are going), and finding a moving view is the app's work, in its own `hitTest(_:)`
    /// or `point(inside:)` override reading `layer.presentation()`.
    public var isManualHitTestingEnabled = false

    var timing: AnimatorTiming
    var timeline: Timeline?
    var motion: AnimatorMotion?
    /// Forward fraction and value progress while not running.
    var frozenFraction = 0.0
    var frozenProgress = 0.0
    var reversed = false
    var interruptible = true
    /// Bumped whenever a scheduled end becomes stale.
    var generation = 0
    var pendingBlocks: [(animations: () -> Void, delayFactor: Double)] = []
    var completions: [(AnimatingPosition) -> Void] = []
    var entries: [Entry] = []

    /// One animated key.
    struct Entry {
        weak var layer: Layer?
        let key: String
        let animation: AnimatorAnimation
    }

    /// An animator with a built-in curve (UIViewPropertyAnimator(duration:curve:animations:)).
    public convenience init(duration: Double, curve: AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: .cubic(curve.timingFunction),
                  parameters: CubicTimingParameters(animationCurve: curve), animations: animations)
    }

    /// An animator with a cubic Bézier through two control points.
    public convenience init(duration: Double, controlPoint1: Point, controlPoint2: Point, animations: (() -> Void)? = nil) {
        let cubic = CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
        self.init(duration: duration, timing: .cubic(cubic.timingFunction), parameters: cubic, animations: animations)
    }

    /// An animator with a spring of the given damping ratio, fitted to settle in `duration`.
    public convenience init(duration: Double, dampingRatio ratio: Double, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: .fittedSpring(dampingRatio: ratio, initialVelocity: .zero),
                  parameters: nil, animations: animations)
        if !(ratio.isFinite && ratio > 0) {
            report(.invalidArgument("dampingRatio", value: ratio, requirement: "a finite number > 0"))
        }
    }

    /// An animator with any timing provider: a cubic curve, or a spring (whose settling then
    /// decides the duration).
    public convenience init(duration: Double, timingParameters parameters: TimingCurveProvider) {
        self.init(duration: duration, timing: AnimatorTiming(parameters), parameters: parameters, animations: nil)
        if let spring = parameters.springTimingParameters, !spring.isValid {
            report(.invalidTiming("\(spring) cannot animate; the animator will jump to its end"))
        }
    }

    init(duration: Double, timing: AnimatorTiming, parameters: TimingCurveProvider?, animations: (() -> Void)?) {
        self.duration = duration.isFinite && duration >= 0 ? duration : 0
        self.timing = timing
        self.timingParameters = parameters
        self.timeline = Timeline.current
        if !(duration.isFinite && duration >= 0) {
            report(.invalidArgument("duration", value: duration, requirement: "a finite number >= 0"))
        }
        if let animations { pendingBlocks.append((animations, 0)) }
    }

    /// Creates an animator with the options' curve, adds `completion`, and starts it after
    /// `delay` (UIViewPropertyAnimator.runningPropertyAnimator).
    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: Double, delay: Double = 0,
                                               options: View.AnimationOptions = [], animations: @escaping () -> Void,
                                               completion: ((AnimatingPosition) -> Void)? = nil) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, timing: .cubic(options.timingFunction),
                                        parameters: CubicTimingParameters(timingFunction: options.timingFunction),
                                        animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Reading the state

    /// The completed share of the animation, counted from the end when reversed. Settable while
    /// paused (an inactive animator becomes active and paused first); moves the values at once.
    public var fractionComplete: Double {
        get {
            let forward = motion.map { $0.fraction(at: now) } ?? frozenFraction
            return reversed ? 1 - forward : forward
        }
        set { scrub(to: newValue) }
    }

    /// Run toward the start values instead of the end values. Changing it while running turns
    /// the animation around from where it is.
    public var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    /// Whether the animator can be paused, reversed, scrubbed or stopped (settable while inactive).
    public var isInterruptible: Bool {
        get { interruptible }
        set {
            guard state == .inactive else {
                return report(.illegalCall("isInterruptible", state: state, reason: "it can only change while inactive"))
            }
            interruptible = newValue
        }
    }

    /// The animated values' progress from start (0) to end (1) at global time `time`.
    func progress(at time: Double) -> Double {
        motion.map { $0.progress(at: time) } ?? frozenProgress
    }

    /// The share of the animator's time elapsed at global `time`, counted forward.
    func forwardFraction(at time: Double) -> Double {
        motion.map { $0.fraction(at: time) } ?? frozenFraction
    }

    var now: Double { Timeline.current?.time ?? timeline?.time ?? 0 }

    /// Reports to the running timeline, else to the animator's own, else as `Timeline.report(_:)` does.
    func report(_ error: PropertyAnimatorError) { report(error as Error) }

    /// Reports any engine problem the animator runs into (a call with no timeline, a bad call).
    func report(_ error: Error) {
        if Timeline.current == nil, let timeline { timeline.report(error) } else { Timeline.report(error) }
    }
}
