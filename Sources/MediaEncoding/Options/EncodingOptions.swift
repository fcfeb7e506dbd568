/// Encoder settings shared by all formats; each writer uses the fields that apply to it. A render
/// (Zoetrope's `RenderSettings.encoding`) takes the encoder's own knobs from here and sets the
/// frame rate, transparency, background, chunk and tracks itself.
public struct EncodingOptions: Equatable, Sendable {
    /// Frames per second, within `FrameBounds.framesPerSecond` (GIF: at most 50, since browsers
    /// stretch delays under 2 centiseconds). A render sets it from its settings.
    public var fps: Int
    /// Constant rate factor; `nil` takes the codec's customary default (x264 23, x265 28, VP9 32).
    /// Ranges: x264 1...51 (0 would be lossless, which High profile cannot carry), x265 0...51,
    /// VP9 0...63. Lower is better quality and bigger files.
    public var crf: Int?
    /// Speed/size trade-off in x264's vocabulary (`ultrafast` … `medium` … `placebo`). x265 takes
    /// the same names; VP9 maps them onto `cpu-used`; ProRes, GIF, PNG and WebP ignore it.
    public var preset: String
    /// x264/x265 `tune` (default `animation`: flat colours, sharp edges); `nil` for none.
    public var tune: String?
    /// Keep the alpha channel in formats that support it; otherwise frames are composited onto `background`.
    /// GIF transparency is binary: pixels with alpha below 128 become transparent, the rest opaque.
    /// A render sets it from its background.
    public var transparent: Bool
    /// The colour under translucent pixels when the output is opaque. A render sets it from its background.
    public var background: BackgroundColor
    /// GIF palette and dithering.
    public var gif: GIFOptions
    /// How often GIF, APNG and WebP animations play.
    public var loop: LoopMode
    /// Animated WebP quality 0...100 (lossy) or effort (lossless).
    public var webpQuality: Int
    /// Animated WebP lossless mode.
    public var webpLossless: Bool
    /// When set, the frames appended are this chunk of a longer render: video files record the
    /// chunk for `ChunkJoiner` (and play alone from 0); PNG sequence files are numbered by the
    /// frames' place in the whole render. Video formats and PNG sequences only. A render sets it
    /// from its chunk.
    public var chunk: ChunkPlacement?
    /// Frames per closed segment of formats encoded in segments (`EncoderSegments`, H.264 and HEVC).
    public var segmentLength = EncoderSegments.standard.length
    /// Cues of a soft subtitle track (mov_text in MP4 and MOV, WebVTT in WebM); none: no track.
    /// A chunk keeps them as metadata, and `ChunkJoiner` writes the track of the joined file.
    /// A render sets them from its scene's captions.
    public var subtitles: [SubtitleCue] = []
    /// The soundtrack (AAC in MP4 and MOV, Opus in WebM); nil: no audio stream. Every chunk mixes
    /// and encodes the whole track and keeps its share of the packets, which `ChunkJoiner` copies.
    /// A render sets it from its scene's sounds.
    public var audio: AudioTrack?
    /// The integrated loudness (EBU R128, LUFS) a render's soundtrack is normalised to; nil keeps
    /// the mix's level. Part of the options so chunks of renders normalised differently are never joined.
    public var loudness: Double? = AudioTrack.defaultLoudness

    public init(fps: Int = 30, crf: Int? = nil, preset: String = "medium", tune: String? = "animation",
                transparent: Bool = false, background: BackgroundColor = .black, gif: GIFOptions = GIFOptions(),
                loop: LoopMode = .forever, webpQuality: Int = 80, webpLossless: Bool = false) {
        self.fps = fps; self.crf = crf; self.preset = preset; self.tune = tune
        self.transparent = transparent; self.background = background; self.gif = gif
        self.loop = loop; self.webpQuality = webpQuality; self.webpLossless = webpLossless
    }

    /// x264's preset names, fastest first; x265 accepts the same list.
    public static let presets = ["ultrafast", "superfast", "veryfast", "faster", "fast",
                                 "medium", "slow", "slower", "veryslow", "placebo"]

    /// Smallest HEVC frame edge. libx265 3.5 (Debian 12) corrupts its heap when a frame fits inside
    /// one 64×64 coding tree unit (valgrind shows invalid writes at 16×16, 34×18, 48×32; none at 64×16,
    /// 56×64 or larger); requiring 64 on both sides stays clear of it.
    public static let minimumHEVCDimension = 64

    /// The closed segments `format`'s encoder cuts the frames into; nil when it encodes them in one run.
    public func encoderSegments(for format: OutputFormat) -> EncoderSegments? {
        format.isEncodedInSegments ? EncoderSegments(length: segmentLength) : nil
    }

    /// Throws `MediaError.invalidOption` for settings no writer of `format` can honour (the
    /// writers check this too; a render plan checks it before anything is drawn).
    public func validate(for format: OutputFormat, width: Int, height: Int) throws {
        if let problem = FrameBounds.problem(width: Double(width), height: Double(height)) {
            throw MediaError.invalidOption(problem)
        }
        if format == .hevc, width < Self.minimumHEVCDimension || height < Self.minimumHEVCDimension {
            throw MediaError.invalidOption("HEVC needs frames of at least \(Self.minimumHEVCDimension)×\(Self.minimumHEVCDimension) pixels "
                + "(libx265 3.5 writes out of bounds on smaller frames); got \(width)×\(height)")
        }
        if let problem = FrameBounds.problem(fps: fps) { throw MediaError.invalidOption(problem) }
        if format == .gif, fps > 50 {
            throw MediaError.invalidOption("GIF fps \(fps) is above 50: GIF delays are whole centiseconds and "
                + "browsers show delays under 2 cs as 10 cs; render at 50 fps or less")
        }
        guard Self.presets.contains(preset) else {
            throw MediaError.invalidOption("preset '\(preset)' is not one of \(Self.presets.joined(separator: ", "))")
        }
        if let crf, let range = Self.crfRange(for: format), !range.contains(crf) {
            throw MediaError.invalidOption("crf \(crf) is outside \(range.lowerBound)...\(range.upperBound) for this format")
        }
        if let tune, let tunes = Self.tunes(for: format), !tunes.contains(tune) {
            throw MediaError.invalidOption("tune '\(tune)' is not one of \(tunes.joined(separator: ", "))")
        }
        guard (0...100).contains(webpQuality) else {
            throw MediaError.invalidOption("WebP quality \(webpQuality) is outside 0...100")
        }
        try gif.validate()
        try loop.validate()
        guard segmentLength >= 1 else { throw MediaError.invalidOption("segment length \(segmentLength) is not a positive number of frames") }
        if let chunk, chunk.segments != encoderSegments(for: format) {
            throw MediaError.invalidOption("chunk \(chunk.chunk) was placed for segments of \(chunk.segments?.length ?? 0) frames, "
                + "but \(format.name) is encoded in \(encoderSegments(for: format)?.length ?? 0)")
        }
        if !subtitles.isEmpty, !format.carriesSubtitles {
            throw MediaError.invalidOption("\(format.name) cannot carry a subtitle track; MP4, MOV and WebM can")
        }
        if let loudness, !(AudioTrack.loudnessRange).contains(loudness) {
            throw MediaError.invalidOption("loudness \(loudness) LUFS is outside \(Int(AudioTrack.loudnessRange.lowerBound))..."
                + "\(Int(AudioTrack.loudnessRange.upperBound))")
        }
        if let audio {
            guard format.carriesAudio else {
                throw MediaError.invalidOption("\(format.name) cannot carry an audio track; MP4, MOV and WebM can")
            }
            try audio.validate()
        }
        if let invalid = subtitles.first(where: { $0.startMilliseconds < 0 || $0.endMilliseconds <= $0.startMilliseconds }) {
            throw MediaError.invalidOption("subtitle \"\(invalid.text)\" must end after it starts, at 0 ms or later "
                + "(\(invalid.startMilliseconds)...\(invalid.endMilliseconds) ms)")
        }
        if let chunk, !format.canBeChunked {
            throw MediaError.invalidOption("\(format.name) cannot be rendered in chunks (chunk \(chunk.chunk)): \(format.name) is one file "
                + "chosen from all its frames; render chunks as .mp4, .mov, .webm or a PNG sequence, or render this format in one process")
        }
    }

    static func crfRange(for format: OutputFormat) -> ClosedRange<Int>? {
        switch format {
        case .mp4: return 1...51
        case .hevc: return 0...51
        case .webm: return 0...63
        default: return nil
        }
    }

    static func tunes(for format: OutputFormat) -> [String]? {
        switch format {
        case .mp4: return ["film", "animation", "grain", "stillimage", "psnr", "ssim", "fastdecode", "zerolatency"]
        case .hevc: return ["animation", "grain", "psnr", "ssim", "fastdecode", "zerolatency"]
        default: return nil
        }
    }
}
