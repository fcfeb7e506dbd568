import CairoRendering
import Zoetrope

/// Renders what snapshot assertions compare: frames of a scene, or a bare layer or view.
public enum SnapshotRenderer {
    /// The frames of `scene` at `times` (seconds), exactly as the exporter renders stills: the
    /// scene played forward once through them (`Scrubber.stills(at:settings:)`). Scripted touches
    /// show only when `settings.showsTouches` asks.
    public static func frames(of scene: Scene, at times: [Double], settings: RenderSettings = RenderSettings()) throws -> [RGBAImage] {
        try Scrubber(scene: scene).stills(at: times, settings: settings.forSnapshots).map { $0.rgbaImage() }
    }

    /// `layer` and its sublayers as they present now (animations applied at the current time
    /// of the layer's stage, or at 0 outside one), drawn with the layer's frame origin at the
    /// canvas's top-left corner. The canvas is `size` points (nil: the layer's bounds size) at
    /// `scale`, cleared to `background` (nil: transparent). The layer is not changed.
    public static func image(of layer: Layer, size: Size? = nil, scale: Double = 1, background: Color? = nil) throws -> RGBAImage {
        let copy = layer.presentation(atGlobalTime: Timeline.current?.time ?? 0)
        let canvasSize = size ?? copy.bounds.size
        guard canvasSize.width > 0, canvasSize.height > 0 else {
            throw SnapshotError.invalidRequest("cannot snapshot a layer of \(canvasSize.width)×\(canvasSize.height) points; "
                + "give it bounds or pass a size")
        }
        copy.position = Point(x: copy.anchorPoint.x * copy.bounds.width, y: copy.anchorPoint.y * copy.bounds.height)
        let canvas = try Canvas(size: canvasSize, scale: scale, background: background)
        try LayerRenderer().render(copy, into: canvas)
        return canvas.rgbaImage()
    }

    /// `view` after laying it out, drawn like `image(of: view.layer, ...)`.
    public static func image(of view: View, size: Size? = nil, scale: Double = 1, background: Color? = nil) throws -> RGBAImage {
        view.layoutIfNeeded()
        return try image(of: view.layer, size: size, scale: scale, background: background)
    }
}
