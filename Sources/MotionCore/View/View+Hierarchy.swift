/// The view tree: adding, ordering and finding subviews.
extension View {
    /// Adds `view` on top of the other subviews.
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range). A view cannot
    /// become its own subview or a subview of one of its descendants; such calls are ignored.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        let tints = view.tintSnapshot()
        view.removeFromSuperview()
        let index = min(max(index, 0), subviews.count)
        // As in UIKit: the layer goes just below the layer of the subview it is inserted before,
        // or on top of every sublayer (including layers added directly) when it is the last.
        let next = index < subviews.count ? subviews[index] : nil
        subviews.insert(view, at: index)
        view.superview = self
        joinLayoutEngine(of: view)
        if let next { layer.insertSublayer(view.layer, below: next.layer) } else { layer.addSublayer(view.layer) }
        setNeedsLayout()
        view.notifyTintChanges(since: tints)
    }

    /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        view.removeFromSuperview()
        insertSubview(view, at: subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count)
    }

    /// Inserts `view` just below `sibling` (at the bottom when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        view.removeFromSuperview()
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves `view` to the top of the subviews.
    public func bringSubviewToFront(_ view: View) {
        guard subviews.contains(where: { $0 === view }) else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the bottom of the subviews.
    public func sendSubviewToBack(_ view: View) {
        guard subviews.contains(where: { $0 === view }) else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices (ignored when either is out of range).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let (low, high) = (min(index1, index2), max(index1, index2))
        let lowView = subviews[low], highView = subviews[high]
        insertSubview(highView, at: low)
        insertSubview(lowView, at: high)
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        parent.setNeedsLayout()
        leaveLayout(of: parent)
    }

    /// True when `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The root of this view's tree (the "window" of an offline scene).
    public var rootView: View { superview?.rootView ?? self }

    /// The first view in this subtree with `tag`, depth first.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        return subviews.lazy.compactMap { $0.viewWithTag(tag) }.first
    }

    /// The first view in this subtree whose layer is named `name`, depth first.
    public func viewNamed(_ name: String) -> View? {
        if layer.name == name { return self }
        return subviews.lazy.compactMap { $0.viewNamed(name) }.first
    }

    /// Every view of the subtree, depth first, self first.
    public var allViews: [View] { [self] + subviews.flatMap(\.allViews) }
}
