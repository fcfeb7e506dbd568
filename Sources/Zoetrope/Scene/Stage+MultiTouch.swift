#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Scripted gestures of several fingers, a press and a flick: each finger moves at 60 Hz like
/// `pan`'s, and every finger shows its own touch indicator.
extension Stage {
    /// Fingers moving together, finger i along the polyline `paths[i]`, all down at `time` and
    /// following their paths over `duration` with the same `easing`; they lift as `pan`'s finger
    /// does (one sample on, or after resting `hold` seconds).
    public func fingers(along paths: [[Point]], time: Double, duration: Double, easing: TimingFunction = .linear,
                        hold: Double = 0) {
        guard !paths.isEmpty, paths.allSatisfy({ $0.count >= 2 }), duration.isFinite, duration > 0, time.isFinite else {
            timeline.report(TouchError.invalidPan(pointCount: paths.map(\.count).min() ?? 0, duration: duration))
            return
        }
        schedule(fingers: paths.map { path in
            finger(time: time, duration: duration, easing: easing, hold: hold) { Self.point(along: path, at: $0) }
        })
    }

    /// Two fingers on either side of `center`, on a line at `angle` radians from the x axis, their
    /// distance going from `from` to `to` points over `duration` (a pinch out when `to > from`):
    /// a `PinchGestureRecognizer` reads `scale` = current distance / `from`.
    public func pinch(center: Point, from: Double, to: Double, angle: Double = 0, time: Double, duration: Double,
                      easing: TimingFunction = .linear) {
        guard from > 0, to > 0, from.isFinite, to.isFinite, angle.isFinite, duration.isFinite, duration > 0, time.isFinite else {
            timeline.report(TouchError.invalidGesture("pinch needs positive finite distances and duration (got \(from) → \(to) over \(duration) s)"))
            return
        }
        let axis = Point(x: cos(angle), y: sin(angle))
        schedule(fingers: [-1.0, 1.0].map { side in
            finger(time: time, duration: duration, easing: easing) { progress in
                let half = (from + (to - from) * progress) / 2 * side
                return Point(x: center.x + axis.x * half, y: center.y + axis.y * half)
            }
        })
    }

    /// Two fingers `radius` points either side of `center`, the line between them turning from
    /// `startAngle` by `angle` radians (clockwise on screen when positive) over `duration`:
    /// a `RotationGestureRecognizer` reads `rotation` = the angle turned so far.
    public func rotate(center: Point, radius: Double, from startAngle: Double = 0, by angle: Double, time: Double,
                       duration: Double, easing: TimingFunction = .linear) {
        guard radius > 0, radius.isFinite, startAngle.isFinite, angle.isFinite, duration.isFinite, duration > 0, time.isFinite else {
            timeline.report(TouchError.invalidGesture("rotation needs a positive finite radius and duration (got \(radius) pt over \(duration) s)"))
            return
        }
        schedule(fingers: [-1.0, 1.0].map { side in
            finger(time: time, duration: duration, easing: easing) { progress in
                let turned = startAngle + angle * progress
                return Point(x: center.x + side * radius * cos(turned), y: center.y + side * radius * sin(turned))
            }
        })
    }

    /// A finger held still at `point` from `time` for `duration` seconds, then lifted: a
    /// `LongPressGestureRecognizer` begins at `time + minimumPressDuration` if `duration` is longer.
    public func longPress(at point: Point, time: Double, duration: Double = 1) {
        guard duration.isFinite, duration > 0, time.isFinite else {
            timeline.report(TouchError.invalidGesture("long press needs a positive finite duration (got \(duration) s)"))
            return
        }
        let touch = touches.makeTouchIdentity()
        schedule(fingers: [[TouchEvent(phase: .began, location: point, time: time, touch: touch),
                            TouchEvent(phase: .ended, location: point, time: time + duration, touch: touch)]])
    }

    /// A flick of `fingerCount` fingers (`spacing` points apart, side by side) starting at
    /// `start` and travelling `distance` points in `direction` (one direction) over `duration`,
    /// lifting at full speed: with the defaults, 120 pt in 0.15 s, well past a
    /// `SwipeGestureRecognizer`'s 50 pt within 0.5 s.
    public func swipe(from start: Point, direction: SwipeGestureRecognizer.Direction, distance: Double = 120, time: Double,
                      duration: Double = 0.15, fingerCount: Int = 1, spacing: Double = 40) {
        let way = Self.unitVector(of: direction)
        guard let way, distance > 0, distance.isFinite, fingerCount >= 1, duration.isFinite, duration > 0, time.isFinite else {
            timeline.report(TouchError.invalidGesture("swipe needs one direction, a positive distance and duration and a finger (got \(distance) pt over \(duration) s, \(fingerCount) fingers)"))
            return
        }
        let across = Point(x: -way.y, y: way.x)
        schedule(fingers: (0..<fingerCount).map { index in
            let offset = (Double(index) - Double(fingerCount - 1) / 2) * spacing
            let origin = Point(x: start.x + across.x * offset, y: start.y + across.y * offset)
            return finger(time: time, duration: duration) { progress in
                Point(x: origin.x + way.x * distance * progress, y: origin.y + way.y * distance * progress)
            }
        })
    }

    /// The unit vector of exactly one direction (y down), or nil for none or several.
    private static func unitVector(of direction: SwipeGestureRecognizer.Direction) -> Point? {
        switch direction {
        case .right: Point(x: 1, y: 0)
        case .left: Point(x: -1, y: 0)
        case .up: Point(x: 0, y: -1)
        case .down: Point(x: 0, y: 1)
        default: nil
        }
    }
}
