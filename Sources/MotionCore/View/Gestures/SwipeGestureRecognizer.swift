#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A discrete swipe (UISwipeGestureRecognizer): recognised (`.ended`) at the first sample where
/// the centroid of `numberOfTouchesRequired` fingers has travelled `minimumDistance` points from
/// where they went down, within `maximumAngle` of one of the allowed `direction`s, no later than
/// `maximumDuration` after touch-down — so faster than `minimumDistance / maximumDuration`
/// (100 pt/s by default). It fails on a lift before that, on more fingers, on travelling that far
/// the wrong way, and at `maximumDuration` (at that virtual time) when still short of the distance.
///
/// UIKit does not document its thresholds; these are Zoetrope's, chosen to match the feel of a
/// device: a flick of 50 pt within half a second, within 30° of the axis.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Directions a swipe may go (UISwipeGestureRecognizer.Direction).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions (UIKit's default: `.right`).
    public var direction: Direction = .right
    /// How many fingers swipe together (UIKit's default: 1).
    public var numberOfTouchesRequired = 1
    /// How far the fingers must travel, in points.
    public var minimumDistance = 50.0
    /// How long after touch-down the swipe may take to travel `minimumDistance`, in seconds.
    public var maximumDuration = 0.5
    /// The largest angle between the travel and the swipe's axis, in radians (30°).
    public var maximumAngle = Double.pi / 6
    private var start: Point?

    /// A recognizer calling `handler` when a swipe is recognised.
    public convenience init(handler: @escaping (SwipeGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! SwipeGestureRecognizer) }
    }

    open override func touchesBegan(_ began: [TouchEvent]) {
        if start == nil {
            setDeadline(at: began[0].time + maximumDuration) { [weak self] in self?.transition(to: .failed) }
        }
        start = lastLocation
        if touches.count > numberOfTouchesRequired { transition(to: .failed) }
    }

    open override func touchesMoved(_ moved: [TouchEvent]) { evaluate() }

    open override func touchesEnded(_ lifted: [TouchEvent]) {
        evaluate()
        if state == .possible { transition(to: .failed) }
    }

    open override func reset() {
        super.reset()
        start = nil
    }

    /// Recognises or fails once the fingers have travelled `minimumDistance`.
    private func evaluate() {
        guard state == .possible, pendingState == nil, let start, touches.count == numberOfTouchesRequired else { return }
        let travel = lastLocation.subtracting(start)
        guard travel.x * travel.x + travel.y * travel.y >= minimumDistance * minimumDistance else { return }
        let isHorizontal = abs(travel.x) >= abs(travel.y)
        let way: Direction = isHorizontal ? (travel.x > 0 ? .right : .left) : (travel.y > 0 ? .down : .up)
        let offAxis = isHorizontal ? atan2(abs(travel.y), abs(travel.x)) : atan2(abs(travel.x), abs(travel.y))
        if direction.contains(way), offAxis <= maximumAngle + 1e-12 {
            cancelDeadline()
            transition(to: .ended)
        } else {
            transition(to: .failed)
        }
    }
}
