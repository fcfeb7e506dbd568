/// Routes scripted touches to gesture recognizers the way UIKit does: a touch that begins is
/// hit-tested in the root view (`View.hitTest(_:)`), and it and its later samples go to the
/// enabled recognizers of the hit view and of all its ancestors, innermost first.
public final class TouchDispatcher {
    /// The view tree touches are hit-tested in; touch locations are in its coordinates.
    public let rootView: View
    private var receivers: [GestureRecognizer]?
    private var lastTime = -Double.infinity

    public init(rootView: View) { self.rootView = rootView }

    /// Delivers one touch. Returns the view hit by a `.began` touch (nil otherwise or when nothing was hit).
    /// Malformed input (a move without a touch down, non-finite values, time going backwards)
    /// throws `TouchError` and changes nothing.
    @discardableResult
    public func handle(_ touch: TouchEvent) throws -> View? {
        guard touch.location.x.isFinite, touch.location.y.isFinite, touch.time.isFinite else {
            throw TouchError.nonFiniteTouch(touch.location, touch.time)
        }
        guard touch.time >= lastTime else { throw TouchError.timeWentBackwards(lastTime, touch.time) }
        var hitView: View?
        if touch.phase == .began {
            hitView = rootView.hitTest(touch.location)
            receivers = hitView.map { view in
                sequence(first: view, next: { $0.superview }).flatMap { $0.gestureRecognizers.filter(\.isEnabled) }
            } ?? []
        }
        guard let receivers else { throw TouchError.noTouchInProgress(touch.phase) }
        lastTime = touch.time
        receivers.forEach { $0.handle(touch) }
        if touch.phase == .ended || touch.phase == .cancelled { self.receivers = nil }
        return hitView
    }

    /// Schedules `events` on `timeline`, each delivered at its own virtual time (inside that
    /// time's event, so handlers start animations at exactly that time). Delivery errors are
    /// reported to the timeline (`Timeline.problems`), which a stage turns into a failed frame.
    public func schedule(_ events: [TouchEvent], on timeline: Timeline) {
        for event in events {
            timeline.schedule(at: event.time) { [self] in
                do { try handle(event) } catch { timeline.report(error) }
            }
        }
    }
}
