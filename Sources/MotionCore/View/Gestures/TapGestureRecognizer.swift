/// A discrete tap (UITapGestureRecognizer): recognised (state `.ended`, targets called) when
/// `numberOfTouchesRequired` fingers go down and all lift within `allowableMovement` points of
/// where each went down, `numberOfTapsRequired` times, each tap starting within
/// `maximumTapInterval` of the previous one's lift. Between the taps of a multi-tap it stays
/// possible; it fails at the interval's end (at that virtual time) if no next tap has begun.
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture (UITapGestureRecognizer.numberOfTapsRequired).
    public var numberOfTapsRequired = 1
    /// How many fingers each tap needs (UITapGestureRecognizer.numberOfTouchesRequired).
    public var numberOfTouchesRequired = 1
    /// How far a touch may wander and still count as a tap.
    public var allowableMovement = 10.0
    /// The longest pause between the taps of a multi-tap, in seconds.
    public var maximumTapInterval = 0.35
    /// Each finger of the current (or last) tap at its latest sample, in the order they went down.
    private var tapFingers: [TouchEvent] = []
    private var downLocations: [Int: Point] = [:]
    private var tapCount = 0

    /// A recognizer calling `handler` when a tap is recognised.
    public convenience init(handler: @escaping (TapGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! TapGestureRecognizer) }
    }

    /// The fingers of the last tap: lifted fingers still count, as UIKit reports them to the action.
    open override var numberOfTouches: Int { tapFingers.count }

    open override func location(ofTouch touchIndex: Int, in view: View?) -> Point {
        guard tapFingers.indices.contains(touchIndex) else { return location(in: view) }
        return tapFingers[touchIndex].location(in: view)
    }

    open override func touchesBegan(_ began: [TouchEvent]) {
        if downLocations.isEmpty {
            cancelDeadline()
            tapFingers = []
        }
        for touch in began { downLocations[touch.touch] = touch.location }
        record(began)
        if downLocations.count > numberOfTouchesRequired { fail() }
    }

    open override func touchesMoved(_ moved: [TouchEvent]) {
        record(moved)
        if hasWandered(moved) { fail() }
    }

    open override func touchesEnded(_ lifted: [TouchEvent]) {
        record(lifted)
        guard !hasWandered(lifted) else { return fail() }
        guard touches.allSatisfy(\.isLift) else { return }
        guard downLocations.count == numberOfTouchesRequired else { return fail() }
        downLocations = [:]
        tapCount += 1
        if tapCount >= numberOfTapsRequired {
            tapCount = 0
            transition(to: .ended)
        } else {
            setDeadline(at: lifted[0].time + maximumTapInterval) { [weak self] in self?.fail() }
        }
    }

    open override func reset() {
        super.reset()
        downLocations = [:]
        tapCount = 0
    }

    private func record(_ samples: [TouchEvent]) {
        for sample in samples {
            if let index = tapFingers.firstIndex(where: { $0.touch == sample.touch }) {
                tapFingers[index] = sample
            } else {
                tapFingers.append(sample)
            }
        }
    }

    private func hasWandered(_ samples: [TouchEvent]) -> Bool {
        samples.contains { sample in
            downLocations[sample.touch].map { $0.distance(to: sample.location) > allowableMovement } ?? false
        }
    }

    private func fail() {
        downLocations = [:]
        tapCount = 0
        transition(to: .failed)
    }
}
