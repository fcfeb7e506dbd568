/// Scripted input: taps and pans delivered to the views' gesture recognizers at virtual times,
/// so a scene's gesture handlers (seed 003's `popupViewPanned`) run as they would on a device.
extension Stage {
    /// A finger down at `point` (root-view coordinates) at `time`, lifted `holdDuration` later;
    /// `tapSound`, when set, sounds from `time` on, its first sample on the tap's.
    public func tap(at point: Point, time: Double, holdDuration: Double = 0.08) {
        if let tapSound {
            audio(tapSound.url, at: time, volume: tapSound.volume)
        }
        let events = TouchEvent.tap(at: point, time: time, holdDuration: holdDuration)
        touchIndicators.record(events)
        events.last.map { script.didSchedule(at: $0.time) }
        touches.schedule(events, on: timeline)
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
        let sampleRate = 60.0
        let steps = max(1, Int((duration * sampleRate).rounded()))
        var events = [TouchEvent(phase: .began, location: points[0], time: time)]
        var last = points[0], previous = points[0]
        for step in 1...steps {
            let progress = easing.value(at: Double(step) / Double(steps))
            previous = last
            last = Self.point(along: points, at: progress)
            events.append(TouchEvent(phase: .moved, location: last, time: time + duration * Double(step) / Double(steps)))
        }
        if hold > 0, hold.isFinite {
            let restSteps = max(1, Int((hold * sampleRate).rounded()))
            for step in 1...restSteps {
                events.append(TouchEvent(phase: .moved, location: last, time: time + duration + hold * Double(step) / Double(restSteps)))
            }
            events.append(TouchEvent(phase: .ended, location: last, time: time + duration + hold + 1 / sampleRate))
        } else {
            let release = Point(x: last.x + (last.x - previous.x), y: last.y + (last.y - previous.y))
            events.append(TouchEvent(phase: .ended, location: release, time: time + duration + duration / Double(steps)))
        }
        touchIndicators.record(events)
        events.last.map { script.didSchedule(at: $0.time) }
        touches.schedule(events, on: timeline)
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
