/// Leaving `.possible` as UIKit decides it: a recognizer waits for the recognizers it requires to
/// fail (and fails if one recognises), then fails if another recognizer sharing its touches has
/// recognised without either delegate allowing simultaneous recognition, then asks its delegate
/// and view (`gestureRecognizerShouldBegin`). Recognising fails the recognizers still possible
/// on the same touches that may not recognise alongside it.
extension GestureRecognizer {
    /// Moves from `.possible` to `newState` (`.began` or `.ended`) if UIKit's rules allow it now,
    /// to `.failed` if they never will, or keeps it pending until a required recognizer decides.
    func requestRecognition(_ newState: State) {
        let required = requiredFailures
        if required.contains(where: hasRecognized) {
            apply(.failed)
            return
        }
        if required.contains(where: \.isUndecided) {
            pendingState = newState
            return
        }
        pendingState = nil
        if let coordinator, coordinator.excludes(self) {
            apply(.failed)
            return
        }
        guard shouldBegin() else {
            apply(.failed)
            return
        }
        coordinator?.recognize(self)
        apply(newState)
    }

    /// Retries a pending recognition after a recognizer it waits on has failed or decided.
    func resolvePending() {
        guard state == .possible, let pending = pendingState else { return }
        requestRecognition(pending)
    }

    /// Still able to recognise the current touches: possible, with fingers down, a deadline to
    /// come or a recognition waiting on others.
    var isUndecided: Bool {
        state == .possible && (!touches.isEmpty || deadlineTime != nil || pendingState != nil)
    }

    /// Whether both recognizers may recognise the same touches: either delegate says so.
    func canRecognizeSimultaneously(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether the delegate and the view let the gesture begin.
    func shouldBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        if let view, view !== delegate as AnyObject?, !view.gestureRecognizerShouldBegin(self) { return false }
        return true
    }

    /// Tells the recognizers waiting on this one that it failed.
    func failureDidHappen() {
        let waiting = dependents.compactMap(\.recognizer) + (coordinator?.participants ?? [])
        for recognizer in waiting where recognizer !== self { recognizer.resolvePending() }
    }

    /// The recognizers this one waits for: its `require(toFail:)` list and those the delegates
    /// name — within a dispatched touch sequence, only those taking part in it.
    private var requiredFailures: [GestureRecognizer] {
        let explicit = failureRequirements.compactMap(\.recognizer)
        guard let coordinator else { return explicit }
        return coordinator.participants.filter { other in
            other !== self && (explicit.contains { $0 === other }
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true)
        }
    }

    /// Whether `other` has recognised: in this touch sequence when one is dispatched.
    private func hasRecognized(_ other: GestureRecognizer) -> Bool {
        if let coordinator { return coordinator.hasRecognized(other) }
        return other.state == .began || other.state == .changed || other.state == .ended
    }
}
