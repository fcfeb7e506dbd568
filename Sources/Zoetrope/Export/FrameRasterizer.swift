import CairoRendering
import Foundation
import MediaEncoding

/// Turns presentation trees into pixels at a fixed size, scale and background.
///
/// Renderers (each with its `ImageCache`, so `contents` images are decoded once, not every
/// frame, and its `RenderCache` of backing stores) are kept across frames in a pool: a worker
/// takes one, draws, and gives it back, so no two threads ever draw with the same renderer and
/// its surfaces at once, and the pool holds at most as many renderers as frames were drawn at
/// the same time. A frame for the writer is drawn straight into its pixel buffer, and the
/// buffers the writer is done with (`recycle(_:)`) take the next frames, so a long render
/// neither copies each frame nor faults in fresh pages for it.
struct FrameRasterizer {
    let settings: ResolvedRenderSettings
    private let renderers: RendererPool
    private let buffers = PixelBufferPool()

    init(settings: ResolvedRenderSettings) {
        self.settings = settings
        renderers = RendererPool(cachesLayers: settings.cachesLayers, drawingPath: settings.drawingPath)
    }

    /// Draws `tree` onto a new canvas; `shouldStop` may end the drawing early (`RenderStopped`).
    func canvas(for tree: Layer, stoppingWhen shouldStop: (() -> Bool)? = nil) throws -> Canvas {
        let canvas = try makeCanvas()
        try renderers.withRenderer { renderer in try renderer.render(tree, into: canvas, stoppingWhen: shouldStop) }
        return canvas
    }

    /// Draws `tree` and hands back the premultiplied BGRA pixels for an encoder.
    func pixelFrame(for tree: Layer) throws -> PixelFrame {
        let bytesPerRow = Canvas.bytesPerRow(forWidth: settings.pixelWidth)
        var pixels = buffers.take(count: bytesPerRow * settings.pixelHeight)
        try pixels.withUnsafeMutableBytes { memory in
            try Canvas.borrowing(memory, pixelWidth: settings.pixelWidth, pixelHeight: settings.pixelHeight,
                                 scale: settings.scale) { canvas in
                try renderers.withRenderer { renderer in try renderer.render(tree, into: canvas, over: settings.background) }
            }
        }
        return PixelFrame(width: settings.pixelWidth, height: settings.pixelHeight, bytesPerRow: bytesPerRow, pixels: pixels)
    }

    /// Gives back the memory of a frame the writer has finished with, for a later frame.
    func recycle(_ frame: PixelFrame) {
        buffers.give(frame.pixels)
    }

    private func makeCanvas() throws -> Canvas {
        try Canvas(pixelWidth: settings.pixelWidth, pixelHeight: settings.pixelHeight, scale: settings.scale,
                   background: settings.background)
    }
}

/// Idle `LayerRenderer`s, handed out to one thread at a time. They share one `VideoFrameCache`,
/// so each video clip is decoded once, in order, whichever renderer draws a frame; each keeps
/// its own `RenderCache` of backing stores (a surface is only ever read by its renderer's thread).
final class RendererPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [LayerRenderer] = []
    private let videoFrames = VideoFrameCache()
    private let cachesLayers: Bool
    private let drawingPath: DrawingPath

    init(cachesLayers: Bool, drawingPath: DrawingPath = .fast) {
        self.cachesLayers = cachesLayers
        self.drawingPath = drawingPath
    }

    /// Runs `body` with a renderer no other thread is using, then returns it to the pool.
    func withRenderer<Result>(_ body: (LayerRenderer) throws -> Result) rethrows -> Result {
        lock.lock()
        let taken = idle.popLast()
            ?? LayerRenderer(videoFrames: videoFrames, cache: cachesLayers ? RenderCache() : nil, drawingPath: drawingPath)
        lock.unlock()
        defer {
            lock.lock()
            idle.append(taken)
            lock.unlock()
        }
        return try body(taken)
    }
}

/// Pixel buffers the writer has finished with, reused for later frames.
final class PixelBufferPool: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [[UInt8]] = []
    /// More than the frames in flight at once (`OrderedFrameBuffer` holds two per worker).
    private let limit = 16

    /// A buffer of `count` bytes to draw a frame into: a recycled one of that size when there is
    /// one (holding an earlier frame), else a new one of zeros.
    func take(count: Int) -> [UInt8] {
        lock.lock(); defer { lock.unlock() }
        guard let index = free.lastIndex(where: { $0.count == count }) else { return [UInt8](repeating: 0, count: count) }
        return free.remove(at: index)
    }

    /// Keeps `buffer` for a later frame.
    func give(_ buffer: [UInt8]) {
        lock.lock(); defer { lock.unlock() }
        if free.count < limit { free.append(buffer) }
    }
}
