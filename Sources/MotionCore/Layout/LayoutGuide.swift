/// A rectangle that takes part in Auto Layout without being a view (UILayoutGuide): nothing is
/// drawn, but its anchors can be constrained, for spaces between views or regions to align to.
public final class LayoutGuide: LayoutItem {
    /// The view the guide was added to with `addLayoutGuide(_:)`.
    public internal(set) weak var owningView: View?
    /// A name for warnings and descriptions.
    public var identifier = ""
    lazy var layoutVariables = LayoutVariables(name: layoutName)

    public init() {}

    /// The guide's rectangle in the owning view's coordinates, as the last layout pass solved it.
    public var layoutFrame: Rect {
        guard let owningView, let engine = owningView.rootView.autoLayout.engine else { return .zero }
        return engine.frame(of: self, in: owningView)
    }

    var layoutName: String { identifier.isEmpty ? "UILayoutGuide" : identifier }
    var layoutOwningView: View? { owningView }
    /// A guide has no text: its baselines are its bottom edge.
    func baseline(last: Bool) -> LayoutBaseline { .bottom }

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}
