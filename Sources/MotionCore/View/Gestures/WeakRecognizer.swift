/// A recognizer held weakly (failure requirements must not keep recognizers alive).
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}
