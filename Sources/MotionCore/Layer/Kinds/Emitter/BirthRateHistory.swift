/// The model values a birth rate has had, as the script set them on the running timeline: what
/// lets births integrate the rate over time (`BirthSchedule`) while every frame stays a pure
/// function of its time, since a still reached in one jump has run the same changes, at the same
/// times, as the frames played before it.
///
/// Times are the timeline's (`Timeline.current?.time`), mapped to the emitter's local time when a
/// frame is made. A value set with no timeline running, or at a time ≤ 0 (the scene's set-up), is
/// the value from the beginning of time, so a cell's `timeOffset` emits as if the rate had always
/// been that.
struct BirthRateHistory: Hashable, Sendable {
    /// One change: from `time` on (until the next change) the rate is `value`.
    struct Change: Hashable, Sendable {
        let time: Double
        let value: Double
    }

    /// The changes in time order; the first is at −∞. Empty until the rate is first set.
    private(set) var changes: [Change] = []

    /// Records that the rate became `value` at timeline time `time` (nil: no timeline), having
    /// been `previous` until then. A change at a time already passed replaces what followed it.
    mutating func record(_ value: Double, previous: Double, at time: Double?) {
        guard let time, time > 0 else {
            changes = [Change(time: -.infinity, value: value)]
            return
        }
        if changes.isEmpty { changes.append(Change(time: -.infinity, value: previous)) }
        while let last = changes.last, last.time >= time, changes.count > 1 { changes.removeLast() }
        changes.append(Change(time: time, value: value))
    }

    /// The rate at timeline time `time`: the last change at or before it; `current` when the rate
    /// was never set.
    func value(at time: Double, current: Double) -> Double {
        guard !changes.isEmpty else { return current }
        // Binary search for the last change at or before `time` (the first is at −∞).
        var low = 0, high = changes.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if changes[middle].time <= time { low = middle } else { high = middle - 1 }
        }
        return changes[low].value
    }

    /// The finite times at which the rate changes.
    var changeTimes: [Double] { changes.dropFirst().map(\.time) }
}
