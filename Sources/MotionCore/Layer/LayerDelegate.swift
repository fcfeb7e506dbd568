/// The object a layer asks for actions, display and drawing (CALayerDelegate).
/// A `View` is the delegate of its backing layer.
public protocol LayerDelegate: AnyObject {
    /// The action for a change of `event` on `layer`: nil continues the search,
    /// `NullAction.null` stops it with no action.
    func action(for layer: Layer, forKey event: String) -> Action?
    /// Updates the layer's content (displayLayer:); called when the layer needs display.
    func display(_ layer: Layer)
    /// Draws the layer's content; called at render time with a presentation copy.
    func draw(_ layer: Layer, in context: GraphicsContext)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: Layer)
}

extension LayerDelegate {
    public func action(for _: Layer, forKey _: String) -> Action? { nil }
    public func display(_: Layer) {}
    public func draw(_: Layer, in _: GraphicsContext) {}
    public func layoutSublayers(of _: Layer) {}
}
