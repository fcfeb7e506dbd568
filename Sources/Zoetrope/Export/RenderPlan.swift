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
    /// Things to tell the user before rendering (an odd pixel size padded for 4:2:0 video).
    public let notes: [String]
    /// The largest file the render may write, in bytes (nil: no limit).
    public let maximumBytes: Int?

    /// Resolves rendering `scene` with `settings` to `path`; throws for an unknown format or
    /// settings the scene cannot take.
    public init(scene: Scene, settings: RenderSettings, path: String) throws {
        self.path = path
        format = try OutputFormat.forPath(path)
        self.settings = try settings.resolved(for: scene, gif: format == .gif)
        encoding = settings.encoding.encodingOptions(fps: self.settings.fps, background: self.settings.background)
        notes = Self.notes(format: format, settings: self.settings)
        maximumBytes = settings.maximumBytes
    }

    private static func notes(format: OutputFormat, settings: ResolvedRenderSettings) -> [String] {
        let (width, height) = (settings.pixelWidth, settings.pixelHeight)
        let encoded = format.encodedSize(width: width, height: height)
        guard encoded != (width, height) else { return [] }
        return ["\(width)×\(height) pixels is odd; the video is \(encoded.width)×\(encoded.height), "
            + "repeating the last column or row (4:2:0 video needs even sizes; choose --scale to avoid it)"]
    }
}
