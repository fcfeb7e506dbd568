import CairoRendering
import Foundation
import MediaEncoding

/// Turns presentation trees into pixels at a fixed size, scale and background.
///
/// Renderers (each with its `ImageCache`, so `contents` images are decoded once, not every
/// frame, and its `RenderCache` of backing stores) are kept across frames in a pool: a worker
/// takes one, draws, and gives it back, so no two threads ever draw with the same renderer and
/// its surfaces at once, and the pool holds at most as many renderers as frames were drawn at
/// the same time. Encoded frames reuse their memory too: each renderer keeps its canvas, and
/// the pixel buffers the writer is done with (`recycle(_:)`) take the next frames, so a long
/// render does not fault in fresh pages for every frame.
struct FrameRasterizer {
    let settings: ResolvedRenderSettings
    private let renderers: RendererPool
    private let buffers = PixelBufferPool()

    init(settings: ResolvedRenderSettings) {
        self.settings = settings
        renderers = RendererPool(cachesLayers: settings.cachesLayers)
    }

    /// Draws `tree` onto a new canvas; `shouldStop` may end the drawing early (`RenderStopped`).
    func canvas(for tree: Layer, stoppingWhen shouldStop: (() -> Bool)? = nil) throws -> Canvas {
        let canvas = try makeCanvas()
        try renderers.withRenderer { renderer, _ in try renderer.render(tree, into: canvas, stoppingWhen: shouldStop) }
        return canvas
    }

    /// Draws `tree` and hands back the premultiplied BGRA pixels for an encoder.
    func pixelFrame(for tree: Layer) throws -> PixelFrame {
        try renderers.withRenderer { renderer, kept in
            let canvas = try kept.canvas.map { try $0.cleared(to: settings.background) } ?? makeCanvas()
            kept.canvas = canvas
            try renderer.render(tree, into: canvas)
            return canvas.withPremultipliedBGRA { bytes, bytesPerRow in
                PixelFrame(width: canvas.pixelWidth, height: canvas.pixelHeight, bytesPerRow: bytesPerRow,
                           pixels: buffers.copy(bytes))
            }
        }
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

/// What a renderer keeps between the frames it draws: its last canvas.
final class RendererKeep {
    var canvas: Canvas?
}

/// Idle `LayerRenderer`s, handed out to one thread at a time. They share one `VideoFrameCache`,
/// so each video clip is decoded once, in order, whichever renderer draws a frame; each keeps
/// its own `RenderCache` of backing stores (a surface is only ever read by its renderer's thread).
final class RendererPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [(LayerRenderer, RendererKeep)] = []
    private let videoFrames = VideoFrameCache()
    private let cachesLayers: Bool

    init(cachesLayers: Bool) {
        self.cachesLayers = cachesLayers
    }

    /// Runs `body` with a renderer no other thread is using, then returns it to the pool.
    func withRenderer<Result>(_ body: (LayerRenderer, RendererKeep) throws -> Result) rethrows -> Result {
        lock.lock()
        let taken = idle.popLast() ?? (LayerRenderer(videoFrames: videoFrames, cache: cachesLayers ? RenderCache() : nil),
                                       RendererKeep())
        lock.unlock()
        defer {
            lock.lock()
            idle.append(taken)
            lock.unlock()
        }
        return try body(taken.0, taken.1)
    }
}

/// Pixel buffers the writer has finished with, reused for later frames.
final class PixelBufferPool: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [[UInt8]] = []
    /// More than the frames in flight at once (`OrderedFrameBuffer` holds two per worker).
    private let limit = 16

    /// A buffer holding a copy of `bytes`: a recycled one of that size when there is one.
    func copy(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        lock.lock()
        let index = free.lastIndex { $0.count == bytes.count }
        var buffer = index.map { free.remove(at: $0) }
        lock.unlock()
        guard buffer != nil else { return Array(bytes) }
        buffer!.withUnsafeMutableBytes { $0.copyMemory(from: bytes) }
        return buffer!
    }

    /// Keeps `buffer` for a later frame.
    func give(_ buffer: [UInt8]) {
        lock.lock(); defer { lock.unlock() }
        if free.count < limit { free.append(buffer) }
    }
}
