import CairoRendering
import MediaEncoding

/// Turns presentation trees into pixels at a fixed size, scale and background.
struct FrameRasterizer {
    let settings: ResolvedRenderSettings
    let pointSize: Size

    /// Draws `tree` onto a new canvas.
    func canvas(for tree: Layer) throws -> Canvas {
        let canvas = try Canvas(pixelWidth: settings.pixelWidth, pixelHeight: settings.pixelHeight,
                                scale: settings.scale, background: settings.background)
        try LayerRenderer().render(tree, into: canvas)
        return canvas
    }

    /// Draws `tree` and hands back the premultiplied BGRA pixels for an encoder.
    func pixelFrame(for tree: Layer) throws -> PixelFrame {
        let canvas = try canvas(for: tree)
        return canvas.withPremultipliedBGRA { bytes, bytesPerRow in
            PixelFrame(width: canvas.pixelWidth, height: canvas.pixelHeight, bytesPerRow: bytesPerRow, pixels: Array(bytes))
        }
    }
}
