/// A continuous drag (UIPanGestureRecognizer): begins once the touch has moved
/// `minimumTranslation` points from where it went down (and the delegate and view agree),
/// then reports `.changed` at every move and `.ended` (or `.cancelled`) when it lifts.
///
/// `translation(in:)` is measured from the touch-down location. `velocity(in:)` is the average
/// velocity over the samples of the last `velocityWindow` seconds (the two latest samples at
/// least), in points per second; a release after a pause reports the pause's low velocity.
open class PanGestureRecognizer: GestureRecognizer {
    /// How far the touch must move before the pan begins (UIKit's hysteresis is about 10 pt).
    public var minimumTranslation = 10.0
    /// The time span velocity is averaged over.
    public var velocityWindow = 0.1
    private var start: Point?
    private var samples: [(location: Point, time: Double)] = []

    /// A recognizer calling `handler` at every state change.
    public convenience init(handler: @escaping (PanGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! PanGestureRecognizer) }
    }

    open override func touched(_ touch: TouchEvent) {
        switch touch.phase {
        case .began:
            start = touch.location
            samples = [(touch.location, touch.time)]
        case .moved:
            guard let start, state != .failed else { return }
            samples.append((touch.location, touch.time))
            switch state {
            case .possible:
                let dx = touch.location.x - start.x, dy = touch.location.y - start.y
                guard (dx * dx + dy * dy).squareRoot() >= minimumTranslation else { return }
                transition(to: shouldBegin() ? .began : .failed)
            case .began, .changed:
                transition(to: .changed)
            default:
                break
            }
        case .ended, .cancelled:
            guard start != nil else { return }
            samples.append((touch.location, touch.time))
            if state == .began || state == .changed {
                transition(to: touch.phase == .ended ? .ended : .cancelled)
            } else if state == .possible {
                transition(to: .failed)
            }
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
        return vector(Point(x: last.location.x - start.x, y: last.location.y - start.y), in: view)
    }

    /// Makes the current translation equal `translation` (in `view`'s coordinates), as UIKit's
    /// setTranslation(_:in:) does to measure further drags from here.
    public func setTranslation(_ translation: Point, in view: View?) {
        guard start != nil, let last = samples.last else { return }
        var windowTranslation = translation
        if let view {
            let tip = view.convert(translation, to: nil), origin = view.convert(Point.zero, to: nil)
            windowTranslation = Point(x: tip.x - origin.x, y: tip.y - origin.y)
        }
        start = Point(x: last.location.x - windowTranslation.x, y: last.location.y - windowTranslation.y)
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
        let windowVelocity = Point(x: (last.location.x - reference.location.x) / dt,
                                   y: (last.location.y - reference.location.y) / dt)
        return vector(windowVelocity, in: view)
    }
}
