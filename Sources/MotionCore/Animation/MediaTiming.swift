/// What an animation shows outside its active interval (CAMediaTimingFillMode).
public enum FillMode: String, Sendable, Hashable {
    /// Nothing: the animation has no effect before it begins or after it ends.
    case removed
    /// The final value is held after the animation ends.
    case forwards
    /// The initial value is shown from the moment the animation is added until it begins.
    case backwards
    /// Both forwards and backwards.
    case both
}

/// Core Animation's timing model (CAMediaTiming), adopted by animations and layers.
///
/// A timing object maps its parent's time `tp` to its own: `t = (tp - beginTime) · speed + timeOffset`.
public protocol MediaTiming: AnyObject {
    var beginTime: Double { get set }
    var duration: Double { get set }
    var speed: Double { get set }
    var timeOffset: Double { get set }
    var repeatCount: Double { get set }
    var repeatDuration: Double { get set }
    var autoreverses: Bool { get set }
    var fillMode: FillMode { get set }
    /// The simple duration actually used: animations treat a `duration` of 0 as 0.25 s.
    var effectiveDuration: Double { get }
}

/// Where a timing object is at a given parent time.
struct TimingState: Equatable {
    /// Progress through the simple duration, in [0, 1], before easing.
    var progress: Double
    /// How many whole repeats are behind (for cumulative animations).
    var iteration: Double
}

/// The CAMediaTiming fields of a timing object as one value, and its arithmetic. Animations keep
/// theirs in one of these, so evaluating one reads a single stored value.
struct MediaTimingValues: Equatable {
    var beginTime = 0.0
    var duration = 0.0
    var speed = 1.0
    var timeOffset = 0.0
    var repeatCount = 0.0
    var repeatDuration = 0.0
    var autoreverses = false
    var fillMode = FillMode.removed

    /// The length of one cycle in local time: duration, twice when autoreversing.
    var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// The repeat count from which an object repeats for ever: the largest finite Float, iOS's
    /// `HUGE` (CAMediaTiming.repeatCount: "Setting this property to greatestFiniteMagnitude
    /// will cause the animation to repeat forever"), and anything above, `.infinity` included.
    static let repeatsForever = Double(Float.greatestFiniteMagnitude)

    /// The active duration in local time (repeatDuration, else repeatCount cycles, else one).
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount >= Self.repeatsForever { return .infinity }
        if repeatCount > 0 { return repeatCount * cycleDuration }
        return cycleDuration
    }

    /// Maps local time back to parent time; infinite when speed is 0.
    func parentTime(fromLocal time: Double) -> Double {
        guard speed != 0 else { return time == timeOffset ? beginTime : .infinity }
        return (time - timeOffset) / speed + beginTime
    }

    /// The parent time at which the active interval ends, or infinity.
    var endTimeInParent: Double {
        guard speed > 0, activeDuration.isFinite else { return .infinity }
        return beginTime + activeDuration / speed
    }

    /// Progress and iteration at parent time `time`, or nil when the object has no effect then.
    func timingState(atParentTime time: Double) -> TimingState? {
        guard duration > 0 else { return nil }
        let elapsed = (time - beginTime) * speed
        let active = activeDuration
        if elapsed < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            return state(atLocal: timeOffset, ending: false)
        }
        if elapsed >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            return state(atLocal: active + timeOffset, ending: true)
        }
        return state(atLocal: elapsed + timeOffset, ending: false)
    }

    private func state(atLocal local: Double, ending: Bool) -> TimingState {
        let cycle = cycleDuration
        var iteration = (local / cycle).rounded(.down)
        var inCycle = local - iteration * cycle
        // At the exact end of a whole number of cycles, stay at the end of the last one.
        if ending, inCycle <= 1e-12, iteration > 0 {
            iteration -= 1
            inCycle = cycle
        }
        if autoreverses, inCycle > duration { inCycle = cycle - inCycle }
        return TimingState(progress: min(max(inCycle / duration, 0), 1), iteration: iteration)
    }
}

extension MediaTiming {
    /// The timing fields as one value, with `effectiveDuration` as the duration.
    var timingValues: MediaTimingValues {
        MediaTimingValues(beginTime: beginTime, duration: effectiveDuration, speed: speed, timeOffset: timeOffset,
                          repeatCount: repeatCount, repeatDuration: repeatDuration, autoreverses: autoreverses,
                          fillMode: fillMode)
    }

    /// Maps parent time to local time.
    func localTime(fromParent time: Double) -> Double { (time - beginTime) * speed + timeOffset }

    /// Maps local time back to parent time; infinite when speed is 0.
    func parentTime(fromLocal time: Double) -> Double {
        MediaTimingValues(beginTime: beginTime, speed: speed, timeOffset: timeOffset).parentTime(fromLocal: time)
    }

    /// The parent time at which the active interval ends, or infinity.
    var endTimeInParent: Double { timingValues.endTimeInParent }
}
