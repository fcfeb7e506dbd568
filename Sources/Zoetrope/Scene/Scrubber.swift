import CairoRendering
import Foundation

/// A scene held at one moment and moved to others on request, drawn as stills: the one source
/// of images at given times. Snapshots, the exporter's stills and the preview take their
/// pictures from it; it plays the scene on a `Playback.Cursor`, so moving forward advances the
/// same stage (only the time in between is played) and moving back replays from 0 on a fresh
/// stage, and a frame is the same pure function of its time as in every export. Renderers (and
/// their decoded images and clips) are kept per scale and background, the `rendererCapacity`
/// most recently used ones, so a client asking for ever new scales cannot grow the memory
/// without bound. Not thread-safe: one caller at a time.
public final class Scrubber {
    /// How many renderers (scale and background pairs) are kept.
    public static let rendererCapacity = 4

    public let scene: Scene
    private let cursor: Playback.Cursor
    /// Least recently used first.
    private var rasterizers: [(key: RasterKey, rasterizer: FrameRasterizer)] = []

    private struct RasterKey: Hashable {
        let scale: Double
        let background: Color?
        let cachesLayers: Bool
        let drawingPath: DrawingPath
    }

    /// How many renderers were dropped to make room for newer ones: a caller may then give the
    /// freed memory back to the system (glibc keeps it otherwise; see `SceneScrubbers`).
    public private(set) var droppedRendererCount = 0

    /// The time the stage was last moved to: a later time only plays the time in between.
    public var time: Double { max(cursor.time, 0) }

    public init(scene: Scene) {
        self.scene = scene
        cursor = Playback.Cursor(Playback(scene: scene))
    }

    /// The presentation tree at `time` seconds (0...duration); a time within a thousandth of a
    /// frame of one of the scene's frames is that frame's time (`FrameGrid.aligned`), so it
    /// shows what a render draws for that frame.
    public func tree(at time: Double) throws -> Layer {
        try scene.checkStillTime(time)
        return try cursor.frame(at: scene.frameGrid.aligned(time)).tree
    }

    /// The frames at `times` (seconds, 0...duration) drawn with `settings`' scale and background,
    /// in the order asked: the scene is played forward once, through the times in increasing order.
    /// The pixels `Exporter.still(at:)` draws for each time.
    public func stills(at times: [Double], settings: RenderSettings = RenderSettings()) throws -> [Canvas] {
        var stills = [Canvas?](repeating: nil, count: times.count)
        for index in times.indices.sorted(by: { times[$0] < times[$1] }) {
            stills[index] = try still(at: times[index], settings: settings)
        }
        return stills.map { $0! }
    }

    /// The frame at `time` drawn with `settings`' scale and background: the pixels `Exporter.still(at:)` draws.
    /// `shouldStop`, asked while the frame is drawn, ends the drawing with `RenderStopped`
    /// (see `LayerRenderer.render(_:into:stoppingWhen:)`).
    public func still(at time: Double, settings: RenderSettings = RenderSettings(), stoppingWhen shouldStop: (() -> Bool)? = nil) throws -> Canvas {
        let rasterizer = self.rasterizer(for: try stillSettings(settings))
        return try rasterizer.canvas(for: tree(at: time), stoppingWhen: shouldStop)
    }

    /// `settings` resolved for a still — the whole scene's range, whatever `from`/`to` say — with
    /// the scripted touches shown from now on as they ask.
    func stillSettings(_ settings: RenderSettings) throws -> ResolvedRenderSettings {
        var stillSettings = settings
        stillSettings.from = 0
        stillSettings.to = nil
        let resolved = try stillSettings.resolved(for: scene)
        cursor.showsTouches = resolved.showsTouches
        return resolved
    }

    /// The kept renderer for `settings`' scale, background and way of drawing, now the most recently used; a new
    /// one, dropping the least recently used when `rendererCapacity` are kept.
    private func rasterizer(for settings: ResolvedRenderSettings) -> FrameRasterizer {
        let key = RasterKey(scale: settings.scale, background: settings.background, cachesLayers: settings.cachesLayers,
                            drawingPath: settings.drawingPath)
        let rasterizer: FrameRasterizer
        if let index = rasterizers.firstIndex(where: { $0.key == key }) {
            rasterizer = rasterizers.remove(at: index).rasterizer
        } else {
            rasterizer = FrameRasterizer(settings: settings)
            if rasterizers.count >= Self.rendererCapacity {
                rasterizers.removeFirst()
                droppedRendererCount += 1
            }
        }
        rasterizers.append((key, rasterizer))
        return rasterizer
    }

    /// How many renderers are kept now (at most `rendererCapacity`).
    var keptRendererCount: Int { rasterizers.count }

    /// The animations attached to the model layers at `time` (running, or held by their fill
    /// mode), depth first, with the layer's name when it has one.
    public func animations(at time: Double) throws -> [(layer: String?, key: String, animation: Animation)] {
        _ = try tree(at: time)
        return (cursor.stage?.rootLayer.allLayers ?? []).flatMap { layer in
            layer.animationKeys().compactMap { key in layer.animation(forKey: key).map { (layer.name, key, $0) } }
        }
    }

    /// The chosen layers' values at `time`, as `trace` records them.
    public func traceFrame(at time: Double, trace: SceneTrace = SceneTrace()) throws -> TraceFrame {
        TraceFrame(index: 0, time: time, layers: trace.tracedLayers(of: try tree(at: time)))
    }
}
