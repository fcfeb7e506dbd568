extension View {
    /// Attaches `recognizer` to this view (detaching it from its previous view).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
