/// A pan that starts at an edge of the window (UIScreenEdgePanGestureRecognizer): it fails unless
/// its first finger goes down within `edgeRegion` points of one of `edges` of the root view;
/// from there it is a `PanGestureRecognizer` (translation, velocity, states).
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a pan may start from (UIKit's default: none, so set it).
    public var edges: RectEdge = []
    /// How near an edge the finger must land, in points. UIKit does not document its own; this
    /// is Zoetrope's choice, about the width of the system's edge-swipe area.
    public var edgeRegion = 20.0

    open override func touchesBegan(_ began: [TouchEvent]) {
        let isFirstFinger = touches.count == began.count
        super.touchesBegan(began)
        guard isFirstFinger, state == .possible else { return }
        if !startsAtEdge(began[0].location) { transition(to: .failed) }
    }

    /// Whether `location` (window coordinates: the root of the view's tree) lies within
    /// `edgeRegion` of one of `edges`.
    private func startsAtEdge(_ location: Point) -> Bool {
        guard let view else { return false }
        let window = sequence(first: view, next: \.superview).reduce(view) { $1 }.bounds
        return (edges.contains(.left) && location.x - window.minX <= edgeRegion)
            || (edges.contains(.right) && window.maxX - location.x <= edgeRegion)
            || (edges.contains(.top) && location.y - window.minY <= edgeRegion)
            || (edges.contains(.bottom) && window.maxY - location.y <= edgeRegion)
    }
}
