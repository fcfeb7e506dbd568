/// Routes scripted touches to gesture recognizers the way UIKit does: each finger that goes down
/// is hit-tested in the root view (`View.hitTest(_:)`), and it and its later samples go to the
/// enabled recognizers of the hit view and of all its ancestors, innermost first, that their
/// delegates let receive it. Samples at one instant are one event (UIEvent): each recognizer gets
/// all of its fingers' samples together. The recognizers a touch sequence reaches share a
/// `GestureCoordinator`, which holds UIKit's exclusivity and failure requirements.
public final class TouchDispatcher {
    /// The view tree touches are hit-tested in; touch locations are in its coordinates.
    public let rootView: View
    /// The recognizers receiving each finger that is down.
    private var receivers: [Int: [GestureRecognizer]] = [:]
    private var coordinator: GestureCoordinator?
    private var lastTime = -Double.infinity
    private var scriptedFingers = 0

    public init(rootView: View) { self.rootView = rootView }

    /// Delivers one touch sample. Returns the view hit by a `.began` touch (nil otherwise or when
    /// nothing was hit). Malformed input throws `TouchError` and changes nothing.
    @discardableResult
    public func handle(_ touch: TouchEvent) throws -> View? {
        try handle(event: [touch]).first ?? nil
    }

    /// Delivers one event: samples of different fingers at one time. Returns, for each sample,
    /// the view a `.began` sample hit (nil for other samples or when nothing was hit).
    /// Malformed input (a move of a finger that is not down, a finger going down twice, samples
    /// at different times, non-finite values, time going backwards) throws `TouchError` and
    /// changes nothing.
    @discardableResult
    public func handle(event: [TouchEvent]) throws -> [View?] {
        try validate(event)
        guard let time = event.first?.time else { return [] }
        lastTime = time
        coordinator?.participants.forEach { $0.runDeadline(ifDueBy: time) }
        var hitViews: [View?] = []
        for sample in event {
            guard sample.phase == .began else {
                hitViews.append(nil)
                continue
            }
            if receivers.isEmpty, coordinator?.isUndecided != true { coordinator = GestureCoordinator() }
            let hitView = rootView.hitTest(sample.location)
            let chain = hitView.map { sequence(first: $0, next: \.superview).flatMap(\.gestureRecognizers) } ?? []
            let accepting = chain.filter { $0.isEnabled && $0.delegate?.gestureRecognizer($0, shouldReceive: sample) != false }
            accepting.forEach { coordinator?.add($0, receiving: sample.touch) }
            receivers[sample.touch] = accepting
            hitViews.append(hitView)
        }
        deliver(event)
        for sample in event where sample.isLift { receivers[sample.touch] = nil }
        coordinator?.resolvePending()
        return hitViews
    }

    /// Schedules `events` on `timeline`, each run of samples with one time delivered as one event
    /// at that virtual time (inside that time's event, so handlers start animations at exactly that
    /// time). Delivery errors are reported to the timeline (`Timeline.problems`), which a stage
    /// turns into a failed frame.
    public func schedule(_ events: [TouchEvent], on timeline: Timeline) {
        var start = events.startIndex
        while start < events.endIndex {
            let time = events[start].time
            let end = events[start...].firstIndex { $0.time != time } ?? events.endIndex
            let batch = Array(events[start..<end])
            timeline.schedule(at: time) { [self] in
                do { try handle(event: batch) } catch { timeline.report(error) }
            }
            start = end
        }
    }

    /// The latest virtual time a recognizer of the current touch sequence has yet to decide at
    /// (a single tap waiting out a double tap's interval), or nil when none waits: a script step
    /// that waits for the earlier ones waits for this too.
    package var latestGestureDeadline: Double? {
        coordinator?.participants.compactMap(\.deadlineTime).max()
    }

    /// A finger identity (`TouchEvent.touch`) no earlier call returned and never 0 (the default
    /// of hand-made samples), so scripted gestures overlapping in time are different fingers.
    public func makeTouchIdentity() -> Int {
        scriptedFingers += 1
        return scriptedFingers
    }

    /// Hands each recognizer the samples of the fingers it receives, in the order the
    /// recognizers first appear.
    private func deliver(_ event: [TouchEvent]) {
        var order: [GestureRecognizer] = []
        var samples: [ObjectIdentifier: [TouchEvent]] = [:]
        for sample in event {
            for recognizer in receivers[sample.touch] ?? [] {
                let id = ObjectIdentifier(recognizer)
                if samples[id] == nil { order.append(recognizer) }
                samples[id, default: []].append(sample)
            }
        }
        for recognizer in order { recognizer.handle(samples[ObjectIdentifier(recognizer)] ?? []) }
    }

    private func validate(_ event: [TouchEvent]) throws {
        var down = Set(receivers.keys)
        for sample in event {
            guard sample.location.x.isFinite, sample.location.y.isFinite, sample.time.isFinite else {
                throw TouchError.nonFiniteTouch(sample.location, sample.time)
            }
            guard sample.time >= lastTime else { throw TouchError.timeWentBackwards(lastTime, sample.time) }
            guard sample.time == event[0].time else { throw TouchError.eventTimesDiffer(event[0].time, sample.time) }
            if sample.phase == .began {
                guard down.insert(sample.touch).inserted else { throw TouchError.touchAlreadyDown(sample.touch) }
            } else {
                guard down.contains(sample.touch) else { throw TouchError.noTouchInProgress(sample.phase) }
                if sample.isLift { down.remove(sample.touch) }
            }
        }
    }
}
