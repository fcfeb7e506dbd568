/// A discrete tap (UITapGestureRecognizer): recognised (state `.ended`, targets called) when a
/// touch lifts within `allowableMovement` points of where it went down, after
/// `numberOfTapsRequired` such taps each starting within `maximumTapInterval` of the previous one.
open class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    /// How far a touch may wander and still count as a tap.
    public var allowableMovement = 10.0
    /// The longest pause between the taps of a multi-tap, in seconds.
    public var maximumTapInterval = 0.35
    private var downLocation: Point?
    private var tapCount = 0
    private var lastTapTime = -Double.infinity

    /// A recognizer calling `handler` when a tap is recognised.
    public convenience init(handler: @escaping (TapGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! TapGestureRecognizer) }
    }

    open override func touched(_ touch: TouchEvent) {
        switch touch.phase {
        case .began:
            if touch.time - lastTapTime > maximumTapInterval { tapCount = 0 }
            downLocation = touch.location
        case .moved:
            guard let down = downLocation, distance(down, touch.location) > allowableMovement else { return }
            downLocation = nil
            tapCount = 0
            transition(to: .failed)
        case .ended:
            guard let down = downLocation, distance(down, touch.location) <= allowableMovement else { return }
            downLocation = nil
            tapCount += 1
            lastTapTime = touch.time
            guard tapCount >= numberOfTapsRequired else { return }
            tapCount = 0
            transition(to: shouldBegin() ? .ended : .failed)
        case .cancelled:
            downLocation = nil
            tapCount = 0
            transition(to: .failed)
        }
    }

    open override func reset() {
        super.reset()
        downLocation = nil
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
