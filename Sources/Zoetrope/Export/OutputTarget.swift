import MediaEncoding

/// A destination with stated requirements the render must meet (`RenderSettings.target`,
/// `zoetrope render --target`): it picks the picture size, frame rate and encoder settings the
/// destination asks for, and refuses what it would reject, before anything is drawn.
public enum OutputTarget: String, CaseIterable, Sendable {
    /// An App Store app preview (`AppPreviewSpecification`): H.264 High at level 4.0 and a constant
    /// 11 Mbps (the 10–12 Mbps target) in MP4, 30 fps, AAC at 256 kb/s, an accepted resolution,
    /// 15–30 s, at most 500 MB.
    case appStorePreview = "app-store-preview"
    /// A GIF for a README on GitHub (`ReadmeGIFSpecification`): at most 800 pixels wide and
    /// 30 fps, and within GitHub's 10 MB (frame rate and colours stepped down until it fits).
    case readmeGIF = "readme-gif"
    /// A square video for social feeds (`SocialVideoSpecification`): 1080×1080 H.264 in MP4, the
    /// scene fitted inside and centred on its background, at most 60 fps.
    case socialSquare = "social-square"
    /// A vertical (9:16) video for social feeds: 1080×1920, otherwise as `socialSquare`.
    case socialVertical = "social-vertical"

    /// `settings` as this target needs them for `scene` written as `format`; throws
    /// `RenderSettingsError.target` naming what the target cannot take (the format, the frame
    /// rate, the length, the scene's shape, a size or codec setting of the user's).
    func applied(to settings: RenderSettings, scene: Scene, format: OutputFormat) throws -> RenderSettings {
        switch self {
        case .appStorePreview: try appStorePreview(settings, scene: scene, format: format)
        case .readmeGIF: try readmeGIF(settings, scene: scene, format: format)
        case .socialSquare: try socialVideo(settings, scene: scene, format: format, picture: SocialVideoSpecification.square)
        case .socialVertical: try socialVideo(settings, scene: scene, format: format, picture: SocialVideoSpecification.vertical)
        }
    }

    private func socialVideo(_ settings: RenderSettings, scene: Scene, format: OutputFormat, picture: PixelSize) throws -> RenderSettings {
        let spec = SocialVideoSpecification.self
        try require(format, is: .mp4, "writes H.264 in .mp4")
        var settings = settings
        settings.fps = try frameRate(settings, scene: scene, maximum: spec.maximumFPS)
        settings.scale = spec.scale(fitting: scene.size, in: picture)
        settings.encoding.encodedSize = picture
        settings.encoding.letterboxes = true
        return settings
    }

    private func readmeGIF(_ settings: RenderSettings, scene: Scene, format: OutputFormat) throws -> RenderSettings {
        let spec = ReadmeGIFSpecification.self
        try require(format, is: .gif, "writes a .gif")
        var settings = settings
        settings.fps = try frameRate(settings, scene: scene, maximum: spec.maximumFPS)
        settings.scale = min(settings.scale ?? scene.scale, spec.maximumWidth / scene.size.width)
        settings.maximumBytes = min(settings.maximumBytes ?? spec.maximumBytes, spec.maximumBytes)
        return settings
    }

    private func appStorePreview(_ settings: RenderSettings, scene: Scene, format: OutputFormat) throws -> RenderSettings {
        var settings = settings
        let spec = AppPreviewSpecification.self
        try require(format, is: .mp4, "needs H.264 in .mp4 or .m4v (App Store previews are H.264 or ProRes 422 HQ)")
        settings.fps = try frameRate(settings, scene: scene, maximum: spec.maximumFPS)
        let seconds = (settings.to ?? scene.duration) - settings.from
        guard spec.durations.contains(seconds) else {
            throw RenderSettingsError.target(rawValue, "lasts \(Int(spec.durations.lowerBound))–\(Int(spec.durations.upperBound)) s; "
                + "this render is \(seconds) s")
        }
        guard let (resolution, scale) = spec.fitting(scene.size) else {
            let sizes = spec.resolutions.map(\.description).joined(separator: ", ")
            throw RenderSettingsError.target(rawValue, "takes pictures of \(sizes); a scene of \(scene.size.width)×\(scene.size.height) "
                + "points fits none of them within \(spec.largestPadding * 100) %")
        }
        settings.scale = scale
        settings.encoding.encodedSize = resolution
        settings.encoding.h264Level = spec.h264Level
        settings.encoding.constantBitRate = spec.videoBitRate
        settings.encoding.audioBitRate = spec.audioBitRate
        settings.maximumBytes = min(settings.maximumBytes ?? spec.maximumBytes, spec.maximumBytes)
        return settings
    }

    /// Throws unless `format` is `expected`, saying what the target `needs`.
    private func require(_ format: OutputFormat, is expected: OutputFormat, _ needs: String) throws {
        guard format == expected else { throw RenderSettingsError.target(rawValue, "\(needs); \(format.name) was asked for") }
    }

    /// The frame rate asked for (refused above `maximum`), else the scene's, at most `maximum`.
    private func frameRate(_ settings: RenderSettings, scene: Scene, maximum: Int) throws -> Int {
        if let fps = settings.fps, fps > maximum {
            throw RenderSettingsError.target(rawValue, "plays at \(maximum) fps at most; \(fps) fps was asked for")
        }
        return settings.fps ?? min(scene.fps, maximum)
    }

    /// What the target set, for the render's notes: "886×1920, 30 fps, H.264 High level 4 at a
    /// constant 11 Mb/s, AAC 256 kb/s, 500 MB at most", "800×450, 30 fps, 10 MB at most".
    func summary(of encoding: EncodingOptions, settings: ResolvedRenderSettings) -> String {
        let size = encoding.encodedSize ?? PixelSize(width: settings.pixelWidth, height: settings.pixelHeight)
        switch self {
        case .appStorePreview:
            let rate = encoding.constantBitRate.map { " at a constant \($0 / 1_000_000) Mb/s" } ?? ""
            return "\(size), \(settings.fps) fps, H.264 High level \(encoding.h264Level ?? "auto")\(rate), "
                + "AAC \((encoding.audioBitRate ?? 0) / 1000) kb/s, \(AppPreviewSpecification.maximumBytes / 1_000_000) MB at most"
        case .readmeGIF: return "\(size), \(settings.fps) fps, \(ReadmeGIFSpecification.maximumBytes / 1_000_000) MB at most"
        case .socialSquare, .socialVertical: return "\(size), \(settings.fps) fps, H.264 High in MP4"
        }
    }
}
