/// A continuous two-finger pinch (UIPinchGestureRecognizer). `scale` is the distance between the
/// first two fingers over their distance when the second went down (times the value last set,
/// as UIKit's `scale = 1` idiom rebases it); `velocity` is the scale's change per second between
/// the last two samples. It begins once the distance has changed by `beginDistanceChange`
/// points, changes at every move and ends when one of the two fingers lifts.
open class PinchGestureRecognizer: GestureRecognizer {
    /// How far the finger distance must change before the pinch begins, in points. UIKit does not
    /// document its own threshold; this small one is Zoetrope's.
    public var beginDistanceChange = 2.0
    /// The scale's rate of change, in scale factor per second.
    public private(set) var velocity = 0.0
    private var pair: FingerPair?
    private var initialDistance = 0.0
    private var reference = (distance: 1.0, scale: 1.0)
    private var current = (scale: 1.0, time: 0.0)

    /// A recognizer calling `handler` at every state change.
    public convenience init(handler: @escaping (PinchGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! PinchGestureRecognizer) }
    }

    /// The finger distance relative to the distance at touch-down; setting it makes the current
    /// distance stand for the new value.
    public var scale: Double {
        get { current.scale }
        set {
            reference = (pair?.distance(in: touches) ?? reference.distance, newValue)
            current.scale = newValue
        }
    }

    open override func touchesBegan(_ began: [TouchEvent]) {
        guard pair == nil, let newPair = FingerPair(touches), let distance = newPair.distance(in: touches), distance > 0 else { return }
        pair = newPair
        initialDistance = distance
        reference = (distance, 1)
        current = (1, began[0].time)
    }

    open override func touchesMoved(_ moved: [TouchEvent]) {
        guard let pair, let distance = pair.distance(in: touches) else { return }
        let time = moved[0].time
        let newScale = reference.scale * distance / reference.distance
        if time > current.time { velocity = (newScale - current.scale) / (time - current.time) }
        current = (newScale, time)
        followPairMove(pastThreshold: abs(distance - initialDistance) >= beginDistanceChange)
    }

    open override func touchesEnded(_ lifted: [TouchEvent]) {
        endIfPairBroken(pair, lifted: lifted)
    }

    open override func reset() {
        super.reset()
        pair = nil
        velocity = 0
        reference = (1, 1)
        current = (1, 0)
    }
}
