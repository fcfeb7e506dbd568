/// A view that lines its arranged subviews up in a row or a column (UIStackView), built on Auto
/// Layout as UIKit's is: it keeps constraints between itself and its arranged subviews (and
/// guides for equal spaces), made again whenever `axis`, `spacing`, `distribution`, `alignment`,
/// the arranged subviews or one's `isHidden` change.
///
/// A hidden arranged subview takes no room: it collapses to zero along the axis at the end of
/// the view before it, with no spacing. Hiding or showing one inside an animation block lays the
/// stack out in the block, so the others slide over its duration while the hidden one shrinks,
/// staying drawn until the block ends (as on iOS).
open class StackView: View {
    /// How the arranged subviews share the stack's length (UIStackView.Distribution).
    public enum Distribution: Hashable, Sendable {
        /// Each view at its own length; if they do not fit, the lowest compression resistance
        /// gives, if there is room left, the lowest content hugging grows.
        case fill
        /// Every view as long as the others.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic content sizes along the axis.
        case fillProportionally
        /// Views at their own lengths, the room left shared out as equal spaces (at least `spacing`).
        case equalSpacing
        /// Views at their own lengths with their centres equally far apart (spaces at least `spacing`).
        case equalCentering
    }

    /// How the arranged subviews sit across the axis (UIStackView.Alignment).
    public enum Alignment: Hashable, Sendable {
        /// Stretched to the stack's width (or height) across the axis.
        case fill
        /// Against the leading edge (a vertical stack) or the top (a horizontal one).
        case leading
        /// Centred across the axis.
        case center
        /// Against the trailing edge (a vertical stack) or the bottom (a horizontal one).
        case trailing
        /// A horizontal stack's views with their first baselines on one line (a label's first
        /// line of text; the bottom edge of a view without text), the group as high as the stack
        /// lets it be. A vertical stack fills instead, as the alignment is for horizontal ones.
        case firstBaseline
        /// A horizontal stack's views with their last baselines on one line, the group as low as
        /// the stack lets it be. A vertical stack fills instead.
        case lastBaseline

        /// `leading`, as horizontal stacks name it.
        public static let top = Alignment.leading
        /// `trailing`, as horizontal stacks name it.
        public static let bottom = Alignment.trailing
    }

    /// The views the stack lays out, in order (a subset of `subviews`).
    public private(set) var arrangedSubviews: [View] = []
    /// A row (`.horizontal`, the default) or a column (`.vertical`).
    public var axis: LayoutAxis = .horizontal { didSet { arrangementDidChange() } }
    /// The space between neighbouring arranged subviews (the least space for the equal-spacing
    /// distributions).
    public var spacing: Double = 0 { didSet { arrangementDidChange() } }
    public var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    public var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// Whether the arranged subviews are laid out inside the stack's `layoutMargins` rather than
    /// its bounds (UIStackView.isLayoutMarginsRelativeArrangement); false by default.
    public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether a vertical stack measures the space between neighbours from the last baseline of
    /// the view above to the first baseline of the view below (UIStackView.isBaselineRelativeArrangement);
    /// false by default, ignored by horizontal stacks. The first and last views stay against the
    /// stack's edges.
    public var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }

    /// Spaces after particular arranged subviews, instead of `spacing` (`setCustomSpacing(_:after:)`).
    private var customSpacings: [ObjectIdentifier: Double] = [:]
    private var arrangement: [LayoutConstraint] = []
    private var spaceGuides: [LayoutGuide] = []

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A stack laying out `views` (UIStackView(arrangedSubviews:)).
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arranged subviews (and of the subviews when it is not one).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged subviews at `index` (clamped), adding it as a subview
    /// when it is not one; Auto Layout places it from now on.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    /// Stops laying out `view`; it stays a subview (call `removeFromSuperview()` too to remove it).
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// The custom spacing that means "the stack's `spacing`" (UIStackView.spacingUseDefault).
    public static let spacingUseDefault = Double.greatestFiniteMagnitude

    /// Puts `spacing` after `view` instead of the stack's `spacing` (UIStackView.setCustomSpacing(_:after:));
    /// `spacingUseDefault` goes back to it.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The custom spacing after `view`, `spacingUseDefault` when it has none.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
    }

    /// The space the stack puts after `view`.
    private func space(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    /// A subview taken out of the stack is no longer arranged, as in UIKit.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// New margins move the arranged subviews when they are laid out inside them.
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement { arrangementDidChange() }
    }

    override func subviewDidChangeHidden(_ subview: View) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        let block = Timeline.current?.animationBlocks.last
        if subview.isHidden, let block, case .basic = block.kind, block.duration + block.delay > 0 {
            subview.layer.add(StackCollapse.keepingShown(for: block.delay + block.duration), forKey: StackCollapse.key)
        } else if !subview.isHidden {
            subview.layer.removeAnimation(forKey: StackCollapse.key)
        }
        arrangementDidChange()
        if block != nil { rootView.layoutIfNeeded() }
    }

    /// Makes the stack's constraints again.
    private func arrangementDidChange() {
        LayoutConstraint.deactivate(arrangement)
        for guide in spaceGuides { removeLayoutGuide(guide) }
        let plan = StackArrangement(stack: self, views: arrangedSubviews, axis: axis, spacing: space(after:),
                                    distribution: distribution, alignment: alignment,
                                    insets: isLayoutMarginsRelativeArrangement ? layoutMargins : .zero,
                                    baselineRelative: isBaselineRelativeArrangement && axis == .vertical)
        spaceGuides = plan.guides
        for guide in spaceGuides { addLayoutGuide(guide) }
        arrangement = plan.constraints
        LayoutConstraint.activate(arrangement)
        setNeedsLayout()
    }
}
