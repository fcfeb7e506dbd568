extension View {
    /// Animates the changes made in `animations` (UIView.animate). Nested blocks inherit the
    /// outer block's duration, curve and options unless they pass the override options.
    /// `completion` is called once, when every animation of the block has stopped, with false if
    /// any was removed or replaced before it finished — at once, with true, when nothing animated.
    /// A duration of 0 applies the changes without animation. Invalid timing (negative or
    /// non-finite) is reported to the timeline and the changes are applied at once.
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, options: options, timing: .curve(options.timingFunction),
            animations: animations, completion: completion)
    }

    /// UIView.animate(withDuration:animations:) without options, for pasted trailing-closure code.
    public static func animate(withDuration duration: Double, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring block (UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)).
    ///
    /// Mapping: a spring of mass 1 and damping ratio `dampingRatio` whose response is chosen so that,
    /// without initial velocity, it settles (to 0.1 % of the distance, `SpringTimingParameters.settlingDuration`)
    /// in exactly `duration`: response = duration / settlingDuration(ζ, response 1), then stiffness =
    /// (2π/response)² and damping = 4π·ζ/response (SwiftUI's relations). `velocity` is in distance
    /// fractions per second, as in UIKit (1 covers the whole change in one second). Each property's
    /// progress at t seconds is the spring's value at t; the animation lasts `duration`.
    /// A ratio outside (0, ∞) is reported and the changes are applied at once.
    public static func animate(withDuration duration: Double, delay: Double = 0,
                               usingSpringWithDamping dampingRatio: Double, initialSpringVelocity velocity: Double,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        do {
            let spring = try springForBlock(duration: duration, dampingRatio: dampingRatio, velocity: velocity)
            run(duration: duration, delay: delay, options: options, timing: .spring(spring),
                animations: animations, completion: completion)
        } catch {
            Timeline.report(error)
            performWithoutAnimation(animations)
            completion?(true)
        }
    }

    /// A spring block from the spring's perceptual duration and bounce (iOS 17's
    /// UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)):
    /// the spring is `SpringTimingParameters(duration:bounce:initialVelocity:)` — response =
    /// `springDuration`, damping ratio 1 − bounce (1 / (1 + bounce) below 0) — and the block lasts
    /// until it settles, when the completion is called.
    public static func animate(springDuration: Double = 0.5, bounce: Double = 0, initialSpringVelocity: Double = 0,
                               delay: Double = 0, options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = SpringTimingParameters(duration: springDuration, bounce: bounce,
                                            initialVelocity: Vector(dx: initialSpringVelocity, dy: 0))
        do {
            guard springDuration.isFinite, springDuration > 0 else { throw ViewAnimationError.invalidDuration(springDuration) }
            guard initialSpringVelocity.isFinite else {
                throw ViewAnimationError.invalidSpring("initial velocity is \(initialSpringVelocity); it must be finite")
            }
            try spring.validate()
        } catch {
            Timeline.report(error)
            performWithoutAnimation(animations)
            completion?(true)
            return
        }
        run(duration: spring.settlingDuration, delay: delay, options: options, timing: .spring(spring),
            animations: animations, completion: completion)
    }

    /// Gives the animations of `animations` their own repeat count and autoreversing, inside an
    /// animation block (iOS 13's UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)):
    /// they keep the enclosing block's duration, curve, delay and completion. Outside a block the
    /// changes are applied without animation and the call is reported.
    public static func modifyAnimations(withRepeatCount count: Double, autoreverses: Bool, animations: () -> Void) {
        guard let timeline = Timeline.current, let outer = timeline.animationBlocks.last, case .basic = outer.kind else {
            Timeline.report(ViewAnimationError.outsideAnimationBlock("modifyAnimations(withRepeatCount:autoreverses:animations:)"))
            performWithoutAnimation(animations)
            return
        }
        guard count.isFinite || count == .infinity, count >= 0 else {
            Timeline.report(ViewAnimationError.invalidRepeatCount(count))
            animations()
            return
        }
        let block = AnimationBlock(duration: outer.duration, delay: outer.delay, options: outer.options,
                                   timing: outer.timing, group: outer.group)
        block.repetition = (count, autoreverses)
        timeline.animationBlocks.append(block)
        animations()
        timeline.animationBlocks.removeLast()
    }

    /// The spring a spring block of `duration` and `dampingRatio` uses (see the spring `animate`).
    public static func springForBlock(duration: Double, dampingRatio: Double, velocity: Double) throws -> SpringTimingParameters {
        guard duration.isFinite, duration > 0 else { throw ViewAnimationError.invalidDuration(duration) }
        guard dampingRatio.isFinite, dampingRatio > 0 else {
            throw ViewAnimationError.invalidSpring("damping ratio is \(dampingRatio); it must be a finite number > 0")
        }
        guard velocity.isFinite else { throw ViewAnimationError.invalidSpring("initial velocity is \(velocity); it must be finite") }
        let unitSettling = SpringTimingParameters(dampingRatio: dampingRatio, response: 1).settlingDuration
        let response = duration / unitSettling
        return SpringTimingParameters(dampingRatio: dampingRatio, response: response,
                                      initialVelocity: Vector(dx: velocity, dy: 0))
    }

    /// Whether animation blocks animate (UIView.areAnimationsEnabled): true unless
    /// `setAnimationsEnabled(false)` was called on this timeline.
    public static var areAnimationsEnabled: Bool { Timeline.current?.viewAnimationsEnabled ?? true }

    /// Turns view animations on or off for the blocks submitted after it (UIView.setAnimationsEnabled):
    /// while off, the code in animation, keyframe and transition blocks still runs but its changes
    /// apply at once, and completions are called with true as for a block of no duration.
    /// Property animators and layer animations are not affected.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        guard let timeline = Timeline.current else {
            return Timeline.report(TimelineError.noTimeline("View.setAnimationsEnabled"))
        }
        timeline.viewAnimationsEnabled = enabled
    }

    /// Runs `actionsWithoutAnimation` with animations disabled (UIView.performWithoutAnimation).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        guard let timeline = Timeline.current else { actionsWithoutAnimation(); return }
        let saved = timeline.animationBlocks
        timeline.animationBlocks = []
        Transaction.begin()
        Transaction.setDisableActions(true)
        actionsWithoutAnimation()
        Transaction.commit()
        timeline.animationBlocks = saved
    }

    /// Pushes a block (inheriting from the enclosing one), runs `animations`, seals the block.
    static func run(duration: Double, delay: Double, options: AnimationOptions, timing: AnimationBlock.Timing,
                    animations: () -> Void, completion: ((Bool) -> Void)?) {
        guard let timeline = Timeline.current else {
            Timeline.report(TimelineError.noTimeline("View.animate"))
            animations()
            completion?(true)
            return
        }
        guard duration.isFinite, duration >= 0 else {
            return applyAtOnce(reporting: .invalidDuration(duration), animations, completion)
        }
        guard delay.isFinite, delay >= 0 else { return applyAtOnce(reporting: .invalidDelay(delay), animations, completion) }
        let block = inheritedBlock(duration: duration, delay: delay, options: options, timing: timing,
                                   outer: timeline.animationBlocks.last, completion: completion)
        guard block.duration > 0, timeline.viewAnimationsEnabled else {
            // Nothing animates; the completion still comes later, never inside this call: after
            // the delay, or in the next run of the timeline (UIKit: "the next run loop cycle").
            performWithoutAnimation(animations)
            guard let completion else { return }
            timeline.schedule(at: timeline.time + delay) { completion(true) }
            return
        }
        noteFrameRate(asked: block.options, on: timeline)
        timeline.animationBlocks.append(block)
        animations()
        // `.layoutSubviews`: the layout the changes call for runs now, inside the block, so the
        // subviews it moves animate along with their parent (UIKit lays out at commit time).
        if block.options.contains(.layoutSubviews) { timeline.didCommit?() }
        timeline.animationBlocks.removeLast()
        block.group.seal()
    }

    /// The duration of the animation block being built (UIView.inheritedAnimationDuration): what
    /// a change made now animates over, the innermost open block's (a nested block's inherited
    /// one, a property animator's while it collects its animations); 0 outside any block, and
    /// inside `performWithoutAnimation`.
    public static var inheritedAnimationDuration: Double { Timeline.current?.animationBlocks.last?.duration ?? 0 }

    /// Notes once when a block asks for a frame rate (`.preferredFramesPerSecond60`/`30`) the
    /// render does not draw at: offline the render's frame rate paces every animation.
    private static func noteFrameRate(asked options: AnimationOptions, on timeline: Timeline) {
        guard let asked = options.preferredFramesPerSecond, Double(asked) != timeline.refreshRate else { return }
        let rate = timeline.refreshRate.rounded() == timeline.refreshRate ? "\(Int(timeline.refreshRate))" : "\(timeline.refreshRate)"
        timeline.note("an animation block asks for \(asked) frames per second (.preferredFramesPerSecond\(asked)); "
                      + "the render draws every animation at its own \(rate) fps")
    }

    /// The block for a nested call: duration, curve and options come from `outer` unless overridden.
    static func inheritedBlock(duration: Double, delay: Double, options: AnimationOptions, timing: AnimationBlock.Timing,
                               outer: AnimationBlock?, kind: AnimationBlock.Kind = .basic,
                               completion: ((Bool) -> Void)?) -> AnimationBlock {
        let group = CompletionGroup { finished in completion?(finished) }
        guard let outer, case .basic = outer.kind else {
            return AnimationBlock(duration: duration, delay: delay, options: options, timing: timing, kind: kind, group: group)
        }
        var inheritedTiming = timing
        if case .curve = timing, !options.contains(.overrideInheritedCurve) { inheritedTiming = outer.timing }
        return AnimationBlock(
            duration: options.contains(.overrideInheritedDuration) ? duration : outer.duration,
            delay: delay,
            options: options.contains(.overrideInheritedOptions) ? options : outer.options.union(options),
            timing: inheritedTiming, kind: kind, group: group)
    }

    private static func applyAtOnce(reporting error: ViewAnimationError, _ animations: () -> Void,
                                    _ completion: ((Bool) -> Void)?) {
        Timeline.report(error)
        performWithoutAnimation(animations)
        completion?(true)
    }
}
