import CairoRendering
import Foundation
import MediaEncoding

/// Turns presentation trees into pixels at a fixed size, scale and background.
///
/// Renderers (each with its `ImageCache`, so `contents` images are decoded once, not every
/// frame) are kept across frames in a pool: a worker takes one, draws, and gives it back, so
/// no two threads ever draw with the same renderer and its decoded surfaces at once, and the
/// pool holds at most as many renderers as frames were drawn at the same time.
struct FrameRasterizer {
    let settings: ResolvedRenderSettings
    private let renderers = RendererPool()

    init(settings: ResolvedRenderSettings) {
        self.settings = settings
    }

    /// Draws `tree` onto a new canvas.
    func canvas(for tree: Layer) throws -> Canvas {
        let canvas = try Canvas(pixelWidth: settings.pixelWidth, pixelHeight: settings.pixelHeight,
                                scale: settings.scale, background: settings.background)
        try renderers.withRenderer { try $0.render(tree, into: canvas) }
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

/// Idle `LayerRenderer`s, handed out to one thread at a time. They share one `VideoFrameCache`,
/// so each video clip is decoded once, in order, whichever renderer draws a frame.
final class RendererPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [LayerRenderer] = []
    private let videoFrames = VideoFrameCache()

    /// Runs `body` with a renderer no other thread is using, then returns it to the pool.
    func withRenderer<Result>(_ body: (LayerRenderer) throws -> Result) rethrows -> Result {
        lock.lock()
        let renderer = idle.popLast() ?? LayerRenderer(videoFrames: videoFrames)
        lock.unlock()
        defer {
            lock.lock()
            idle.append(renderer)
            lock.unlock()
        }
        return try body(renderer)
    }
}
