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
    public var isSettingUp = false
    /// Open `View.animate` blocks, innermost last.
    var animationBlocks: [AnimationBlock] = []

    private var events: [ScheduledEvent] = []
    private var serial = 0
    private var tracked: [ObjectIdentifier: Layer] = [:]
    private var trackingOrder: [ObjectIdentifier] = []
    /// Errors reported while running (refused animations...), oldest first.
    public private(set) var problems: [Error] = []

    public init() {}

    /// Runs `body` with this timeline current on this thread, in an implicit transaction.
    public func perform<T>(_ body: () throws -> T) rethrows -> T {
        try Timeline.$current.withValue(self) {
            transactions.begin()
            defer { transactions.commit() }
            return try body()
        }
    }

    /// Schedules `action` to run when the clock reaches `time` (events at the same time run
    /// in the order they were scheduled). Times in the past run at the next advance.
    public func schedule(at time: Double, _ action: @escaping () -> Void) {
        serial += 1
        let event = ScheduledEvent(time: time, serial: serial, action: action)
        let index = events.firstIndex { ($0.time, $0.serial) > (event.time, event.serial) } ?? events.count
        events.insert(event, at: index)
    }

    /// Advances the clock to `target`, running in time order every scheduled event and every
    /// animation start and stop (delegates, completions) that falls at or before it.
    public func advance(to target: Double) {
        Timeline.$current.withValue(self) {
            while let next = nextOccurrence(upTo: target) {
                time = max(time, next.time)
                transactions.begin()
                next.run()
                transactions.commit()
            }
            time = max(time, target)
            pruneTracking()
        }
    }

    /// Records a problem (an invalid animation, a failed script step) for the stage to report.
    public func report(_ error: Error) { problems.append(error) }

    /// Removes and returns the recorded problems.
    public func takeProblems() -> [Error] {
        defer { problems.removeAll() }
        return problems
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
        let id = ObjectIdentifier(layer)
        if tracked.updateValue(layer, forKey: id) == nil { trackingOrder.append(id) }
    }

    /// Stops an animation: marks it, tells its delegate, completion and groups, once.
    func stop(_ attached: AttachedAnimation, finished: Bool) {
        guard !attached.hasStopped else { return }
        attached.hasStopped = true
        let animation = attached.animation
        animation.delegate?.animationDidStop(animation, finished: finished)
        animation.completion?(finished)
        attached.groups.forEach { $0.leave(finished: finished) }
    }

    private func nextOccurrence(upTo target: Double) -> Occurrence? {
        var best: Occurrence?
        func consider(_ candidate: Occurrence) {
            guard candidate.time <= target + 1e-9 else { return }
            if let current = best, (current.time, current.rank) <= (candidate.time, candidate.rank) { return }
            best = candidate
        }
        for id in trackingOrder {
            guard let layer = tracked[id] else { continue }
            for attached in layer.attachedAnimations where !attached.hasStopped {
                let animation = attached.animation
                if !attached.hasStarted {
                    let start = layer.globalTime(atLocalTime: animation.beginTime)
                    consider(Occurrence(time: start, rank: 0) {
                        attached.hasStarted = true
                        animation.delegate?.animationDidStart(animation)
                    })
                }
                let end = layer.globalTime(atLocalTime: animation.endTimeInParent)
                consider(Occurrence(time: end, rank: 1) { [weak self] in
                    if animation.isRemovedOnCompletion { layer.detach(attached) }
                    self?.stop(attached, finished: true)
                })
            }
        }
        if let event = events.first {
            consider(Occurrence(time: event.time, rank: 2) { [weak self] in
                self?.events.removeAll { $0.serial == event.serial }
                event.action()
            })
        }
        return best
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

/// The next thing the timeline will do; `rank` orders starts, then stops, then events at one time.
private struct Occurrence {
    let time: Double
    let rank: Int
    let run: () -> Void
}
