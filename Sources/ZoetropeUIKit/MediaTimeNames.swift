// Core Animation's time names. Time here is the timeline's virtual time: a render's frame i is
// at i / fps whatever the wall clock says, so code that reads the clock stays deterministic.

/// CFTimeInterval: seconds, as a Double.
public typealias CFTimeInterval = Double

/// The largest finite Float (Darwin's `HUGE`, `MAXFLOAT`): `repeatCount = HUGE` repeats for ever.
public let HUGE = Float.greatestFiniteMagnitude

/// The current media time in seconds (CACurrentMediaTime()): the running timeline's virtual time,
/// the time of the frame being made. So `beginTime = CACurrentMediaTime() + 0.2` starts an
/// animation 0.2 s from now and `layer.convertTime(CACurrentMediaTime(), from: nil)` is the
/// layer's time now (the pause and resume idiom). Called while no timeline runs (outside a
/// scene's set-up, script or callbacks) it reports `TimelineError.noTimeline` and returns 0.
public func CACurrentMediaTime() -> CFTimeInterval {
    guard let timeline = Timeline.current else {
        Timeline.report(TimelineError.noTimeline("CACurrentMediaTime()"))
        return 0
    }
    return timeline.time
}
