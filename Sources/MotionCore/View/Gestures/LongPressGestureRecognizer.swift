/// A continuous press (UILongPressGestureRecognizer): after `numberOfTapsRequired` taps, once
/// `numberOfTouchesRequired` fingers are down, it begins exactly `minimumPressDuration` seconds
/// later, at that virtual time, with no new touch needed (a deadline on the timeline) — unless a
/// finger first wanders more than `allowableMovement` points or lifts, which makes it fail.
/// Once begun, every move is `.changed` (however far) and a finger lifting is `.ended`.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must stay down, in seconds (UIKit's default: 0.5).
    public var minimumPressDuration = 0.5
    /// How far a finger may wander before the press begins, in points (UIKit's default: 10).
    public var allowableMovement = 10.0
    /// How many fingers press (UIKit's default: 1).
    public var numberOfTouchesRequired = 1
    /// How many taps come before the press (UIKit's default: 0).
    public var numberOfTapsRequired = 0
    /// The longest pause after each tap before the next touch, in seconds.
    public var maximumTapInterval = 0.35
    private var downLocations: [Int: Point] = [:]
    private var tapsMade = 0

    /// A recognizer calling `handler` at every state change.
    public convenience init(handler: @escaping (LongPressGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! LongPressGestureRecognizer) }
    }

    open override func touchesBegan(_ began: [TouchEvent]) {
        guard state == .possible else { return }
        if downLocations.isEmpty { cancelDeadline() }
        for touch in began { downLocations[touch.touch] = touch.location }
        if downLocations.count > numberOfTouchesRequired { return fail() }
        guard downLocations.count == numberOfTouchesRequired, tapsMade == numberOfTapsRequired else { return }
        setDeadline(at: began[0].time + minimumPressDuration) { [weak self] in self?.transition(to: .began) }
    }

    open override func touchesMoved(_ moved: [TouchEvent]) {
        switch state {
        case .possible:
            let wandered = moved.contains { sample in
                downLocations[sample.touch].map { $0.distance(to: sample.location) > allowableMovement } ?? false
            }
            if wandered { fail() }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    open override func touchesEnded(_ lifted: [TouchEvent]) {
        guard state == .possible else { return transition(to: .ended) }
        let isPressing = downLocations.count == numberOfTouchesRequired && tapsMade == numberOfTapsRequired
        if isPressing { return fail() }
        guard touches.allSatisfy(\.isLift) else { return }
        guard downLocations.count == numberOfTouchesRequired else { return fail() }
        downLocations = [:]
        tapsMade += 1
        setDeadline(at: lifted[0].time + maximumTapInterval) { [weak self] in self?.fail() }
    }

    open override func reset() {
        super.reset()
        downLocations = [:]
        tapsMade = 0
    }

    private func fail() {
        downLocations = [:]
        tapsMade = 0
        transition(to: .failed)
    }
}
