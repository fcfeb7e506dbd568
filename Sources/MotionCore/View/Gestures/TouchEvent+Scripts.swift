/// Ready-made touch sequences for scripts.
extension TouchEvent {
    /// A tap of finger `touch` at `location`: down at `time`, up `holdDuration` later.
    public static func tap(at location: Point, time: Double, holdDuration: Double = 0.08, touch: Int = 0) -> [TouchEvent] {
        [TouchEvent(phase: .began, location: location, time: time, touch: touch),
         TouchEvent(phase: .ended, location: location, time: time + holdDuration, touch: touch)]
    }

    /// A straight drag from `start` to `end` beginning at `time` and lasting `duration`, sampled
    /// `sampleRate` times a second (moves at every sample, the last one at `end`), lifted at
    /// `end` one sample after the last move, so the release keeps the drag's velocity.
    /// Returns an empty script for non-finite or non-positive durations and rates.
    public static func drag(from start: Point, to end: Point, time: Double, duration: Double,
                            sampleRate: Double = 60) -> [TouchEvent] {
        guard duration.isFinite, duration > 0, sampleRate.isFinite, sampleRate > 0, time.isFinite else { return [] }
        let steps = max(1, Int((duration * sampleRate).rounded()))
        var events = [TouchEvent(phase: .began, location: start, time: time)]
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            let location = Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
            events.append(TouchEvent(phase: .moved, location: location, time: time + duration * f))
        }
        let dx = (end.x - start.x) / Double(steps), dy = (end.y - start.y) / Double(steps)
        events.append(TouchEvent(phase: .ended, location: Point(x: end.x + dx, y: end.y + dy),
                                 time: time + duration + duration / Double(steps)))
        return events
    }
}
