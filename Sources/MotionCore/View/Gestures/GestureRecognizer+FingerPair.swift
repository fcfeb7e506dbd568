/// What a pinch and a rotation share: both follow a `FingerPair`, begin once their measure has
/// moved past a threshold, change at every move after, and end when one of the pair lifts.
extension GestureRecognizer {
    /// After a move: begins when `pastThreshold`, and changes once begun.
    func followPairMove(pastThreshold: Bool) {
        switch state {
        case .possible where pastThreshold: transition(to: .began)
        case .began, .changed: transition(to: .changed)
        default: break
        }
    }

    /// After a lift: ends (or fails, before it began) when a finger of `pair` lifted, or when every
    /// finger is up and no pair ever formed.
    func endIfPairBroken(_ pair: FingerPair?, lifted: [TouchEvent]) {
        let pairBroken = pair.map { pair in lifted.contains { pair.contains($0.touch) } } ?? touches.allSatisfy(\.isLift)
        guard pairBroken else { return }
        transition(to: state == .possible ? .failed : .ended)
    }
}
