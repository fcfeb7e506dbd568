/// Starting, pausing, stopping and finishing (UIViewAnimating / UIViewImplicitlyAnimating).
extension PropertyAnimator {
    /// Adds animations that run with the others (UIViewPropertyAnimator.addAnimations(_:)).
    public func addAnimations(_ animations: @escaping () -> Void) {
        addAnimations(animations, delayFactor: 0)
    }

    /// Adds animations that start `delayFactor` (0...1) × the remaining duration later, in time,
    /// and run over the rest of it with the animator's curve (UIKit: "multiply this value by the
    /// animator's remaining duration to determine the actual delay in seconds"). Not allowed while stopped.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double) {
        guard state != .stopped else {
            return report(.illegalCall("addAnimations", state: state, reason: "a stopped animator takes no new animations"))
        }
        guard delayFactor.isFinite, (0...1).contains(delayFactor) else {
            return report(.invalidArgument("delayFactor", value: delayFactor, requirement: "between 0 and 1"))
        }
        if state == .inactive {
            pendingBlocks.append((animations, delayFactor))
        } else {
            let current = min(max(forwardFraction(at: now), 0), 1)
            capture(animations, windowStart: current + delayFactor * (1 - current))
        }
    }

    /// Adds a completion, called with the final position when the animations finish. Completions
    /// run once, in the order added, after the animator has become inactive.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts or resumes the animations now (no effect while running; not allowed while stopped).
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts or resumes the animations after `delay` seconds of virtual time.
    public func startAnimation(afterDelay delay: Double) {
        guard state != .stopped else {
            return report(.illegalCall("startAnimation", state: state, reason: "call finishAnimation(at:) first"))
        }
        guard delay.isFinite, delay >= 0 else {
            return report(.invalidArgument("delay", value: delay, requirement: "a finite number >= 0"))
        }
        guard !isRunning else { return }
        guard activate("startAnimation") else { return }
        self.delay = delay
        beginMotion(startingAt: now + delay, timing: timing, durationFactor: 0, keepsCurve: true)
    }

    /// Pauses the animations where they are (an inactive animator becomes active and paused at 0).
    public func pauseAnimation() {
        guard state != .stopped else {
            return report(.illegalCall("pauseAnimation", state: state, reason: "a stopped animator cannot be paused"))
        }
        guard interruptible else {
            return report(.illegalCall("pauseAnimation", state: state, reason: "the animator is not interruptible"))
        }
        guard activate("pauseAnimation") else { return }
        freeze()
        if scrubsLinearly { frozenFraction = min(max(frozenProgress, 0), 1) }
    }

    /// Stops the animations where they are: the model takes the values on screen. With
    /// `withoutFinishing` true the animator becomes inactive and no completion runs; otherwise
    /// it becomes `.stopped` and waits for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        guard interruptible else {
            return report(.illegalCall("stopAnimation", state: state, reason: "the animator is not interruptible"))
        }
        freeze()
        settleModel(at: .current)
        if withoutFinishing {
            completions.removeAll()
            reset()
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator at `position` (model values to the end, start or where they
    /// are) and calls the completions. Only allowed while `.stopped`.
    public func finishAnimation(at position: AnimatingPosition) {
        guard state == .stopped else {
            return report(.illegalCall("finishAnimation(at:)", state: state, reason: "call stopAnimation(false) first"))
        }
        finish(at: position)
    }

    /// Resumes a paused animator with new timing (nil keeps the current one) and a new duration
    /// factor (see the type's notes). Allowed while active.
    public func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double) {
        guard state == .active else {
            return report(.illegalCall("continueAnimation", state: state, reason: "only an active animator can continue"))
        }
        guard interruptible else {
            return report(.illegalCall("continueAnimation", state: state, reason: "the animator is not interruptible"))
        }
        guard durationFactor.isFinite, durationFactor >= 0 else {
            return report(.invalidArgument("durationFactor", value: durationFactor, requirement: "a finite number >= 0"))
        }
        freeze()
        if let parameters { timing = AnimatorTiming(parameters) }
        beginMotion(startingAt: now, timing: timing, durationFactor: durationFactor, keepsCurve: parameters == nil)
    }

    // MARK: Internals

    func scrub(to value: Double) {
        guard value.isFinite else {
            return report(.invalidArgument("fractionComplete", value: value, requirement: "a finite number"))
        }
        guard state != .stopped else {
            return report(.illegalCall("fractionComplete", state: state, reason: "a stopped animator cannot be scrubbed"))
        }
        guard !isRunning else {
            return report(.illegalCall("fractionComplete", state: state, reason: "pause the animator before scrubbing"))
        }
        guard interruptible else {
            return report(.illegalCall("fractionComplete", state: state, reason: "the animator is not interruptible"))
        }
        guard activate("fractionComplete") else { return }
        let clamped = min(max(value, 0), 1)
        frozenFraction = reversed ? 1 - clamped : clamped
        frozenProgress = scrubsLinearly ? frozenFraction : timing.scrubCurve.value(at: frozenFraction)
    }

    func setReversed(_ newValue: Bool) {
        guard newValue != reversed, state != .stopped else { return }
        guard interruptible || state == .inactive else {
            return report(.illegalCall("isReversed", state: state, reason: "the animator is not interruptible"))
        }
        if isRunning {
            freeze()
            reversed = newValue
            beginMotion(startingAt: now, timing: timing, durationFactor: 0, keepsCurve: true)
        } else {
            reversed = newValue
        }
    }

    /// Makes an inactive animator active: runs its pending blocks. False when no timeline runs.
    func activate(_ call: String) -> Bool {
        guard state == .inactive else { return true }
        guard let current = Timeline.current ?? timeline else {
            report(TimelineError.noTimeline("PropertyAnimator.\(call)"))
            return false
        }
        timeline = current
        state = .active
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for block in blocks { capture(block.animations, windowStart: block.delayFactor) }
        return true
    }

    /// Runs `animations` with changes going to this animator.
    func capture(_ animations: () -> Void, windowStart: Double) {
        guard let timeline = Timeline.current ?? timeline else { return report(TimelineError.noTimeline("PropertyAnimator.addAnimations")) }
        let block = AnimationBlock(duration: duration, delay: 0, options: [], timing: .curve(.linear),
                                   kind: .animator(AnimatorCapture(animator: self, windowStart: windowStart)),
                                   group: CompletionGroup { _ in })
        timeline.withCurrent { timeline.animationBlocks.append(block); animations(); timeline.animationBlocks.removeLast() }
    }

    /// Stops the current run where it is (progress and fraction frozen at now).
    func freeze() {
        if let motion {
            frozenFraction = motion.fraction(at: now)
            frozenProgress = motion.progress(at: now)
        }
        motion = nil
        isRunning = false
        generation += 1
    }
}

extension Timeline {
    /// Runs `body` with this timeline current (it usually already is).
    func withCurrent(_ body: () -> Void) {
        if Timeline.current === self { body() } else { Timeline.$current.withValue(self, operation: body) }
    }
}
