import MediaEncoding

/// How frames are compressed: the encoder's own knobs, and nothing the render decides (frame
/// rate, transparency and background come from `RenderSettings` and the scene).
public struct EncoderSettings: Equatable, Sendable {
    /// The video codec, where the container holds more than one (`.hevc` in MP4); nil for the
    /// container's default (H.264 in MP4).
    public var codec: VideoCodec?
    /// Constant rate factor; nil takes the codec's customary default (x264 23, x265 28, VP9 32).
    public var crf: Int?
    /// Speed/size trade-off in x264's vocabulary (`ultrafast` … `medium` … `placebo`).
    public var preset: String
    /// x264/x265 `tune` (default `animation`); nil for none.
    public var tune: String?
    /// GIF palette and dithering.
    public var gif: GIFOptions
    /// How often GIF, APNG and WebP animations play.
    public var loop: LoopMode
    /// Animated WebP quality 0...100 (lossy) or effort (lossless).
    public var webpQuality: Int
    /// Animated WebP lossless mode.
    public var webpLossless: Bool
    /// The integrated loudness (EBU R128, LUFS) the soundtrack is normalised to; nil keeps the mix's level.
    public var loudness: Double? = AudioTrack.defaultLoudness

    public init(codec: VideoCodec? = nil, crf: Int? = nil, preset: String = "medium", tune: String? = "animation",
                gif: GIFOptions = GIFOptions(), loop: LoopMode = .forever, webpQuality: Int = 80, webpLossless: Bool = false) {
        self.codec = codec; self.crf = crf; self.preset = preset; self.tune = tune; self.gif = gif; self.loop = loop
        self.webpQuality = webpQuality; self.webpLossless = webpLossless
    }

    /// The writer's options for frames at `fps` over `background` (nil or translucent: kept
    /// transparent where the format allows).
    func encodingOptions(fps: Int, background: Color?) -> EncodingOptions {
        var options = EncodingOptions(fps: fps, crf: crf, preset: preset, tune: tune,
                                      transparent: (background?.alpha ?? 0) < 1, gif: gif, loop: loop,
                                      webpQuality: webpQuality, webpLossless: webpLossless)
        options.loudness = loudness
        if let background, background.alpha > 0 {
            options.background = BackgroundColor(red: Self.channel(background.red), green: Self.channel(background.green),
                                                 blue: Self.channel(background.blue))
        }
        return options
    }

    private static func channel(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
}
