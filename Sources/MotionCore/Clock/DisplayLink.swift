/// A callback run once per display refresh at virtual time (CADisplayLink), in closure form:
/// `DisplayLink { link in … }` instead of `CADisplayLink(target:selector:)`.
///
/// Started (`start()`, or `add(to:forMode:)` under its Core Animation name), it runs on the
/// timeline's refresh grid — every `1 / Timeline.refreshRate` seconds from 0, the rendered frames'
/// times — at each tick at or after the moment it was started, before that frame is made, so what
/// it changes is on that frame. A frame reached by one long advance (a still) runs every tick on
/// the way, so it equals the same frame reached frame by frame. Inside the callback `timestamp`
/// is the tick's time (what `CACurrentMediaTime()` returns there) and `targetTimestamp` the next
/// tick the link will run at.
public final class DisplayLink {
    /// What runs at each tick.
    private let handler: (DisplayLink) -> Void
    /// The timeline the link runs on, while it runs.
    private weak var timeline: Timeline?
    /// The grid index of the next tick the link runs at.
    private var nextTick = 0
    /// Whether `invalidate()` ended the link for good.
    public private(set) var isInvalidated = false

    /// Skips the callback while true; the ticks go on, so unpausing resumes on the grid.
    public var isPaused = false
    /// The time of the tick now running (the last one run, outside the callback), in seconds.
    public private(set) var timestamp = 0.0
    /// The time of the next tick the link runs at.
    public private(set) var targetTimestamp = 0.0
    /// The time between two refreshes of the display: `1 / Timeline.refreshRate`.
    public private(set) var duration = 0.0
    /// The rate the callback asks for; 0 (the default) is the display's. A rate below the
    /// display's runs the callback on every n-th refresh, n = refreshRate / rate rounded.
    public var preferredFramesPerSecond = 0
    /// The range of rates the callback asks for (CAFrameRateRange); its `preferred` rate, else
    /// its `maximum`, counts as `preferredFramesPerSecond` when that is 0.
    public var preferredFrameRateRange = FrameRateRange.default

    /// A link that calls `handler` with itself at every tick once started.
    public init(handler: @escaping (DisplayLink) -> Void) {
        self.handler = handler
    }

    /// A link that calls `action` on `target` (held weakly) at every tick; pass an unapplied
    /// method such as `MyView.step` (CADisplayLink's target and selector).
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (DisplayLink) -> Void) {
        self.init { [weak target] link in
            guard let target else { return }
            action(target)(link)
        }
    }

    /// Starts running on the current timeline from its next tick at or after now; reported as
    /// `TimelineError.noTimeline` when none runs.
    public func start() {
        guard !isInvalidated else { return }
        guard let current = Timeline.current else { return Timeline.report(TimelineError.noTimeline("DisplayLink.start")) }
        timeline?.remove(self)
        timeline = current
        duration = 1 / current.refreshRate
        nextTick = Int((current.time * current.refreshRate - 1e-9).rounded(.up))
        current.add(self)
    }

    /// Stops running until started again.
    public func stop() {
        timeline?.remove(self)
        timeline = nil
    }

    /// Stops for good (CADisplayLink.invalidate()).
    public func invalidate() {
        stop()
        isInvalidated = true
    }

    /// The time of the next tick the link runs at.
    func nextTime(refreshRate: Double) -> Double { Double(nextTick) / refreshRate }

    /// Runs the tick due now (unless paused) and moves to the next one.
    func tick(refreshRate: Double) {
        timestamp = Double(nextTick) / refreshRate
        nextTick += ticksPerCall(refreshRate: refreshRate)
        targetTimestamp = Double(nextTick) / refreshRate
        if !isPaused { handler(self) }
    }

    /// Refreshes between two calls: 1 at the display's rate, more for a lower preferred rate.
    private func ticksPerCall(refreshRate: Double) -> Int {
        let asked = preferredFramesPerSecond > 0
            ? Double(preferredFramesPerSecond)
            : Double(preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum)
        guard asked > 0, asked < refreshRate else { return 1 }
        return max(1, Int((refreshRate / asked).rounded()))
    }
}
