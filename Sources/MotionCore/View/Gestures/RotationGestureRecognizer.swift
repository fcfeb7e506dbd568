/// A continuous two-finger rotation (UIRotationGestureRecognizer). `rotation` is how far the
/// vector from the first finger to the second has turned since the second went down, in radians,
/// clockwise positive on screen (the sense `AffineTransform(rotationAngle:)` turns a view), summed
/// sample by sample so it can pass a whole turn; setting it (the `rotation = 0` idiom) makes the
/// current angle stand for the new value. `velocity` is in radians per second between the last
/// two samples. It begins once the fingers have turned `beginAngle`, changes at every move and
/// ends when one of the two fingers lifts.
open class RotationGestureRecognizer: GestureRecognizer {
    /// How far the fingers must turn before the rotation begins, in radians (2°). UIKit does not
    /// document its own threshold; this small one is Zoetrope's.
    public var beginAngle = 2 * Double.pi / 180
    /// The turn since touch-down (or since it was last set), in radians.
    public var rotation = 0.0
    /// The rotation's rate, in radians per second.
    public private(set) var velocity = 0.0
    private var pair: FingerPair?
    private var lastAngle = 0.0
    private var lastTime = 0.0
    private var turned = 0.0

    /// A recognizer calling `handler` at every state change.
    public convenience init(handler: @escaping (RotationGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! RotationGestureRecognizer) }
    }

    open override func touchesBegan(_ began: [TouchEvent]) {
        guard pair == nil, let newPair = FingerPair(touches), let angle = newPair.angle(in: touches) else { return }
        pair = newPair
        lastAngle = angle
        lastTime = began[0].time
        rotation = 0
        turned = 0
    }

    open override func touchesMoved(_ moved: [TouchEvent]) {
        guard let pair, let angle = pair.angle(in: touches) else { return }
        let time = moved[0].time
        let turn = FingerPair.wrapped(angle - lastAngle)
        if time > lastTime { velocity = turn / (time - lastTime) }
        rotation += turn
        turned += turn
        lastAngle = angle
        lastTime = time
        followPairMove(pastThreshold: abs(turned) >= beginAngle)
    }

    open override func touchesEnded(_ lifted: [TouchEvent]) {
        endIfPairBroken(pair, lifted: lifted)
    }

    open override func reset() {
        super.reset()
        pair = nil
        rotation = 0
        velocity = 0
    }
}
