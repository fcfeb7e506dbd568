import MediaEncoding

/// A render resolved once, before anything is drawn: the format, every setting made concrete
/// and checked against the scene, the writer's options, and what the user should know first.
/// The notes a command prints and the export it runs both come from the same plan.
public struct RenderPlan {
    /// The output path as given (a `%d` pattern for a PNG sequence).
    public let path: String
    public let format: OutputFormat
    public let settings: ResolvedRenderSettings
    /// Everything the writer needs: the encoder's settings plus frame rate, transparency and background.
    public let encoding: EncodingOptions
    /// Things to tell the user before rendering (a chunk's frames; an odd pixel size padded for 4:2:0 video).
    public let notes: [String]
    /// The largest file the render may write, in bytes (nil: no limit).
    public let maximumBytes: Int?

    /// Resolves rendering `scene` with `settings` to `path`; throws for an unknown format, settings
    /// the scene cannot take, or encoder settings the format's writer cannot honour.
    public init(scene: Scene, settings: RenderSettings, path: String) throws {
        self.path = path
        format = try OutputFormat.forPath(path, codec: settings.encoding.codec)
        var resolved = try settings.resolved(for: scene, gif: format == .gif)
        var encoding = settings.encoding.encodingOptions(fps: resolved.fps, background: resolved.background)
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
        notes = Self.notes(format: format, settings: resolved, chunk: encoding.chunk)
            + Self.pastTheEnd(settings.to, duration: scene.duration)
        maximumBytes = settings.maximumBytes
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
    private static func pastTheEnd(_ to: Double?, duration: Double) -> [String] {
        guard let to, to > duration else { return [] }
        return ["--to \(to) is past the scene's end (\(duration) s): the last \(to - duration) s show it standing still"]
    }

    private static func notes(format: OutputFormat, settings: ResolvedRenderSettings, chunk: ChunkPlacement?) -> [String] {
        var notes: [String] = []
        if let chunk {
            let frames = chunk.frames, leadIn = chunk.encodedFrames.lowerBound
            let drawnFrom = leadIn < frames.lowerBound
                ? " (drawn from frame \(leadIn), where its encoder segment starts)" : ""
            notes.append("chunk \(chunk.chunk): frames \(frames.lowerBound)…\(frames.upperBound - 1) of \(settings.frameCount)\(drawnFrom); "
                + "join the chunks with zoetrope concat")
        }
        let (width, height) = (settings.pixelWidth, settings.pixelHeight)
        let encoded = format.encodedSize(width: width, height: height)
        guard encoded != (width, height) else { return notes }
        return notes + ["\(width)×\(height) pixels is odd; the video is \(encoded.width)×\(encoded.height), "
            + "repeating the last column or row (4:2:0 video needs even sizes; choose --scale to avoid it)"]
    }
}
