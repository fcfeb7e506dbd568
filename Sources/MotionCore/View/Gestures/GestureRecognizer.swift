/// Decides whether a recognizer may begin (UIGestureRecognizerDelegate).
public protocol GestureRecognizerDelegate: AnyObject {
    /// Return false to make the recognizer fail instead of beginning.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_: GestureRecognizer) -> Bool { true }
}

/// The base of the scripted gesture recognizers (UIGestureRecognizer). Touches come from a
/// `TouchDispatcher` (hit-testing the view tree) or straight through `handle(_:)`; targets are
/// called synchronously, at the touch's virtual time, whenever the state changes.
open class GestureRecognizer {
    /// UIGestureRecognizer.State; `.ended` is also "recognized" for discrete gestures.
    public enum State: String, Hashable, Sendable { case possible, began, changed, ended, cancelled, failed }

    /// The current state; back to `.possible` when the next touch sequence begins.
    public internal(set) var state: State = .possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// Asked before the gesture begins.
    public weak var delegate: GestureRecognizerDelegate?
    /// Disabled recognizers ignore touches.
    public var isEnabled = true
    /// The location of the last touch, in window coordinates.
    public private(set) var lastLocation: Point = .zero
    private var actions: [(GestureRecognizer) -> Void] = []

    public init() {}

    /// Calls `handler` with the recognizer at every state change.
    public func addTarget(_ handler: @escaping (GestureRecognizer) -> Void) { actions.append(handler) }

    /// Calls `action` on `target` (held weakly, as UIKit does) at every state change; pass an
    /// unapplied method such as `CityCell.popupViewPanned(recognizer:)` (UIKit's target/selector).
    public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        actions.append { [weak target] recognizer in
            guard let target, let recognizer = recognizer as? Recognizer else { return }
            action(target)(recognizer)
        }
    }

    /// Removes every target.
    public func removeAllTargets() { actions.removeAll() }

    /// Feeds one touch sample (window coordinates). Subclasses interpret it in `touched(_:)`.
    public func handle(_ touch: TouchEvent) {
        guard isEnabled else { return }
        if touch.phase == .began, state != .possible { reset() }
        lastLocation = touch.location
        touched(touch)
    }

    /// The last touch's location in `view`'s coordinates (window coordinates when nil).
    public func location(in view: View?) -> Point {
        guard let view else { return lastLocation }
        return view.convert(lastLocation, from: nil)
    }

    /// Subclasses: interpret a touch and call `transition(to:)`.
    open func touched(_ touch: TouchEvent) {}

    /// Subclasses: clear per-gesture data before a new touch sequence.
    open func reset() { state = .possible }

    /// Whether the delegate and the view let the gesture begin.
    func shouldBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        if let view, view !== delegate as AnyObject?, !view.gestureRecognizerShouldBegin(self) { return false }
        return true
    }

    /// Sets the state and calls the targets (except for `.failed` and `.possible`).
    func transition(to newState: State) {
        state = newState
        guard newState != .failed, newState != .possible else { return }
        actions.forEach { $0(self) }
    }

    /// Converts a window-coordinate vector into `view`'s coordinates (its linear part only).
    func vector(_ vector: Point, in view: View?) -> Point {
        guard let view else { return vector }
        let origin = view.convert(Point.zero, from: nil)
        let tip = view.convert(vector, from: nil)
        return Point(x: tip.x - origin.x, y: tip.y - origin.y)
    }
}

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
