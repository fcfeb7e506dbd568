import CairoRendering
import Foundation

/// A scene held at one moment and moved to others on request — what a live preview needs.
/// Moving forward advances the same stage (only the time in between is played); moving back
/// replays from 0 on a fresh stage, as `Playback` does, so a frame is the same pure function of
/// its time as in every export and still. Renderers (and their decoded images and clips) are
/// kept per scale and background, the `rendererCapacity` most recently used ones, so a client
/// asking for ever new scales cannot grow the memory without bound. Not thread-safe: one
/// caller at a time.
public final class Scrubber {
    /// How many renderers (scale and background pairs) are kept.
    public static let rendererCapacity = 4

    public let scene: Scene
    private var stage: Stage
    private var stageTime = 0.0
    /// Whether the trees show the scripted touches; nil: as the scene says. `still(at:settings:)` sets it.
    private var showsTouches: Bool?
    /// Least recently used first.
    private var rasterizers: [(key: RasterKey, rasterizer: FrameRasterizer)] = []

    private struct RasterKey: Hashable {
        let scale: Double
        let background: Color?
    }

    /// How many renderers were dropped to make room for newer ones: a caller may then give the
    /// freed memory back to the system (glibc keeps it otherwise; see `SceneScrubbers`).
    public private(set) var droppedRendererCount = 0

    /// The time the stage was last moved to: a later time only plays the time in between.
    public var time: Double { stageTime }

    public init(scene: Scene) {
        self.scene = scene
        stage = Stage(scene: scene)
    }

    /// The presentation tree at `time` seconds (0...duration).
    public func tree(at time: Double) throws -> Layer {
        guard time.isFinite, time >= 0, time <= scene.duration else {
            throw RenderSettingsError.invalid("time \(time) is outside the scene's 0...\(scene.duration) seconds")
        }
        if time < stageTime {
            stage = Stage(scene: scene)
        }
        stage.showsTouchesOverride = showsTouches
        try stage.advance(to: time)
        stageTime = time
        _ = stage.takeNotes()
        return stage.presentationTree()
    }

    /// The frame at `time` drawn with `settings`' scale and background: the pixels `Exporter.still(at:)` draws.
    /// `shouldStop`, asked while the frame is drawn, ends the drawing with `RenderStopped`
    /// (see `LayerRenderer.render(_:into:stoppingWhen:)`).
    public func still(at time: Double, settings: RenderSettings = RenderSettings(), stoppingWhen shouldStop: (() -> Bool)? = nil) throws -> Canvas {
        var stillSettings = settings
        stillSettings.from = 0
        stillSettings.to = nil
        let resolved = try stillSettings.resolved(for: scene)
        let key = RasterKey(scale: resolved.scale, background: resolved.background)
        let rasterizer: FrameRasterizer
        if let index = rasterizers.firstIndex(where: { $0.key == key }) {
            rasterizer = rasterizers.remove(at: index).rasterizer
        } else {
            rasterizer = FrameRasterizer(settings: resolved)
            if rasterizers.count >= Self.rendererCapacity {
                rasterizers.removeFirst()
                droppedRendererCount += 1
            }
        }
        rasterizers.append((key, rasterizer))
        showsTouches = resolved.showsTouches
        return try rasterizer.canvas(for: tree(at: time), stoppingWhen: shouldStop)
    }

    /// How many renderers are kept now (at most `rendererCapacity`).
    var keptRendererCount: Int { rasterizers.count }

    /// The animations attached to the model layers at `time` (running, or held by their fill
    /// mode), depth first, with the layer's name when it has one.
    public func animations(at time: Double) throws -> [(layer: String?, key: String, animation: Animation)] {
        _ = try tree(at: time)
        return stage.rootLayer.allLayers.flatMap { layer in
            layer.animationKeys().compactMap { key in layer.animation(forKey: key).map { (layer.name, key, $0) } }
        }
    }

    /// The chosen layers' values at `time`, as `trace` records them.
    public func traceFrame(at time: Double, trace: SceneTrace = SceneTrace()) throws -> TraceFrame {
        TraceFrame(index: 0, time: time, layers: trace.tracedLayers(of: try tree(at: time)))
    }
}
