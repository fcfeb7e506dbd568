extension View {
    /// A new view showing a frozen picture of this view as it is now
    /// (UIView.snapshotView(afterScreenUpdates:)): a stand-in to animate in its place, as a custom
    /// transition does — snapshot, hide the view, move and fade the snapshot.
    ///
    /// With `afterUpdates` false the picture is the view's presentation tree at the timeline's
    /// time, as it stands: mid-animation values included, pending layout and display not run
    /// (the engine keeps no earlier screen, so a change already made without animation in the
    /// same event is in it). With true, pending changes are taken in first — the view's tree is
    /// laid out and its layers marked for display are displayed — and the picture is the model:
    /// the values last set, as the screen shows them once every animation has finished.
    ///
    /// The snapshot has the view's bounds size, anchor point, position and transform, so added
    /// to the view's superview it covers the view exactly; its picture is the view's layer
    /// (background, content, `draw(_:)` drawing, border, shadow, mask and opacity) with its
    /// subviews, at that moment. Nothing done to the view afterwards changes the picture, and the
    /// snapshot itself is a plain view, so its frame, alpha and transform animate in blocks.
    /// A hidden view gives an empty picture, as an unrendered one does on iOS. A video or a visual
    /// effect's backdrop inside the picture keep playing and blurring what is behind, as they are
    /// drawn at each frame, and a view caught mid-transition is copied with its new look only.
    /// Never nil here (the optional is UIKit's).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        SnapshotView(freezing: snapshotSource(afterScreenUpdates: afterUpdates))
    }

    /// The layer a snapshot of this view copies (`snapshotView`, `resizableSnapshotView`,
    /// `drawHierarchy`): with `afterUpdates` false the presentation as it stands, with true the
    /// model once pending layout and display have run.
    package func snapshotSource(afterScreenUpdates afterUpdates: Bool) -> Layer {
        guard afterUpdates else { return layer.presentation() ?? layer }
        incorporatePendingUpdates()
        return layer
    }

    /// What a screen update would do before drawing: the tree's layout, and `display()` of the
    /// view's layers that are marked for it.
    private func incorporatePendingUpdates() {
        var root = self
        while let superview = root.superview { root = superview }
        root.layoutIfNeeded()
        for sublayer in layer.allLayers {
            if sublayer.layoutPending { sublayer.layoutIfNeeded() }
            sublayer.displayIfNeeded()
        }
    }
}
