/// One scripted touch sample fed to a `TouchDispatcher` or straight to a recognizer.
public struct TouchEvent: Hashable, Sendable {
    /// Where the touch is in its life (UITouch.Phase).
    public enum Phase: String, Hashable, Sendable { case began, moved, ended, cancelled }

    public var phase: Phase
    /// The location in window (root view) coordinates.
    public var location: Point
    /// The virtual time of the sample, in seconds.
    public var time: Double

    public init(phase: Phase, location: Point, time: Double) {
        self.phase = phase; self.location = location; self.time = time
    }
}

/// Why a touch could not be delivered.
public enum TouchError: Error, CustomStringConvertible, Equatable {
    case noTouchInProgress(TouchEvent.Phase)
    case nonFiniteTouch(Point, Double)
    case timeWentBackwards(Double, Double)
    /// A scripted pan with fewer than two points or a duration that is not positive.
    case invalidPan(pointCount: Int, duration: Double)

    public var description: String {
        switch self {
        case let .invalidPan(count, duration):
            "a pan needs two or more points and a positive duration (got \(count) points over \(duration) s)"
        case .noTouchInProgress(let phase): "touch \(phase.rawValue) received with no touch in progress (script a .began first)"
        case .nonFiniteTouch(let p, let t): "touch at (\(p.x), \(p.y)) time \(t) is not finite"
        case .timeWentBackwards(let last, let now): "touch time \(now) is before the previous touch's time \(last)"
        }
    }
}
