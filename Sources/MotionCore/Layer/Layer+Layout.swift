/// Layout of a layer's sublayers, as on CALayer: a view's layer hands it to its view
/// (`View.layoutSubviews()`); any other layer runs `layoutSublayers()` (its delegate's
/// `layoutSublayers(of:)`, or a subclass's override). A stage lays out every marked layer before
/// each frame, as Core Animation does when a transaction commits.
extension Layer {
    /// Marks the layer for layout (CALayer.setNeedsLayout()).
    public func setNeedsLayout() {
        if let view = delegate as? View { view.setNeedsLayout() } else { layoutPending = true }
    }

    /// Whether the layer is marked for layout (CALayer.needsLayout()).
    public func needsLayout() -> Bool {
        (delegate as? View)?.needsLayout ?? layoutPending
    }

    /// Lays the layer out now if it is marked, then its sublayers that are (CALayer.layoutIfNeeded()).
    public func layoutIfNeeded() {
        if let view = delegate as? View {
            view.layoutIfNeeded()
        } else if layoutPending {
            layoutPending = false
            layoutSublayers()
        }
        for sublayer in sublayers where sublayer.needsLayout() { sublayer.layoutIfNeeded() }
    }
}
