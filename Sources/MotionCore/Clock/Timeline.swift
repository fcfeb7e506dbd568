/// The virtual clock an engine runs under: the current time, scheduled events, the transaction
/// stack, animation blocks, and the animations whose start and stop must be announced.
///
/// Nothing here reads the wall clock. A timeline is "current" on a thread while it runs
/// (`perform`), which is how layers find their clock without global state, so independent
/// timelines can run in parallel on different threads.
public final class Timeline {
    /// The timeline running on this thread, if any.
    @TaskLocal public static var current: Timeline?

    /// The current virtual time in seconds.
    public private(set) var time: Double = 0
    let transactions = TransactionStack()
    /// While true, property changes get no implicit animation: the layers are being set up and
    /// have never been on screen, like a layer configured before its first commit on iOS.
    /// Animation blocks, `actions` and explicit animations still apply.
    package var isSettingUp = false
    /// Runs after each event's transaction commits, with the timeline current: the stage lays
    /// its views out here, as UIKit does at the end of every run-loop turn, so what an event
    /// changes is laid out before the next event runs — however far one `advance` jumps.
    package var didCommit: (() -> Void)?
    /// Open `View.animate` blocks, innermost last.
    var animationBlocks: [AnimationBlock] = []
    /// Open `View.beginAnimations(_:context:)` blocks, innermost last.
    var beginCommitBlocks: [BeginCommitBlock] = []
    /// Whether view animation blocks animate (`View.setAnimationsEnabled(_:)`); while false their
    /// changes apply at once.
    var viewAnimationsEnabled = true
    /// How many times a second the display refreshes: display links run every `1 / refreshRate`
    /// seconds from 0. A render sets it to its frame rate, so they run once per rendered frame.
    package var refreshRate = 60.0
    /// Measures a string laid out with a style, unwrapped, for labels' intrinsic content size and
    /// baselines (the engine cannot measure text itself: a stage installs its renderer's measurer).
    package var measureText: ((String, TextStyle) -> TextMetrics)?
    /// The screen a stage shows: its size in points (nil off a stage) and its pixels per point,
    /// what `UIScreen.main` reports to the scene.
    package var screenSize: Size?
    package var screenScale = 1.0
    /// The display links running, in the order they started (`DisplayLink.start()`).
    var displayLinks: [DisplayLink] = []
    /// The dynamic animators running, in the order they started; held weakly, as UIKit's run
    /// loop does not keep an animator alive.
    var dynamicAnimators: [WeakDynamicAnimator] = []
    /// Runs the async scripts' jobs on this timeline's thread at its virtual time (`startScript(_:)`).
    let scriptExecutor = ScriptExecutor()

    private var events: [ScheduledEvent] = []
    /// The earliest pending occurrence found by the last full scan; valid while not `isDirty`.
    private var nextDueTime = -Double.infinity
    private var isDirty = true
    private var serial = 0
    private var tracked: [ObjectIdentifier: Layer] = [:]
    private var trackingOrder: [ObjectIdentifier] = []
    /// Errors reported while running (refused animations...), oldest first.
    public private(set) var problems: [Error] = []
    /// Things worth telling whoever renders (a spring cut before it settles), oldest first, each once.
    private var notes: [String] = []

    public init() {}

    /// Runs `body` with this timeline current on this thread, in an implicit transaction.
    public func perform<T>(_ body: () throws -> T) rethrows -> T {
        try Timeline.$current.withValue(self) {
            transactions.begin()
            defer {
                scriptExecutor.runPendingJobs()
                transactions.commit()
                didCommit?()
            }
            return try body()
        }
    }

    /// Starts `script` now as a task whose code runs on this timeline's thread, at its virtual
    /// time: up to its first suspension at once, and after each `await` of an animation (`await
    /// View.animate(…)`) right after the completion that resumes it, at that completion's time.
    /// A script that awaits anything else (`Task.sleep`, another actor) resumes only when the
    /// timeline next runs, so its time is no longer a function of the frame; a script still
    /// suspended when the timeline is discarded is never resumed.
    package func startScript(_ script: @escaping () async -> Void) {
        Timeline.$current.withValue(self) {
            _ = Task(executorPreference: scriptExecutor) { await script() }
            scriptExecutor.runPendingJobs()
        }
    }

    /// Whether the code calling is an async script of this timeline (`startScript(_:)`), so an
    /// `await` in it resumes at the timeline's virtual time.
    package var isRunningScript: Bool { scriptExecutor.isRunningJob }

    /// Schedules `action` to run when the clock reaches `time` (events at the same time run
    /// in the order they were scheduled). Times in the past run at the next advance.
    public func schedule(at time: Double, _ action: @escaping () -> Void) {
        serial += 1
        let event = ScheduledEvent(time: time, serial: serial, action: action)
        let index = events.firstIndex { ($0.time, $0.serial) > (event.time, event.serial) } ?? events.count
        events.insert(event, at: index)
        invalidateSchedule()
    }

    /// Advances the clock to `target`, running in time order every scheduled event and every
    /// animation start and stop (delegates, completions) that falls at or before it.
    public func advance(to target: Double) {
        if !isDirty, target < nextDueTime - 1e-9 {
            time = max(time, target)
            return
        }
        Timeline.$current.withValue(self) {
            // One scan finds everything due at the earliest instant; callbacks may add more, so
            // scan again after each instant (scans grow with instants, not with animations).
            while let batch = dueOccurrences(upTo: target) {
                time = max(time, batch.time)
                for occurrence in batch.occurrences {
                    transactions.begin()
                    occurrence.run()
                    scriptExecutor.runPendingJobs()
                    transactions.commit()
                    didCommit?()
                }
            }
            time = max(time, target)
            pruneTracking()
        }
    }

    /// Forces the next advance to rescan animations and events: called when animations are
    /// added or removed, events scheduled, or layer timing or the tree changes.
    package func invalidateSchedule() { isDirty = true }

    /// Records a problem (an invalid animation, a failed script step) for the stage to report.
    public func report(_ error: Error) { problems.append(error) }

    /// Removes and returns the recorded problems.
    public func takeProblems() -> [Error] {
        defer { problems.removeAll() }
        return problems
    }

    /// Records something that is not an error but changes what is rendered, for the exporter to
    /// print; the same text is recorded once.
    package func note(_ message: String) {
        if !notes.contains(message) { notes.append(message) }
    }

    /// Removes and returns the recorded notes.
    package func takeNotes() -> [String] {
        defer { notes.removeAll() }
        return notes
    }

    func nextAnimationSerial() -> Int {
        serial += 1
        return serial
    }

    /// Completion groups an animation added now joins: open transactions and animation blocks.
    func openGroups() -> [CompletionGroup] {
        transactions.openGroups + animationBlocks.map(\.group)
    }

    /// Watches `layer` for animation starts and stops.
    func track(_ layer: Layer) {
        invalidateSchedule()
        let id = ObjectIdentifier(layer)
        if tracked.updateValue(layer, forKey: id) == nil { trackingOrder.append(id) }
    }

    /// Stops an animation: marks it, tells its delegate, completion and groups, once.
    func stop(_ attached: AttachedAnimation, finished: Bool) {
        guard !attached.hasStopped else { return }
        attached.hasStopped = true
        invalidateSchedule()
        let animation = attached.animation
        animation.delegate?.animationDidStop(animation, finished: finished)
        animation.completion?(finished)
        attached.groups.forEach { $0.leave(finished: finished) }
    }

    /// The time of the last event scheduled and not yet run, or nil when none is.
    package var lastScheduledTime: Double? { events.last?.time }

    /// When the animations attached now stop by themselves, in global time: the latest end among
    /// those that run forward to a finite end, or nil when none does. Animations that repeat
    /// for ever, are paused (speed 0) or run backwards never end on their own and are left out.
    package var endOfRunningAnimations: Double? {
        var latest: Double?
        for id in trackingOrder {
            guard let layer = tracked[id], layer.timeRunsForward else { continue }
            for attached in layer.attachedAnimations where !attached.hasStopped {
                let end = layer.globalTime(atLocalTime: attached.animation.endTimeInParent)
                if end.isFinite { latest = max(latest ?? end, end) }
            }
        }
        return latest
    }

    /// Everything due at the earliest time at or before `target`, in order: animation starts,
    /// then stops, then scheduled events, then display links, then dynamic animators' steps
    /// (each group in the order it was added).
    private func dueOccurrences(upTo target: Double) -> (time: Double, occurrences: [Occurrence])? {
        var earliest = Double.infinity
        var pending = Double.infinity
        var due: [Occurrence] = []
        // `run` makes the closure only for what is due: most animations are not.
        func consider(_ time: Double, _ rank: Int, _ run: () -> () -> Void) {
            pending = min(pending, time)
            guard time <= target + 1e-9, time <= earliest + 1e-12 else { return }
            if time < earliest - 1e-12 {
                earliest = time
                due.removeAll(keepingCapacity: true)
            }
            due.append(Occurrence(time: time, rank: rank, run: run()))
        }
        for id in trackingOrder {
            guard let layer = tracked[id] else { continue }
            let runsForward = layer.timeRunsForward
            for attached in layer.attachedAnimations where !attached.hasStopped {
                let animation = attached.animation
                if !attached.hasStarted, animation.delegate == nil {
                    // Nobody hears this start: nothing to run at its instant.
                    attached.hasStarted = true
                } else if !attached.hasStarted {
                    consider(layer.globalTime(atLocalTime: animation.beginTime), 0) { {
                        guard !attached.hasStopped, !attached.hasStarted else { return }
                        attached.hasStarted = true
                        animation.delegate?.animationDidStart(animation)
                    } }
                }
                // On a layer whose time runs backwards (a negative speed somewhere up the tree,
                // Core Animation's reverse playback) the end is behind, not ahead: no stop.
                guard runsForward else { continue }
                consider(layer.globalTime(atLocalTime: animation.endTimeInParent), 1) { { [weak self] in
                    guard !attached.hasStopped else { return }
                    if animation.isRemovedOnCompletion { layer.detach(attached) }
                    self?.stop(attached, finished: true)
                } }
            }
        }
        if let first = events.first { pending = min(pending, first.time) }
        for event in events where event.time <= earliest + 1e-12 {
            consider(event.time, 2) { { [weak self] in
                self?.events.removeAll { $0.serial == event.serial }
                event.action()
            } }
        }
        for link in displayLinks {
            consider(link.nextTime(refreshRate: refreshRate), 3) { { [weak self] in
                guard let self, displayLinks.contains(where: { $0 === link }) else { return }
                link.tick(refreshRate: refreshRate)
            } }
        }
        for entry in dynamicAnimators {
            guard let animator = entry.animator else { continue }
            consider(animator.nextStepTime, 4) { { [weak animator] in animator?.step() } }
        }
        guard !due.isEmpty else {
            nextDueTime = pending
            isDirty = false
            return nil
        }
        // A stable sort keeps the order of addition within each rank.
        let ordered = due.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
        return (earliest, ordered)
    }

    private func pruneTracking() {
        tracked = tracked.filter { $0.value.attachedAnimations.contains { !$0.hasStopped } }
        trackingOrder.removeAll { tracked[$0] == nil }
    }
}

/// A closure due at a time.
struct ScheduledEvent {
    let time: Double
    let serial: Int
    let action: () -> Void
}

/// The next thing the timeline will do; `rank` orders starts, then stops, then events, then
/// display links, then dynamics steps at one time.
private struct Occurrence {
    let time: Double
    let rank: Int
    let run: () -> Void
}
