/// The constraints (and space guides) a stack view keeps for its arranged subviews, as UIKit
/// makes them: a chain along the axis shaped by the distribution, and each view placed across
/// the axis by the alignment. Hidden views are left out of the chain and kept at zero length at
/// the end of the visible view before them.
struct StackArrangement {
    private(set) var constraints: [LayoutConstraint] = []
    private(set) var guides: [LayoutGuide] = []

    /// The attributes of one axis: where items start and end, their length and their centre.
    private struct Edges {
        let start: LayoutAttribute, end: LayoutAttribute, length: LayoutAttribute, center: LayoutAttribute

        static func along(_ axis: LayoutAxis) -> Edges {
            axis == .horizontal ? Edges(start: .leading, end: .trailing, length: .width, center: .centerX)
                : Edges(start: .top, end: .bottom, length: .height, center: .centerY)
        }
    }

    private let stack: StackView
    /// Where the views are laid out inside the stack's bounds (its margins, or none).
    private let insets: EdgeInsets
    /// The edges spaces are measured between: the view before's end and the next one's start,
    /// or their last and first baselines.
    private let spaceFrom: LayoutAttribute, spaceTo: LayoutAttribute
    private let along: Edges
    private let across: Edges

    /// `spacing` gives the space after each view; `insets` the stack's margins when the views are
    /// laid out inside them; `baselineRelative` measures spaces between baselines (vertical stacks).
    init(stack: StackView, views: [View], axis: LayoutAxis, spacing: (View) -> Double,
         distribution: StackView.Distribution, alignment: StackView.Alignment, insets: EdgeInsets,
         baselineRelative: Bool) {
        self.stack = stack
        self.insets = insets
        along = .along(axis)
        across = .along(axis == .horizontal ? .vertical : .horizontal)
        (spaceFrom, spaceTo) = baselineRelative ? (.lastBaseline, .firstBaseline) : (along.end, along.start)
        let visible = views.filter { !$0.isHidden }
        chain(visible, spacing: spacing, distribution: distribution, axis: axis)
        collapse(hiddenOf: views)
        let isBaseline = alignment == .firstBaseline || alignment == .lastBaseline
        let placement = isBaseline && axis == .vertical ? .fill : alignment
        for view in views { align(view, placement, firstOf: views[0]) }
        fitCanvas()
    }

    /// The stack as small as its views let it be, below every other priority (UIKit's
    /// "UISV-canvas-fit"): a stack no constraint sizes wraps its content rather than taking an
    /// arbitrary size; a sized one is not moved by it.
    private mutating func fitCanvas() {
        for length in [along.length, across.length] {
            relate(stack, length, .equal, nil, .notAnAttribute, priority: StackArrangement.canvasFitPriority)
        }
    }

    static let canvasFitPriority = LayoutPriority(49)

    /// How far `attribute` of the rectangle inside the insets is from the stack's own.
    private func offset(of attribute: LayoutAttribute) -> Double {
        switch attribute {
        case .left, .leading: insets.left
        case .right, .trailing: -insets.right
        case .top: insets.top
        case .bottom: -insets.bottom
        case .width: -(insets.left + insets.right)
        case .height: -(insets.top + insets.bottom)
        case .centerX: (insets.left - insets.right) / 2
        case .centerY: (insets.top - insets.bottom) / 2
        case .firstBaseline, .lastBaseline, .notAnAttribute: 0
        }
    }

    // MARK: Along the axis

    private mutating func chain(_ visible: [View], spacing: (View) -> Double, distribution: StackView.Distribution, axis: LayoutAxis) {
        guard let first = visible.first, let last = visible.last else { return }
        relate(first, along.start, .equal, stack, along.start)
        for (previous, next) in zip(visible, visible.dropFirst()) {
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                relate(next, spaceTo, .equal, previous, spaceFrom, constant: spacing(previous))
            case .equalSpacing:
                relate(next, spaceTo, .greaterThanOrEqual, previous, spaceFrom, constant: spacing(previous))
                equalSpace(from: previous, along.end, to: next, along.start)
            case .equalCentering:
                relate(next, spaceTo, .greaterThanOrEqual, previous, spaceFrom, constant: spacing(previous))
                equalSpace(from: previous, along.center, to: next, along.center)
            }
        }
        relate(last, along.end, .equal, stack, along.end)
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() { relate(view, along.length, .equal, first, along.length) }
        case .fillProportionally:
            shareProportionally(visible, spacing: spacing, axis: axis)
        case .fill, .equalSpacing, .equalCentering:
            break
        }
    }

    /// A guide from one item's edge to the next's, as long as the first such guide.
    private mutating func equalSpace(from previous: View, _ previousEdge: LayoutAttribute, to next: View,
                                     _ nextEdge: LayoutAttribute) {
        let guide = LayoutGuide()
        guide.identifier = "UISV-spacing"
        relate(guide, along.start, .equal, previous, previousEdge)
        relate(guide, along.end, .equal, next, nextEdge)
        if let firstGuide = guides.first { relate(guide, along.length, .equal, firstGuide, along.length) }
        guides.append(guide)
    }

    /// length_i = (stack length − spaces) · content_i / Σ content, by the views' intrinsic sizes.
    private mutating func shareProportionally(_ visible: [View], spacing: (View) -> Double, axis: LayoutAxis) {
        let contents = visible.map { view in
            let size = view.intrinsicContentSize
            return max(axis == .horizontal ? size.width : size.height, 0)
        }
        let total = contents.reduce(0, +)
        guard total > 0 else { return }
        let spaces = visible.dropLast().map(spacing).reduce(0, +)
        for (view, content) in zip(visible, contents) {
            let share = content / total
            relate(view, along.length, .equal, stack, along.length, multiplier: share, constant: -spaces * share)
        }
    }

    /// Each hidden view: zero long, starting where the visible view before it ends.
    private mutating func collapse(hiddenOf views: [View]) {
        var previousVisible: View?
        for view in views {
            guard view.isHidden else { previousVisible = view; continue }
            relate(view, along.length, .equal, nil, .notAnAttribute)
            if let previousVisible {
                relate(view, along.start, .equal, previousVisible, along.end)
            } else {
                relate(view, along.start, .equal, stack, along.start)
            }
        }
    }

    // MARK: Across the axis

    /// Places `view` across the axis; baselines are aligned with `first`'s (horizontal stacks).
    private mutating func align(_ view: View, _ alignment: StackView.Alignment, firstOf first: View) {
        switch alignment {
        case .fill:
            relate(view, across.start, .equal, stack, across.start)
            relate(view, across.end, .equal, stack, across.end)
        case .leading:
            relate(view, across.start, .equal, stack, across.start)
            relate(view, across.end, .lessThanOrEqual, stack, across.end)
        case .center:
            relate(view, across.center, .equal, stack, across.center)
            relate(view, across.start, .greaterThanOrEqual, stack, across.start)
        case .trailing:
            relate(view, across.end, .equal, stack, across.end)
            relate(view, across.start, .greaterThanOrEqual, stack, across.start)
        case .firstBaseline, .lastBaseline:
            let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if view !== first { relate(view, baseline, .equal, first, baseline) }
            relate(view, across.start, .greaterThanOrEqual, stack, across.start)
            relate(view, across.end, .lessThanOrEqual, stack, across.end)
            let edge = alignment == .firstBaseline ? across.start : across.end
            relate(view, edge, .equal, stack, edge, priority: Self.baselineGroupPullPriority)
        }
    }

    /// Below the canvas fit, so a stack sized by its views wraps them: each view is pulled to the
    /// stack's top (first baselines) or bottom (last ones) and the group stops where the first
    /// view reaches it.
    static let baselineGroupPullPriority = LayoutPriority(25)

    /// A constraint `item.attribute relation other.otherAttribute · multiplier + constant`; an
    /// attribute of the stack stands for the same attribute of the rectangle inside its insets.
    private mutating func relate(_ item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
                                 _ other: (any LayoutItem)?, _ otherAttribute: LayoutAttribute,
                                 multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required) {
        let inset = other.map { $0 as AnyObject } === stack ? multiplier * offset(of: otherAttribute) : 0
        let constraint = LayoutConstraint(first: item, firstAttribute: attribute, relation: relation, second: other,
                                          secondAttribute: otherAttribute, multiplier: multiplier, constant: constant + inset)
        constraint.priority = priority
        constraint.identifier = "UISV-\(stack.layoutName)"
        constraints.append(constraint)
    }
}
