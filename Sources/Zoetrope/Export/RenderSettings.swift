import CairoRendering
import MediaEncoding

/// How to render a scene: overrides of the scene's defaults plus the encoder's settings.
public struct RenderSettings: Sendable {
    /// Frames per second; nil takes the scene's (GIF: at most 30 unless set).
    public var fps: Int?
    /// Pixels per point; nil takes the scene's.
    public var scale: Double?
    /// First instant rendered, in seconds.
    public var from: Double = 0
    /// End of the range (exclusive), in seconds; nil is the scene's duration.
    public var to: Double?
    /// The background; nil takes the scene's. `.clear` renders transparent where the format allows.
    public var background: Color?
    /// The video codec, where the container holds more than one (`.hevc` in MP4); nil for the
    /// container's default (H.264 in MP4). With the path's extension, it picks the `OutputFormat`.
    public var codec: VideoCodec?
    /// The encoder's settings (crf, preset, GIF palette...). Its frame rate, transparency,
    /// background, chunk and tracks are the render's: a `RenderPlan` sets them from these
    /// settings and the scene, whatever they hold here.
    public var encoding = EncodingOptions()
    /// The largest file the render may write, in bytes; a bigger result is discarded with
    /// `ExportError.overBudget`. nil: no limit. (`Exporter.exportGIF(to:maximumBytes:)` searches
    /// settings that fit.)
    public var maximumBytes: Int?
    /// Render only this chunk of the frames, as a file that `ChunkedRender.join` puts together
    /// with the other chunks; nil renders every frame. Which frames depends on how the format is
    /// encoded (`Chunk.frames(ofTotal:segments:)`: whole segments when there are enough), so a
    /// `RenderPlan` places the chunk; settings resolved without one draw every frame.
    public var chunk: Chunk?
    /// A destination whose requirements the render must meet (`OutputTarget`): it sets the
    /// size, frame rate and encoder settings, overriding those here; nil: none.
    public var target: OutputTarget?
    /// Whether frames show the scripted touches (`Stage.showsTouches`); nil keeps the scene's
    /// choice. Snapshot assertions take nil as false, so touches show there only when asked for.
    public var showsTouches: Bool?
    /// Whether renderers keep layers' backing stores and blurred shadows across frames
    /// (`RenderCache`); false draws every layer every frame (`--no-cache`). The frames are the
    /// same either way: the cache only remembers what drawing again would make.
    public var cachesLayers = true
    /// Whether frames are drawn with the renderer's fast paths (`.fast`) or by Cairo alone
    /// (`.reference`, `--reference-drawing`: no backing stores, row-copied or reduced gradients,
    /// reduced blurs or own resampling), the drawing the fast paths are checked against.
    public var drawingPath: DrawingPath = .fast

    public init(fps: Int? = nil, scale: Double? = nil, from: Double = 0, to: Double? = nil, background: Color? = nil,
                showsTouches: Bool? = nil) {
        self.fps = fps; self.scale = scale; self.from = from; self.to = to; self.background = background
        self.showsTouches = showsTouches
    }
}

extension RenderSettings {
    /// Largest scale (pixels per point).
    public static let maximumScale = 8.0
    /// Longest renderable range, in seconds (one hour).
    public static let maximumDuration = 3600.0

    /// Checks every value against the scene and fills in its defaults.
    public func resolved(for scene: Scene, gif: Bool = false) throws -> ResolvedRenderSettings {
        let fps = self.fps ?? (gif ? min(scene.fps, 30) : scene.fps)
        if FrameBounds.problem(fps: fps) != nil { throw RenderSettingsError.frameRateOutOfBounds(fps) }
        let scale = self.scale ?? scene.scale
        guard scale.isFinite, scale > 0, scale <= Self.maximumScale else {
            throw RenderSettingsError.scaleOutOfRange(scale)
        }
        let size = scene.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderSettingsError.invalidSceneSize(size)
        }
        let pixelWidth = (size.width * scale).rounded(), pixelHeight = (size.height * scale).rounded()
        if FrameBounds.problem(width: pixelWidth, height: pixelHeight) != nil {
            throw RenderSettingsError.frameSizeOutOfBounds(width: pixelWidth, height: pixelHeight)
        }
        guard scene.duration.isFinite, scene.duration > 0 else {
            throw RenderSettingsError.invalidSceneDuration(scene.duration)
        }
        guard from.isFinite, from >= 0, from < scene.duration else {
            throw RenderSettingsError.startOutsideScene(from, duration: scene.duration)
        }
        let end = to ?? scene.duration
        guard end.isFinite, end > from else {
            throw RenderSettingsError.endNotAfterStart(end, start: from)
        }
        guard end - from <= Self.maximumDuration else {
            throw RenderSettingsError.rangeTooLong(seconds: end - from)
        }
        let frameCount = ResolvedRenderSettings.frameCount(seconds: end - from, fps: fps)
        if let chunk, chunk.count > frameCount {
            throw ChunkError.moreChunksThanFrames(chunk, frames: frameCount)
        }
        return ResolvedRenderSettings(fps: fps, scale: scale, from: from, frameCount: frameCount,
                                      background: background ?? scene.backgroundColor,
                                      pixelWidth: Int(pixelWidth), pixelHeight: Int(pixelHeight),
                                      frames: 0..<frameCount,
                                      showsTouches: showsTouches, cachesLayers: cachesLayers, drawingPath: drawingPath)
    }
}
