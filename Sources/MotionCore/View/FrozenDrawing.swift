/// The delegate of a layer in a frozen copy (`FrozenLayerTree`): it replays what the original
/// layer's delegate drew when the copy was taken, so a view's `draw(_:)` shows the picture of
/// that moment however the view changes afterwards.
final class FrozenDrawing: LayerDelegate {
    private let recording: DisplayList

    /// The drawing of `layer`'s delegate now; nil when it has no delegate or the delegate draws nothing.
    init?(recordingDelegateOf layer: Layer) {
        guard let delegate = layer.delegate else { return nil }
        let recording = DisplayList.recording { context in delegate.draw(layer, in: context) }
        guard !recording.isEmpty else { return nil }
        self.recording = recording
    }

    /// No actions: the frozen layers never animate on their own.
    func action(for _: Layer, forKey _: String) -> Action? { NullAction.null }

    func draw(_: Layer, in context: GraphicsContext) { recording.replay(into: context) }
}
