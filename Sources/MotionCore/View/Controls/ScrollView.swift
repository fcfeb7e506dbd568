/// A view that shows part of a larger content and scrolls it (UIScrollView). The content offset
/// is the bounds' origin, as in UIKit: setting it moves every subview the other way, and inside
/// an animation block it animates as `bounds` does. A drag on the view (its own
/// `panGestureRecognizer`, so `stage.pan` scrolls it) moves the offset with the finger; past the
/// content's edge it rubber-bands and springs back on release (`ScrollView+Bounce`), otherwise
/// the release decelerates (`ScrollView+Deceleration`).
open class ScrollView: View {
    /// The size of the content in points (UIScrollView.contentSize); the offset stays within it.
    public var contentSize = Size.zero
    /// Room around the content (UIScrollView.contentInset): the offset can go from −left, −top to
    /// the content's far edges plus right and bottom, less the bounds' size.
    public var contentInset = EdgeInsets.zero
    /// Whether dragging scrolls (UIScrollView.isScrollEnabled); `setContentOffset` scrolls regardless.
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Accepted for UIKit code; no indicators are drawn.
    public var showsVerticalScrollIndicator = true
    /// Accepted for UIKit code; no indicators are drawn.
    public var showsHorizontalScrollIndicator = true
    /// Whether a drag can pull the content past its edge, rubber-banding, and the content springs
    /// back on release (UIScrollView.bounces); true by default. False stops drags at the edge.
    public var bounces = true
    /// Whether a vertical drag bounces even when the content is no taller than the view
    /// (UIScrollView.alwaysBounceVertical); false by default, when such content does not move.
    public var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is no wider than the view
    /// (UIScrollView.alwaysBounceHorizontal); false by default.
    public var alwaysBounceHorizontal = false
    /// How fast the scrolling slows after a drag (UIScrollView.decelerationRate).
    public var decelerationRate = DecelerationRate.normal
    /// The drag that scrolls the view (UIScrollView.panGestureRecognizer).
    public let panGestureRecognizer = PanGestureRecognizer()
    /// Whether a finger is dragging the content (UIScrollView.isDragging).
    public private(set) var isDragging = false
    /// The offset when the drag began.
    private var dragStartOffset = Point.zero
    /// The glide after a drag, while it runs.
    var deceleration: Deceleration?

    /// A scroll view clipping its content to its bounds, as UIScrollView does.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addTarget { [unowned self] recognizer in
            self.drag(recognizer as! PanGestureRecognizer)
        }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The point of the content at the view's top-left corner (UIScrollView.contentOffset): the
    /// bounds' origin.
    public var contentOffset: Point {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The duration of an animated `setContentOffset(_:animated:)`. UIKit does not publish its
    /// scroll animation; 0.3 s with the ease-in-out curve is what it measures as.
    public static let scrollAnimationDuration = 0.3

    /// Scrolls to `offset` (UIScrollView.setContentOffset(_:animated:)): at once, or over
    /// `scrollAnimationDuration` seconds with the ease-in-out curve. Stops a deceleration.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard animated else {
            stopDecelerating()
            return contentOffset = offset
        }
        scrollAnimated(to: offset)
    }

    /// Scrolls to `offset` over `scrollAnimationDuration` seconds with the ease-in-out curve,
    /// stopping a deceleration, and calls `completion` when the scroll ends.
    func scrollAnimated(to offset: Point, completion: (() -> Void)? = nil) {
        stopDecelerating()
        View.animate(withDuration: Self.scrollAnimationDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                     animations: { self.contentOffset = offset }, completion: { _ in completion?() })
    }

    /// The offsets the content can show: from (−left, −top) to the content's size plus the
    /// bottom and right insets, less the bounds' size (never below the least).
    var contentOffsetRange: (min: Point, max: Point) {
        let least = Point(x: -contentInset.left, y: -contentInset.top)
        let most = Point(x: max(least.x, contentSize.width + contentInset.right - bounds.width),
                         y: max(least.y, contentSize.height + contentInset.bottom - bounds.height))
        return (least, most)
    }

    /// `offset` moved into `contentOffsetRange`.
    func clamped(_ offset: Point) -> Point {
        let range = contentOffsetRange
        return Point(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    /// Moves the content with the finger: within the content, or rubber-banding past its edges.
    private func follow(_ recognizer: PanGestureRecognizer) {
        contentOffset = draggedOffset(dragStartOffset.subtracting(recognizer.translation(in: nil)))
    }

    private func drag(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            stopDecelerating()
            isDragging = true
            dragStartOffset = contentOffset
        case .changed:
            follow(recognizer)
        case .ended:
            follow(recognizer)   // the lift's own location counts, as a move's does
            isDragging = false
            guard !springBackIfPastTheEdge() else { return }
            let velocity = recognizer.velocity(in: nil)
            decelerate(from: Point(x: -velocity.x, y: -velocity.y))
        default:
            isDragging = false
            springBackIfPastTheEdge()
        }
    }
}
