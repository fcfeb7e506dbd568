/// A rectangular area backed by a layer (UIView). The view is its layer's delegate: outside an
/// animation block it answers "no action" for every key, inside one it supplies the block's
/// animation, so property changes animate exactly when UIKit's would.
open class View: LayerDelegate {
    /// The class of the backing layer; override to back a view with a custom layer.
    open class var layerClass: Layer.Type { Layer.self }

    /// The backing layer.
    public let layer: Layer
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    /// A number to find the view with `viewWithTag(_:)`.
    public var tag = 0
    private var needsLayout = false

    /// A view with the given frame.
    public init(frame: Rect = .zero) {
        layer = Self.layerClass.init()
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
    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    public var cornerRadius: Double {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }
    /// The layer's name, for traces and `viewNamed(_:)`.
    public var name: String? {
        get { layer.name }
        set { layer.name = newValue }
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the other subviews.
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` among the subviews.
    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        let index = min(max(index, 0), subviews.count)
        subviews.insert(view, at: index)
        view.superview = self
        layer.insertSublayer(view.layer, at: index)
        setNeedsLayout()
    }

    /// Moves `view` to the top of the subviews.
    public func bringSubviewToFront(_ view: View) {
        guard subviews.contains(where: { $0 === view }) else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
    }

    /// The first view in this subtree with `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        return subviews.lazy.compactMap { $0.viewWithTag(tag) }.first
    }

    /// The first view in this subtree whose name is `name`.
    public func viewNamed(_ name: String) -> View? {
        if self.name == name { return self }
        return subviews.lazy.compactMap { $0.viewNamed(name) }.first
    }

    // MARK: Layout

    /// Override to position subviews; called by `layoutIfNeeded()`.
    open func layoutSubviews() {}

    /// Marks the view for layout.
    public func setNeedsLayout() { needsLayout = true }

    /// Lays out this view and its subviews now if marked.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        subviews.forEach { $0.layoutIfNeeded() }
    }

    // MARK: Coordinate conversion

    /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ point: Point, to view: View?) -> Point { layer.convert(point, to: view?.layer) }
    /// Converts a point from `view`'s coordinates to this view's.
    public func convert(_ point: Point, from view: View?) -> Point { layer.convert(point, from: view?.layer) }

    // MARK: LayerDelegate

    /// No action outside animation blocks; the innermost block's animation inside one.
    open func action(for layer: Layer, forKey event: String) -> Action? {
        guard let block = Timeline.current?.animationBlocks.last, layer.isAnimatable(key: event) else {
            return NullAction.null
        }
        return block.action(for: layer, key: event)
    }

    /// Override to update content from presentation values (UIKit's display(_ layer:)).
    open func display(_ layer: Layer) {}

    /// Calls `draw(_:in:)` with the bounds.
    open func draw(_ layer: Layer, in context: GraphicsContext) { draw(layer.bounds, in: context) }

    /// Override to draw the view's content (UIView.draw(_:)); `self.layer` is the model, the
    /// values to draw are those of the presentation copy handed to `draw(_:in:)`.
    open func draw(_ rect: Rect, in context: GraphicsContext) {}

    open func layoutSublayers(of _: Layer) { layoutIfNeeded() }
}
