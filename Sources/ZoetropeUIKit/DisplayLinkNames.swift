import Foundation

/// CADisplayLink (`DisplayLink`): made with a closure, `CADisplayLink { link in … }`, or with
/// `CADisplayLink(target: self, action: MyView.step)` for iOS's `target:selector:`; it runs once
/// per rendered frame at virtual time once added to a run loop.
public typealias CADisplayLink = DisplayLink
/// CAFrameRateRange (`FrameRateRange`).
public typealias CAFrameRateRange = FrameRateRange

extension DisplayLink {
    /// Starts the link on the running timeline (CADisplayLink.add(to:forMode:)); the run loop
    /// and mode only name where iOS would run it: every link here runs on the timeline's frames.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) { start() }

    /// Stops the link until it is added again (CADisplayLink.remove(from:forMode:)).
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) { stop() }
}
