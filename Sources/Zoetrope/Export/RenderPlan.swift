import MediaEncoding

/// A render resolved once, before anything is drawn: the scene, the format, every setting made
/// concrete and checked against the scene, the writer's options, and what the user should know
/// first. A render goes one way — settings, plan, `run` — and the notes a command prints and the
/// frames it encodes come from the same plan.
public struct RenderPlan {
    /// The scene rendered.
    public let scene: Scene
    /// The output path as given (a `%d` pattern for a PNG sequence).
    public let path: String
    public let format: OutputFormat
    public private(set) var settings: ResolvedRenderSettings
    /// Everything the writer needs: the encoder's settings plus frame rate, transparency and background.
    public private(set) var encoding: EncodingOptions
    /// Things to tell the user before rendering (a chunk's frames; an odd pixel size padded for
    /// 4:2:0 video; a range past the scene's end).
    public let notes: [RenderNote]
    /// The largest file the render may write, in bytes (nil: no limit).
    public private(set) var maximumBytes: Int?
    /// Whether the run tells what the format leaves out of the scene's tracks (a size budget's
    /// later tries keep quiet: the first told it).
    private(set) var tellsTrackNotes = true
    /// The length of the rendered range, in seconds of scene time.
    private let seconds: Double

    /// Resolves rendering `scene` with `settings` to `path`; throws for an unknown format, settings
    /// the scene cannot take, or encoder settings the format's writer cannot honour.
    public init(scene: Scene, settings asked: RenderSettings, path: String) throws {
        self.scene = scene
        self.path = path
        format = try OutputFormat.forPath(path, codec: asked.codec)
        let settings = try asked.target?.applied(to: asked, scene: scene, format: format) ?? asked
        var resolved = try settings.resolved(for: scene, gif: format == .gif)
        var encoding = settings.encoding.rendering(fps: resolved.fps, background: resolved.background)
        if let chunk = settings.chunk {
            let placement = try ChunkPlacement(chunk: chunk, totalFrames: resolved.frameCount, fps: resolved.fps,
                                               render: Self.fingerprint(scene: scene, settings: resolved, encoding: encoding),
                                               segments: encoding.encoderSegments(for: format))
            encoding.chunk = placement
            resolved = resolved.drawing(placement.encodedFrames)
        }
        try encoding.validate(for: format, width: resolved.pixelWidth, height: resolved.pixelHeight)
        self.settings = resolved
        self.encoding = encoding
        notes = (asked.target.map { [.target($0, summary: $0.summary(of: encoding, settings: resolved))] } ?? [])
            + Self.notes(format: format, settings: resolved, encoding: encoding)
            + Self.pastTheEnd(settings.to, duration: scene.duration)
        maximumBytes = settings.maximumBytes
        seconds = (settings.to ?? scene.duration) - resolved.from
    }

    /// This plan at `fps` frames per second with at most `colors` GIF colours, refusing files over
    /// `maximumBytes`: a try of `Exporter.exportGIF(to:maximumBytes:)`, which only ever lowers the
    /// rate and the palette, so what the first plan checked still holds.
    func trying(fps: Int, colors: Int, maximumBytes: Int, tellsTrackNotes: Bool) -> RenderPlan {
        var attempt = self
        attempt.settings = settings.at(fps: fps, seconds: seconds)
        attempt.encoding.fps = fps
        attempt.encoding.gif.maxColors = colors
        attempt.maximumBytes = maximumBytes
        attempt.tellsTrackNotes = tellsTrackNotes
        return attempt
    }

    /// Identifies the render a chunk belongs to: the scene (type and variant's values), the resolved
    /// settings but the chunk's frames, and the encoder's settings. Chunks agree on it only when
    /// they are shares of the same render.
    private static func fingerprint(scene: Scene, settings: ResolvedRenderSettings, encoding: EncodingOptions) -> String {
        var hash = FNV1a()
        hash.combine("\(type(of: scene).name)|\(String(reflecting: scene))|\(settings.drawing(0..<settings.frameCount))|\(encoding)".utf8)
        return hash.hex
    }

    /// A note for a `to` past the scene's end: the render holds the last state that long.
    private static func pastTheEnd(_ to: Double?, duration: Double) -> [RenderNote] {
        guard let to, to > duration else { return [] }
        return [.endPastScene(to, duration: duration)]
    }

    private static func notes(format: OutputFormat, settings: ResolvedRenderSettings, encoding: EncodingOptions) -> [RenderNote] {
        var notes: [RenderNote] = []
        if let chunk = encoding.chunk {
            let leadIn = chunk.encodedFrames.lowerBound
            notes.append(.chunk(chunk.chunk, frames: chunk.frames, of: settings.frameCount,
                                drawnFrom: leadIn < chunk.frames.lowerBound ? leadIn : nil))
        }
        let (width, height) = (settings.pixelWidth, settings.pixelHeight)
        let encoded = encoding.encodedSize(for: format, width: width, height: height)
        guard encoded != (width, height) else { return notes }
        if let target = encoding.encodedSize {
            return notes + [encoding.letterboxes ? .letterboxedForTarget(width: width, height: height, encoded: target)
                                                 : .paddedForTarget(width: width, height: height, encoded: target)]
        }
        return notes + [.oddSizePadded(width: width, height: height, encodedWidth: encoded.width, encodedHeight: encoded.height)]
    }
}
