/// Counts the animations of a transaction or animation block and calls its completion once,
/// when the group is sealed (committed) and every animation in it has stopped.
final class CompletionGroup {
    private var pending = 0
    private var isSealed = false
    private var hasFired = false
    /// False as soon as one animation of the group stopped before it finished.
    private(set) var allFinished = true
    private let handler: (Bool) -> Void

    init(handler: @escaping (Bool) -> Void) { self.handler = handler }

    func enter() { pending += 1 }

    func leave(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        fireIfDone()
    }

    /// No more animations will join; fires at once when none are pending.
    func seal() {
        isSealed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard isSealed, pending <= 0, !hasFired else { return }
        hasFired = true
        handler(allFinished)
    }
}
