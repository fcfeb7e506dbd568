/// Script timing from the animations themselves: a demo's next step runs when the previous
/// step's animations have ended, without writing down when that is.
extension Stage {
    /// Runs `action` `pause` seconds after the script's earlier steps have run and every
    /// animation has ended (and every `DynamicAnimator` has come to rest).
    ///
    /// "Earlier steps" are those scheduled before this call — with `at(_:perform:)`, `tap`, `pan`
    /// or an earlier `after(animationsSettle:perform:)` — and what an earlier settle step
    /// schedules as it runs, and what gesture recognizers decide after those touches (a single
    /// tap recognised once a double tap's interval has passed); the step then waits until no animation is left running, however
    /// long completions keep starting new ones, and runs at the instant the last one ends.
    /// Animations that never end on their own (repeating for ever, paused, running backwards)
    /// are not waited for. Steps chain:
    ///
    /// ```swift
    /// stage.at(0.5) { View.animate(withDuration: 0.6) { card.frame = expanded } }
    /// stage.after(animationsSettle: 0.3) { stage.tap(at: button.center, time: stage.time) }   // at 1.4 s
    /// stage.after(animationsSettle: 0.5) { View.animate(withDuration: 0.4) { card.frame = collapsed } }
    /// ```
    public func after(animationsSettle pause: Double = 0, perform action: @escaping () -> Void) {
        guard pause.isFinite, pause >= 0 else {
            return timeline.report(ScriptError.invalidTime("the pause after the animations settle", pause))
        }
        script.append(pause: pause, action: action, on: timeline)
    }

    /// Advances the stage until every step scheduled so far has run (touches, settle steps and
    /// their pauses, what those schedule as they run) and no animation or dynamics is left running, as
    /// `after(animationsSettle:perform:)` waits, and returns that time. For a stage driven by hand
    /// — a test that checks where a view comes to rest; a scene's script uses
    /// `after(animationsSettle:perform:)`. Animations that never end on their own are not waited
    /// for. Throws `ScriptError.neverIdle` when the stage is still busy `limit` seconds on, and
    /// what `advance(to:)` throws.
    @discardableResult
    public func waitUntilIdle(limit: Double = 3600) throws -> Double {
        let start = time
        while true {
            let end = max(timeline.lastScheduledTime ?? time, timeline.endOfRunningAnimations ?? time,
                          timeline.nextDynamicsStepTime ?? time)
            guard end > time else { return time }
            guard end <= start + limit else { throw ScriptError.neverIdle(limit: limit, at: start) }
            try advance(to: end)
        }
    }
}
