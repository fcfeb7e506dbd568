/// Why a touch could not be delivered.
public enum TouchError: Error, CustomStringConvertible, Equatable {
    case noTouchInProgress(TouchEvent.Phase)
    case nonFiniteTouch(Point, Double)
    case timeWentBackwards(Double, Double)
    /// A finger put down again while it is already down (two `.began` samples of one `touch`).
    case touchAlreadyDown(Int)
    /// One event's samples at different times (an event is one instant).
    case eventTimesDiffer(Double, Double)
    /// A scripted pan with fewer than two points or a duration that is not positive.
    case invalidPan(pointCount: Int, duration: Double)
    /// A scripted gesture whose sizes or duration cannot make a touch sequence.
    case invalidGesture(String)

    public var description: String {
        switch self {
        case let .invalidPan(count, duration):
            "a pan needs two or more points and a positive duration (got \(count) points over \(duration) s)"
        case .invalidGesture(let reason): "a scripted gesture \(reason)"
        case .noTouchInProgress(let phase): "touch \(phase.rawValue) received with no touch in progress (script a .began first)"
        case .nonFiniteTouch(let p, let t): "touch at (\(p.x), \(p.y)) time \(t) is not finite"
        case .timeWentBackwards(let last, let now): "touch time \(now) is before the previous touch's time \(last)"
        case .eventTimesDiffer(let first, let other): "one touch event holds samples at \(first) and \(other) (an event is one instant)"
        case .touchAlreadyDown(let touch): "touch \(touch) began while it is already down (lift it first)"
        }
    }
}
