/// Auto Layout on views (UIView's constraint API): anchors, installed constraints, layout
/// guides, content priorities and the update-constraints pass.
extension View {
    /// The width or height of `intrinsicContentSize` a view does not have (UIView.noIntrinsicMetric).
    public static let noIntrinsicMetric = -1.0

    /// Whether the view's frame is kept as fixed constraints (true by default, as for views made
    /// in code): set it to false on a view Auto Layout should place.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMaskIntoConstraints }
        set {
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            if !newValue { rootView.autoLayout.engineForTree() }
            (superview ?? self).setNeedsLayout()
        }
    }

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
    /// The first line's baseline of a label's text; a view without text's bottom edge
    /// (UIView.firstBaselineAnchor).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line's baseline of a label's text; a view without text's bottom edge
    /// (UIView.lastBaselineAnchor).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The active constraints installed on this view (those whose nearest common ancestor it is).
    public var constraints: [LayoutConstraint] { autoLayout.constraints }

    /// Activates `constraint` (UIView.addConstraint(_:); it is installed on its items' common ancestor).
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }

    /// Activates each of `constraints`.
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }

    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }

    /// Deactivates each of `constraints`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }

    // MARK: Layout guides

    /// The guides added to the view.
    public var layoutGuides: [LayoutGuide] { autoLayout.layoutGuides }

    /// Adds `guide`, whose anchors can then be constrained with this view's subviews.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.layoutGuides.append(guide)
    }

    /// The area not covered by bars and notches (UIView.safeAreaLayoutGuide): a render has
    /// none, so it is the view's bounds, for iOS code that pins to it.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        addLayoutGuide(guide)
        autoLayout.safeAreaGuide = guide
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: leadingAnchor), guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.topAnchor.constraint(equalTo: topAnchor), guide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        return guide
    }

    /// Removes `guide`.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        autoLayout.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    // MARK: Content priorities

    /// How strongly the view refuses to grow past its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        autoLayout.huggingPriorities[axis]!
    }

    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        autoLayout.huggingPriorities[axis] = priority
        setNeedsLayout()
    }

    /// How strongly the view refuses to shrink below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        autoLayout.compressionResistancePriorities[axis]!
    }

    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        autoLayout.compressionResistancePriorities[axis] = priority
        setNeedsLayout()
    }

    /// Tells Auto Layout that `intrinsicContentSize` changed: the next layout pass reads it again
    /// and lays out the superview. A view Auto Layout does not place is left alone, so a frame-based
    /// superview's `layoutSubviews()` does not run for a text or image change.
    public func invalidateIntrinsicContentSize() {
        guard !translatesAutoresizingMaskIntoConstraints else { return }
        (superview ?? self).setNeedsLayout()
    }

    // MARK: The update-constraints pass

    /// Marks the view so `updateConstraints()` runs before the next layout pass (the tree then
    /// takes part in Auto Layout).
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        rootView.autoLayout.engineForTree()
        setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due (UIView.needsUpdateConstraints()).
    public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

    /// Runs `updateConstraints()` now on the marked views of the subtree, subviews before
    /// their superview, as UIKit's pass goes from the leaves up.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard autoLayout.needsUpdateConstraints else { return }
        autoLayout.needsUpdateConstraints = false
        updateConstraints()
    }

    // MARK: The layout pass

    /// One engine per tree: a subtree that had its own (as a root) hands the job to this tree's.
    func joinLayoutEngine(of subtree: View) {
        guard subtree.autoLayout.engine != nil else { return }
        subtree.autoLayout.engine = nil
        rootView.autoLayout.engineForTree()
    }

    /// After this subtree left `formerParent`: the constraints above it that refer into it are
    /// deactivated (as UIKit's removeFromSuperview does), and it gets its own engine for the
    /// constraints it keeps when the tree it left had one.
    func leaveLayout(of formerParent: View) {
        var ancestor: View? = formerParent
        while let view = ancestor {
            let leaving = view.autoLayout.constraints.filter { constraint in
                [constraint.first, constraint.second].contains { $0?.layoutOwningView?.isDescendant(of: self) == true }
            }
            LayoutConstraint.deactivate(leaving)
            ancestor = view.superview
        }
        if formerParent.rootView.autoLayout.engine != nil { autoLayout.engineForTree() }
    }

    /// Solves the constraints of the view's tree when it has any (the first step of `layoutIfNeeded()`).
    func updateLayoutEngine() {
        let root = rootView
        root.autoLayout.engine?.update(root: root)
    }

    /// How many more passes one `layoutIfNeeded()` makes for what its `layoutSubviews()` changed.
    static let settlingPassLimit = 8

    /// Solves again what the pass's `layoutSubviews()` overrides changed (a constant set from the
    /// new bounds, a frame-based view moved) and lays out what that moves, in the same
    /// `layoutIfNeeded()`, as UIKit's layout loop does; a layout that never settles stops after
    /// `settlingPassLimit` passes.
    func settleConstraintChanges() {
        let root = rootView
        guard let engine = root.autoLayout.engine else { return }
        for _ in 0..<View.settlingPassLimit {
            engine.update(root: root)
            guard allViews.contains(where: \.needsLayout) else { return }
            layoutSubtreeIfNeeded()
        }
    }

    /// Moves the subviews Auto Layout places to their solved frames (the default `layoutSubviews()`).
    func applySolvedFrames() {
        guard let engine = rootView.autoLayout.engine else { return }
        for subview in subviews {
            if let frame = engine.solvedFrame(of: subview) { subview.untransformedFrame = frame }
        }
    }

    /// The frame the view's bounds and center make without its transform; setting it changes only
    /// what differs, so a layout pass inside an animation block animates only what moves.
    var untransformedFrame: Rect {
        get {
            let size = bounds.size, anchor = layer.anchorPoint
            return Rect(x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height,
                        width: size.width, height: size.height)
        }
        set {
            if bounds.size != newValue.size { bounds = Rect(origin: bounds.origin, size: newValue.size) }
            let anchor = layer.anchorPoint
            let newCenter = Point(x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
            if center != newCenter { center = newCenter }
        }
    }
}

extension View: LayoutItem {
    var layoutVariables: LayoutVariables {
        if let variables = autoLayout.variables { return variables }
        let made = LayoutVariables(name: layoutName)
        autoLayout.variables = made
        return made
    }

    /// The view's layer name, or its class.
    var layoutName: String { layer.name ?? "\(type(of: self))" }

    var layoutOwningView: View? { self }

    /// A label's baselines are its text's; any other view's are its bottom edge.
    func baseline(last: Bool) -> LayoutBaseline {
        (self as? Label)?.textBaseline(last: last) ?? .bottom
    }
}
