/// How far a stage's script reaches, for steps that wait for the ones before them
/// (`Stage.after(animationsSettle:perform:)`): the latest time a step was scheduled for, and
/// the chain of settle steps, each armed when the one before it has run.
final class ScriptProgress {
    /// A step run once the steps before it have run and the animations have ended.
    final class SettleStep {
        let pause: Double
        let action: () -> Void
        /// The latest time the script's steps reached when this step was scripted (or, for a
        /// step armed after another, what that step scheduled too).
        var horizon: Double
        var next: SettleStep?

        init(pause: Double, horizon: Double, action: @escaping () -> Void) {
            self.pause = pause; self.horizon = horizon; self.action = action
        }
    }

    /// The latest time a step was scheduled for with `at`, `tap` or `pan`.
    private(set) var latestTime = 0.0
    /// The latest time scheduled while a settle step's action runs.
    private var latestDuringStep: Double?
    /// The last settle step not yet run; a new one waits for it.
    private var lastPendingStep: SettleStep?
    /// When the gesture recognizers still deciding will have decided (`TouchDispatcher.latestGestureDeadline`):
    /// what a recognizer does then (a single tap recognised once a double tap has failed) belongs to
    /// the touches scripted before a settle step.
    var gesturesDecided: () -> Double? = { nil }

    /// Notes a step scheduled at `time`.
    func didSchedule(at time: Double) {
        guard time.isFinite else { return }
        latestTime = max(latestTime, time)
        if let during = latestDuringStep { latestDuringStep = max(during, time) }
    }

    /// Adds a settle step to the chain, armed at once when no earlier one is pending.
    func append(pause: Double, action: @escaping () -> Void, on timeline: Timeline) {
        let step = SettleStep(pause: pause, horizon: latestTime, action: action)
        if let pending = lastPendingStep {
            pending.next = step
        } else {
            check(step, at: max(step.horizon, timeline.time), on: timeline)
        }
        lastPendingStep = step
    }

    /// At `time`, runs `step` (after its pause) when every animation has ended, every dynamic
    /// animator has come to rest and its horizon has passed; otherwise looks again when the last
    /// animation ends, or after the next dynamics step.
    private func check(_ step: SettleStep, at time: Double, on timeline: Timeline) {
        timeline.schedule(at: time) { [unowned self, unowned timeline] in
            let now = timeline.time
            let end = max(timeline.endOfRunningAnimations ?? now, step.horizon, gesturesDecided() ?? now)
            guard end <= now else { return check(step, at: end, on: timeline) }
            // Events run before the dynamics step due at their instant, so look again after it.
            if let nextStep = timeline.nextDynamicsStepTime {
                return check(step, at: nextStep > now ? nextStep : now + DynamicAnimator.stepDuration, on: timeline)
            }
            if step.pause > 0 {
                timeline.schedule(at: now + step.pause) { [unowned self] in run(step, on: timeline) }
            } else {
                run(step, on: timeline)
            }
        }
    }

    private func run(_ step: SettleStep, on timeline: Timeline) {
        // A settle step the action scripts waits for what the action starts, not for this step.
        if lastPendingStep === step { lastPendingStep = nil }
        latestDuringStep = -Double.infinity
        step.action()
        let scheduled = latestDuringStep ?? -Double.infinity
        latestDuringStep = nil
        guard let next = step.next else { return }
        next.horizon = max(next.horizon, scheduled)
        check(next, at: max(next.horizon, timeline.time), on: timeline)
    }
}
