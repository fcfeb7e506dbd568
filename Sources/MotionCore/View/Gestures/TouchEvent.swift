/// One scripted touch sample fed to a `TouchDispatcher` or straight to a recognizer (UITouch at
/// one instant). Samples of one finger share its `touch` identity, so several fingers can be down.
public struct TouchEvent: Hashable, Sendable {
    /// Where the touch is in its life (UITouch.Phase).
    public enum Phase: String, Hashable, Sendable { case began, moved, ended, cancelled }

    public var phase: Phase
    /// The location in window (root view) coordinates.
    public var location: Point
    /// The virtual time of the sample, in seconds.
    public var time: Double
    /// Which finger: every sample of one finger, from `.began` to `.ended`, carries the same number.
    public var touch: Int

    public init(phase: Phase, location: Point, time: Double, touch: Int = 0) {
        self.phase = phase; self.location = location; self.time = time; self.touch = touch
    }

    /// Whether the finger leaves the screen with this sample.
    public var isLift: Bool { phase == .ended || phase == .cancelled }

    /// The sample's time (UITouch.timestamp).
    public var timestamp: Double { time }

    /// The location in `view`'s coordinates (window coordinates when nil), as UITouch.location(in:).
    public func location(in view: View?) -> Point {
        guard let view else { return location }
        return view.convert(location, from: nil)
    }
}
