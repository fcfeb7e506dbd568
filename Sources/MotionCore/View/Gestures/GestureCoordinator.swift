/// The recognizers one touch sequence reaches — from a finger going down on an empty screen until
/// every finger has lifted and none of them is still deciding (a double tap between its taps) —
/// and which touches each receives: what UIKit's exclusivity and failure requirements act on.
final class GestureCoordinator {
    /// The recognizers that received a touch of the sequence, in the order they first did.
    private(set) var participants: [GestureRecognizer] = []
    private var touchesReceived: [ObjectIdentifier: Set<Int>] = [:]
    private var recognized: Set<ObjectIdentifier> = []

    /// Records that `recognizer` receives finger `touch`.
    func add(_ recognizer: GestureRecognizer, receiving touch: Int) {
        let id = ObjectIdentifier(recognizer)
        if touchesReceived[id] == nil { participants.append(recognizer) }
        touchesReceived[id, default: []].insert(touch)
        recognizer.coordinator = self
    }

    /// Whether a participant may still recognise (so a new finger joins this sequence).
    var isUndecided: Bool { participants.contains(where: \.isUndecided) }

    /// Whether `recognizer` recognised (began or was recognised) in this sequence.
    func hasRecognized(_ recognizer: GestureRecognizer) -> Bool { recognized.contains(ObjectIdentifier(recognizer)) }

    /// Whether another recognizer sharing a touch with `recognizer` has recognised without
    /// permission to recognise alongside it.
    func excludes(_ recognizer: GestureRecognizer) -> Bool {
        participants.contains { other in
            other !== recognizer && hasRecognized(other) && sharesTouches(recognizer, other)
                && !recognizer.canRecognizeSimultaneously(with: other)
        }
    }

    /// Marks `recognizer` as recognised and fails the possible recognizers sharing its touches
    /// that may not recognise alongside it.
    func recognize(_ recognizer: GestureRecognizer) {
        recognized.insert(ObjectIdentifier(recognizer))
        for other in participants where other !== recognizer && other.state == .possible
            && sharesTouches(recognizer, other) && !recognizer.canRecognizeSimultaneously(with: other) {
            other.apply(.failed)
        }
    }

    /// Lets recognizers waiting on others retry, once an event has been delivered.
    func resolvePending() { participants.forEach { $0.resolvePending() } }

    private func sharesTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        guard let first = touchesReceived[ObjectIdentifier(a)], let second = touchesReceived[ObjectIdentifier(b)] else { return false }
        return !first.isDisjoint(with: second)
    }
}
