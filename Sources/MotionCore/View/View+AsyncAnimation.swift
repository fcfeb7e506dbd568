/// The async forms of the animation blocks (iOS 13's `await UIView.animate(…)`): each returns
/// what the block's completion would get — true when its animations finished on the timeline,
/// false when one was removed or replaced first — at the moment the completion would be called.
///
/// Awaited in a stage's async script (`Stage.at(_:performAsync:)`, `Timeline.startScript(_:)`),
/// the code after the `await` runs at that virtual time, right after the completion; awaited
/// anywhere else it would resume off the timeline's clock, which is reported
/// (`ViewAnimationError.awaitedOutsideScript`).
extension View {
    /// `animate(withDuration:animations:completion:)`, awaiting its completion.
    @discardableResult
    public static func animate(withDuration duration: Double, animations: @escaping () -> Void) async -> Bool {
        await awaitingCompletion(of: "View.animate(withDuration:animations:)") { completion in
            animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
        }
    }

    /// `animate(withDuration:delay:options:animations:completion:)`, awaiting its completion.
    @discardableResult
    public static func animate(withDuration duration: Double, delay: Double, options: AnimationOptions = [],
                               animations: @escaping () -> Void) async -> Bool {
        await awaitingCompletion(of: "View.animate(withDuration:delay:options:animations:)") { completion in
            animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
        }
    }

    /// The spring block (`animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`),
    /// awaiting its completion.
    @discardableResult
    public static func animate(withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: Double,
                               initialSpringVelocity velocity: Double, options: AnimationOptions = [],
                               animations: @escaping () -> Void) async -> Bool {
        await awaitingCompletion(of: "View.animate(withDuration:delay:usingSpringWithDamping:…)") { completion in
            animate(withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
                    initialSpringVelocity: velocity, options: options, animations: animations, completion: completion)
        }
    }

    /// `animateKeyframes(withDuration:delay:options:animations:completion:)`, awaiting its completion.
    @discardableResult
    public static func animateKeyframes(withDuration duration: Double, delay: Double, options: KeyframeAnimationOptions = [],
                                        animations: @escaping () -> Void) async -> Bool {
        await awaitingCompletion(of: "View.animateKeyframes(withDuration:delay:options:animations:)") { completion in
            animateKeyframes(withDuration: duration, delay: delay, options: options, animations: animations,
                             completion: completion)
        }
    }

    /// `transition(with:duration:options:animations:completion:)`, awaiting its completion.
    @discardableResult
    public static func transition(with view: View, duration: Double, options: AnimationOptions = [],
                                  animations: (() -> Void)?) async -> Bool {
        await awaitingCompletion(of: "View.transition(with:duration:options:animations:)") { completion in
            transition(with: view, duration: duration, options: options, animations: animations, completion: completion)
        }
    }

    /// Runs `block` with a completion that resumes the caller with its flag.
    private static func awaitingCompletion(of call: String, _ block: (@escaping (Bool) -> Void) -> Void) async -> Bool {
        if let timeline = Timeline.current, !timeline.isRunningScript {
            timeline.report(ViewAnimationError.awaitedOutsideScript(call))
        }
        // Unsafe, not checked: a script still waiting when its stage is discarded is never
        // resumed (see `Timeline.startScript`), which is not a misuse worth a warning line.
        return await withUnsafeContinuation { continuation in
            block { finished in continuation.resume(returning: finished) }
        }
    }
}
