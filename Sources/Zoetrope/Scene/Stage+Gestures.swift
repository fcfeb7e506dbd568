/// Scripted input: taps and pans delivered to the views' gesture recognizers at virtual times,
/// so a scene's gesture handlers (seed 003's `popupViewPanned`) run as they would on a device.
/// Every scripted finger has its own identity, so scripts may overlap as several fingers.
extension Stage {
    /// The rate scripted moves are sampled at: a `.moved` sample every 1/60 s, as a device's touch screen.
    static let touchSampleRate = 60.0

    /// A finger down at `point` (root-view coordinates) at `time`, lifted `holdDuration` later;
    /// `tapSound`, when set (before or after this), sounds from `time` on, its first sample on the tap's.
    public func tap(at point: Point, time: Double, holdDuration: Double = 0.08) {
        if time.isFinite, time >= 0 { scriptedSounds.append(.tap(time: time)) }
        schedule(fingers: [TouchEvent.tap(at: point, time: time, holdDuration: holdDuration, touch: touches.makeTouchIdentity())])
    }

    /// A drag along the polyline `points` starting at `time` and lasting `duration`, with a
    /// `.moved` event every frame at 60 Hz. `easing` shapes the progress along the path (linear
    /// releases at full speed; an ease-out curve releases almost at rest). The finger lifts one
    /// sample after the last move, continuing the final motion, so the release keeps its velocity —
    /// unless `hold` is positive: then the finger rests at the end for `hold` seconds and lifts
    /// without velocity.
    public func pan(along points: [Point], time: Double, duration: Double, easing: TimingFunction = .linear,
                    hold: Double = 0) {
        guard points.count >= 2, duration.isFinite, duration > 0, time.isFinite else {
            timeline.report(TouchError.invalidPan(pointCount: points.count, duration: duration))
            return
        }
        schedule(fingers: [finger(time: time, duration: duration, easing: easing, hold: hold) { Self.point(along: points, at: $0) }])
    }

    /// One finger's samples: down at `location(0)` at `time`, a move every 1/60 s to
    /// `location(easing(progress))` until `time + duration`, then lifted as `pan` describes.
    func finger(time: Double, duration: Double, easing: TimingFunction = .linear, hold: Double = 0,
                location: (Double) -> Point) -> [TouchEvent] {
        let touch = touches.makeTouchIdentity()
        let steps = max(1, Int((duration * Self.touchSampleRate).rounded()))
        var events = [TouchEvent(phase: .began, location: location(0), time: time, touch: touch)]
        var last = location(0), previous = last
        for step in 1...steps {
            previous = last
            last = location(easing.value(at: Double(step) / Double(steps)))
            events.append(TouchEvent(phase: .moved, location: last, time: time + duration * Double(step) / Double(steps), touch: touch))
        }
        if hold > 0, hold.isFinite {
            let restSteps = max(1, Int((hold * Self.touchSampleRate).rounded()))
            for step in 1...restSteps {
                events.append(TouchEvent(phase: .moved, location: last, time: time + duration + hold * Double(step) / Double(restSteps), touch: touch))
            }
            events.append(TouchEvent(phase: .ended, location: last, time: time + duration + hold + 1 / Self.touchSampleRate, touch: touch))
        } else {
            let release = last.adding(last.subtracting(previous))
            events.append(TouchEvent(phase: .ended, location: release, time: time + duration + duration / Double(steps), touch: touch))
        }
        return events
    }

    /// Records each finger's touch indicator and delivers all fingers' samples in time order,
    /// samples at one instant as one event.
    func schedule(fingers: [[TouchEvent]]) {
        fingers.forEach { touchIndicators.record($0) }
        let merged = fingers.joined().enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
        merged.last.map { script.didSchedule(at: $0.time) }
        touches.schedule(merged, on: timeline)
    }

    /// The point at `fraction` of the polyline's length.
    static func point(along points: [Point], at fraction: Double) -> Point {
        let lengths = zip(points, points.dropFirst()).map { $0.distance(to: $1) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return points[0] }
        var remaining = min(max(fraction, 0), 1) * total
        for (index, length) in lengths.enumerated() {
            if remaining <= length || index == lengths.count - 1 {
                let f = length > 0 ? min(remaining / length, 1) : 0
                return points[index].interpolated(to: points[index + 1], fraction: f)
            }
            remaining -= length
        }
        return points[points.count - 1]
    }
}
