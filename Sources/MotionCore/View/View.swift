/// A rectangular area backed by a layer (UIView). The view is its layer's delegate: outside an
/// animation block it answers "no action" for every key, inside one it supplies the block's
/// animation, so property changes animate exactly when UIKit's would.
open class View: LayerDelegate {
    /// The class of the backing layer; override to back a view with a custom layer
    /// (`override class var layerClass: AnyClass { ProgressLayer.self }`, as in UIKit). A class
    /// that is not a `Layer` is reported and the view gets a plain `Layer`.
    open class var layerClass: AnyClass { Layer.self }

    /// The backing layer.
    public let layer: Layer
    public internal(set) var subviews: [View] = []
    public internal(set) weak var superview: View?
    /// A number to find the view with `viewWithTag(_:)`.
    public var tag = 0
    /// Whether touches reach this view and its subviews (hit testing skips it when false).
    public var isUserInteractionEnabled = true
    /// How the layer's content is placed in the bounds (UIView.contentMode, default
    /// `.scaleToFill`): sets the layer's `contentsGravity`, and `.redraw` its
    /// `needsDisplayOnBoundsChange` (see `ContentMode`).
    open var contentMode = ContentMode.scaleToFill {
        didSet { applyContentMode() }
    }
    /// The recognizers attached with `addGestureRecognizer(_:)`.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    var needsLayout = false
    /// Constraints, guides and content priorities (`View+AutoLayout`).
    let autoLayout = AutoLayoutState()
    /// The tint colour and adjustment mode set on this view itself (`View+Tint`); nil inherits.
    var ownTint: (color: Color?, mode: View.TintAdjustmentMode) = (nil, .automatic)
    /// The layout margins (`View+LayoutMargins`): 8 points on each side, UIKit's default for a
    /// view that is not a view controller's root.
    var margins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// A view with the given frame.
    public init(frame: Rect = .zero) {
        if let layerType = Self.layerClass as? Layer.Type {
            layer = layerType.init()
        } else {
            layer = Layer()
            Timeline.report(LayerValueError.notALayerClass(String(describing: Self.layerClass)))
        }
        layer.delegate = self
        self.frame = frame
    }

    // MARK: Geometry and appearance, all stored on the layer.

    public var frame: Rect {
        get { layer.frame }
        set { layer.frame = newValue; setNeedsLayout() }
    }
    public var bounds: Rect {
        get { layer.bounds }
        set { layer.bounds = newValue; setNeedsLayout() }
    }
    public var center: Point {
        get { layer.position }
        set { layer.position = newValue }
    }
    public var alpha: Double {
        get { layer.opacity }
        set { layer.opacity = newValue }
    }
    public var backgroundColor: Color? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }
    /// The view's 2-D transform (CGAffineTransform), stored as the layer's transform.
    public var transform: AffineTransform {
        get { layer.transform.affine }
        set { layer.transform = Transform3D(newValue) }
    }
    /// The layer's whole 3-D transform (UIView.transform3D), animatable in blocks like `transform`.
    public var transform3D: Transform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    /// Hidden views are not drawn nor hit; as in UIKit, hiding does not animate (but a stack
    /// view animates the collapse of a hidden arranged subview).
    public var isHidden: Bool {
        get { layer.isHidden }
        set {
            let changes = newValue != layer.isHidden
            layer.isHidden = newValue
            if changes { superview?.subviewDidChangeHidden(self) }
        }
    }
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A view whose alpha masks this view's background, content and subviews (UIView.mask): its
    /// layer becomes this view's `layer.mask`, placed in this view's coordinates by its frame.
    /// Like UIKit's, it must not be in a view hierarchy.
    public var mask: View? {
        didSet { layer.mask = mask?.layer }
    }

    // MARK: Layout

    /// Override to position subviews; called by `layoutIfNeeded()` when the view is marked. The
    /// default places the subviews Auto Layout places at the frames the constraints give them
    /// (as UIKit's does); an override positioning constrained subviews calls super first.
    open func layoutSubviews() { applySolvedFrames() }

    /// Called when `layoutMargins` (or `directionalLayoutMargins`) change
    /// (UIView.layoutMarginsDidChange()); override to lay out or draw again with them. The
    /// default does nothing; a stack view arranging inside its margins lays itself out again.
    open func layoutMarginsDidChange() {}

    /// Marks the view for layout.
    public func setNeedsLayout() { needsLayout = true }

    /// Lays out this view and its subviews now if marked: first the constraints of the view's
    /// tree are updated and solved, then `layoutSubviews()` runs where marked (inside an
    /// animation block every frame this changes animates, as in UIKit).
    public func layoutIfNeeded() {
        updateLayoutEngine()
        layoutSubtreeIfNeeded()
        settleConstraintChanges()
    }

    func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        subviews.forEach { $0.layoutSubtreeIfNeeded() }
    }

    /// The size the view's content wants (UIView.intrinsicContentSize), which Auto Layout keeps
    /// with the content hugging and compression resistance priorities; `noIntrinsicMetric` in a
    /// dimension without one (the default in both). Call `invalidateIntrinsicContentSize()` when
    /// what an override returns changes.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Override to add or change constraints when asked with `setNeedsUpdateConstraints()`; runs
    /// before the layout pass solves them. Call super at the end, as in UIKit.
    open func updateConstraints() {}

    /// Called just before `subview` leaves this view (UIView.willRemoveSubview(_:)); call super.
    open func willRemoveSubview(_ subview: View) {}

    /// Override to redraw with the new `tintColor` (UIView.tintColorDidChange()); call super.
    open func tintColorDidChange() {}

    /// Told when a subview's `isHidden` changes (a stack view rearranges).
    func subviewDidChangeHidden(_ subview: View) {}

    // MARK: Display

    /// Marks the view's content to be redrawn before the next frame (UIView.setNeedsDisplay):
    /// its layer is marked, so the layer's `display()` and `draw(in:)` run again.
    public func setNeedsDisplay() { layer.setNeedsDisplay() }

    // MARK: LayerDelegate

    /// No action outside animation blocks; the innermost block's animation inside one.
    open func action(for layer: Layer, forKey event: String) -> Action? {
        guard let block = Timeline.current?.animationBlocks.last, event != "hidden",
              layer.isAnimatable(key: event) || Self.optionalColorKeys.contains(event) else {
            return NullAction.null
        }
        return block.action(for: layer, key: event)
    }

    /// Colour keys that animate in blocks even while nil (nil animates as clear).
    static let optionalColorKeys: Set<String> = ["backgroundColor", "borderColor", "shadowColor"]

    /// Override to update content from presentation values (UIKit's display(_ layer:)); called
    /// by `displayIfNeeded()` when the layer is marked and at every frame while a property that
    /// needs display (a custom `@Animatable` one) is animating.
    open func display(_ layer: Layer) {}

    /// Calls `draw(_:)` with `context` current (`CurrentGraphicsContext`), then `draw(_:in:)`,
    /// each with the bounds.
    open func draw(_ layer: Layer, in context: GraphicsContext) {
        CurrentGraphicsContext.with(context) { draw(layer.bounds) }
        draw(layer.bounds, in: context)
    }

    /// Override to draw the view's content as UIKit code does (UIView.draw(_:)), into the context
    /// `UIGraphicsGetCurrentContext()` (`CurrentGraphicsContext.context`) returns.
    open func draw(_ rect: Rect) {}

    /// Override to draw the view's content into `context`; `self.layer` is the model, the values
    /// to draw are those of the presentation copy handed to `draw(_:in:)`.
    open func draw(_ rect: Rect, in context: GraphicsContext) {}

    open func layoutSublayers(of _: Layer) { layoutIfNeeded() }

    // MARK: Hit testing and gestures

    /// Whether `point` (in this view's coordinates) lies in the bounds.
    open func point(inside point: Point) -> Bool { bounds.contains(point) }

    /// The deepest view under `point` (in this view's coordinates) that can receive touches
    /// (UIView.hitTest): hidden, nearly transparent (alpha < 0.01), interaction-disabled views are
    /// skipped, and so are views animated by a block without `.allowUserInteraction`, as in UIKit.
    /// Geometry is the model's (UIKit hit-tests model values too), but for views a property
    /// animator moves with automatic hit-testing, found where they are on screen
    /// (`PropertyAnimator.isManualHitTestingEnabled`).
    open func hitTest(_ point: Point) -> View? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, !isInUninteractiveAnimation else { return nil }
        let inside = self.point(inside: point)
        if clipsToBounds && !inside { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.hitTestingPoint(point, fromSuperview: self)) { return hit }
        }
        return inside ? self : nil
    }


    /// Asked (after the recognizer's delegate) before a recognizer attached to this view begins
    /// (UIView.gestureRecognizerShouldBegin); override to veto.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
}
