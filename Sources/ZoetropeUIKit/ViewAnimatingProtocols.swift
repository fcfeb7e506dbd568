// UIKit's animator protocols, so code typed against them compiles as on iOS:
// `let a: UIViewImplicitlyAnimating = animator; a.addAnimations? { … }; a.startAnimation()`.
// `UIViewPropertyAnimator` (the engine's `PropertyAnimator`) conforms to both. Fractions are the
// engine's Doubles, which `CGFloat` code reads and writes as it is.

/// An object that drives animations and can start, pause, scrub, stop and finish them
/// (UIViewAnimating).
public protocol UIViewAnimating: AnyObject {
    /// inactive → active → (stopped) → inactive.
    var state: UIViewAnimatingState { get }
    /// True while the animations move (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run backwards, towards their start.
    var isReversed: Bool { get set }
    /// How far the animations are, 0 to 1.
    var fractionComplete: Double { get set }
    /// Starts (or resumes) the animations now.
    func startAnimation()
    /// Starts the animations after `delay` seconds of the timeline.
    func startAnimation(afterDelay delay: Double)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are; with `withoutFinishing` false, the animator stays
    /// `.stopped` until `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animator with its views at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations can be added to and retimed while it runs
/// (UIViewImplicitlyAnimating). iOS declares these members optional (Objective-C `@optional`);
/// the spellings iOS code calls through the optional — `a.addAnimations? { … }` and
/// `a.addCompletion? { … }` — are the optional closures below.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run with the others (from the current point when running).
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double)
    /// Adds a block called with the final position when the animations end.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused or stopped animator with new timing over `durationFactor` of its duration.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: Double)
}

extension UIViewImplicitlyAnimating {
    /// `addAnimations(_:)` as iOS code reaches an optional requirement: `a.addAnimations? { … }`.
    public var addAnimations: ((@escaping () -> Void) -> Void)? {
        { [self] animation in addAnimations(animation) }
    }

    /// `addCompletion(_:)` as iOS code reaches an optional requirement: `a.addCompletion? { … }`.
    public var addCompletion: ((@escaping (UIViewAnimatingPosition) -> Void) -> Void)? {
        { [self] completion in addCompletion(completion) }
    }
}

extension PropertyAnimator: UIViewImplicitlyAnimating {}
