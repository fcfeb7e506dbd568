/// A continuous drag (UIPanGestureRecognizer): begins once the centroid of the fingers has moved
/// `minimumTranslation` points from where it went down with at least `minimumNumberOfTouches`
/// down (and the delegate and view agree), then reports `.changed` at every move made with at
/// least `minimumNumberOfTouches` down and `.ended` when the last finger lifts (`.cancelled` when
/// the system cancels the touches), as UIKit documents.
///
/// `translation(in:)` is measured from the touch-down location. `velocity(in:)` is the average
/// velocity over the samples of the last `velocityWindow` seconds (the two latest samples at
/// least), in points per second; a release after a pause reports the pause's low velocity.
/// A finger going down or lifting moves the centroid; translation and velocity do not jump with it.
open class PanGestureRecognizer: GestureRecognizer {
    /// How far the touch must move before the pan begins (UIKit's hysteresis is about 10 pt).
    public var minimumTranslation = 10.0
    /// The fewest fingers that can pan (UIPanGestureRecognizer.minimumNumberOfTouches).
    public var minimumNumberOfTouches = 1
    /// The most fingers that can pan; more fingers down before the pan begins make it fail.
    public var maximumNumberOfTouches = Int.max
    /// The time span velocity is averaged over.
    public var velocityWindow = 0.1
    private var start: Point?
    private var samples: [(location: Point, time: Double)] = []

    /// A recognizer calling `handler` at every state change.
    public convenience init(handler: @escaping (PanGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! PanGestureRecognizer) }
    }

    open override func touchesBegan(_ began: [TouchEvent]) {
        let down = touches.filter { !$0.isLift }
        if start == nil {
            start = lastLocation
            samples = [(lastLocation, began[0].time)]
        } else {
            let earlier = down.filter { finger in !began.contains { $0.touch == finger.touch } }
            shiftOrigin(to: lastLocation, from: centroid(of: earlier.map(\.location)))
        }
        if state == .possible, down.count > maximumNumberOfTouches { transition(to: .failed) }
    }

    open override func touchesMoved(_ moved: [TouchEvent]) {
        guard let start else { return }
        samples.append((lastLocation, moved[0].time))
        switch state {
        case .possible:
            guard touches.count >= minimumNumberOfTouches, lastLocation.distance(to: start) >= minimumTranslation else { return }
            transition(to: .began)
        case .began, .changed:
            guard touches.count >= minimumNumberOfTouches else { return }
            transition(to: .changed)
        default:
            break
        }
    }

    open override func touchesEnded(_ lifted: [TouchEvent]) {
        guard start != nil else { return }
        let remaining = touches.filter { !$0.isLift }
        if remaining.isEmpty {
            samples.append((lastLocation, lifted[0].time))
            transition(to: state == .possible ? .failed : .ended)
        } else {
            shiftOrigin(to: centroid(of: remaining.map(\.location)) ?? lastLocation, from: lastLocation)
        }
    }

    open override func reset() {
        super.reset()
        start = nil
        samples = []
    }

    /// The drag since touch-down, in `view`'s coordinates (window coordinates when nil).
    public func translation(in view: View?) -> Point {
        guard let start, let last = samples.last else { return .zero }
        return vector(last.location.subtracting(start), in: view)
    }

    /// Makes the current translation equal `translation` (in `view`'s coordinates), as UIKit's
    /// setTranslation(_:in:) does to measure further drags from here.
    public func setTranslation(_ translation: Point, in view: View?) {
        guard start != nil, let last = samples.last else { return }
        var windowTranslation = translation
        if let view {
            let tip = view.convert(translation, to: nil), origin = view.convert(Point.zero, to: nil)
            windowTranslation = tip.subtracting(origin)
        }
        start = last.location.subtracting(windowTranslation)
    }

    /// The drag's velocity in points per second in `view`'s coordinates (window's when nil).
    public func velocity(in view: View?) -> Point {
        guard let last = samples.last, samples.count >= 2 else { return .zero }
        var reference = samples[samples.count - 2]
        for sample in samples.dropLast().reversed() where last.time - sample.time <= velocityWindow + 1e-12 {
            reference = sample
        }
        let dt = last.time - reference.time
        guard dt > 0 else { return .zero }
        let displacement = last.location.subtracting(reference.location)
        return vector(Point(x: displacement.x / dt, y: displacement.y / dt), in: view)
    }

    /// Moves the origin and the samples with the centroid when a finger goes down or lifts, so
    /// the count of fingers changing is not a drag.
    private func shiftOrigin(to newCentroid: Point, from oldCentroid: Point?) {
        guard let oldCentroid, let start else { return }
        let jump = newCentroid.subtracting(oldCentroid)
        self.start = start.adding(jump)
        samples = samples.map { ($0.location.adding(jump), $0.time) }
    }
}
