/// Encoder settings shared by all formats; each writer uses the fields that apply to it. A render
/// (Zoetrope's `RenderSettings.encoding`) takes the encoder's own knobs from here and sets the
/// frame rate, transparency, background, chunk and tracks itself.
public struct EncodingOptions: Equatable, Sendable {
    /// Frames per second, within `FrameBounds.framesPerSecond` (GIF: at most 50, since browsers
    /// stretch delays under 2 centiseconds). A render sets it from its settings.
    public var fps: Int
    /// Constant rate factor, within the format's `FormatDescriptor.crfRange` (x264 1...51: 0 would
    /// be lossless, which High profile cannot carry; x265 0...51; VP9 0...63); `nil` takes its
    /// `defaultCRF` (x264 23, x265 28, VP9 32). Lower is better quality and bigger files.
    public var crf: Int?
    /// Speed/size trade-off in x264's vocabulary (`ultrafast` … `medium` … `placebo`). x265 takes
    /// the same names; VP9 maps them onto `cpu-used`; ProRes, GIF, PNG and WebP ignore it.
    public var preset: String
    /// x264/x265 `tune`, one of the format's `FormatDescriptor.tunes` (default `animation`: flat
    /// colours, sharp edges); `nil` for none.
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
    /// The soundtrack's bit rate in bits per second, within `audioBitRates`; nil: 160 kb/s AAC,
    /// 128 kb/s Opus.
    public var audioBitRate: Int?
    /// The H.264 level the stream is marked with and x264 keeps to (one of `h264Levels`: "4" is
    /// level 4.0); nil lets x264 pick the lowest that fits. Other codecs ignore it.
    public var h264Level: String?
    /// A constant H.264 bit rate in bits per second instead of `crf`: x264's CBR, its buffer one
    /// second's worth, filler data where the pictures need fewer bits, so every second of the
    /// stream carries the rate (as delivery specifications that state one ask). Other codecs
    /// ignore it; nil: constant quality.
    public var constantBitRate: Int?
    /// The size the video's pictures must have, at least the frames' and even for 4:2:0 formats:
    /// frames are padded to it repeating their last column and row (or centred, `letterboxes`). nil: the frames' size (odd
    /// sizes of 4:2:0 formats one pixel larger).
    public var encodedSize: PixelSize?
    /// Frames smaller than `encodedSize` are centred on the background colour (letterboxed or
    /// pillarboxed, as social video is) instead of padded by repeating their edges.
    public var letterboxes = false

    public init(fps: Int = 30, crf: Int? = nil, preset: String = "medium", tune: String? = "animation",
                transparent: Bool = false, background: BackgroundColor = .black, gif: GIFOptions = GIFOptions(),
                loop: LoopMode = .forever, webpQuality: Int = 80, webpLossless: Bool = false) {
        self.fps = fps; self.crf = crf; self.preset = preset; self.tune = tune
        self.transparent = transparent; self.background = background; self.gif = gif
        self.loop = loop; self.webpQuality = webpQuality; self.webpLossless = webpLossless
    }

    /// The audio bit rates a track may be encoded at: 32–320 kb/s.
    public static let audioBitRates = 32_000...320_000

    /// The levels x264 knows, lowest first (ITU-T H.264 Table A-1).
    public static let h264Levels = ["1", "1b", "1.1", "1.2", "1.3", "2", "2.1", "2.2", "3", "3.1", "3.2",
                                    "4", "4.1", "4.2", "5", "5.1", "5.2", "6", "6.1", "6.2"]

    /// The size `format`'s pictures have for frames of `width`×`height` (`encodedSize`, or the format's own rule).
    public func encodedSize(for format: OutputFormat, width: Int, height: Int) -> (width: Int, height: Int) {
        encodedSize.map { ($0.width, $0.height) } ?? format.encodedSize(width: width, height: height)
    }

    /// x264's preset names, fastest first; x265 accepts the same list.
    public static let presets = ["ultrafast", "superfast", "veryfast", "faster", "fast",
                                 "medium", "slow", "slower", "veryslow", "placebo"]

    /// The closed segments `format`'s encoder cuts the frames into; nil when it encodes them in one run.
    public func encoderSegments(for format: OutputFormat) -> EncoderSegments? {
        format.isEncodedInSegments ? EncoderSegments(length: segmentLength) : nil
    }

    /// Throws a usage `MediaError` for settings no writer of `format` can honour (the
    /// writers check this too; a render plan checks it before anything is drawn).
    public func validate(for format: OutputFormat, width: Int, height: Int) throws {
        if let problem = FrameBounds.problem(width: Double(width), height: Double(height)) {
            throw MediaError.beyondFrameBounds(problem)
        }
        let descriptor = format.descriptor
        if let least = descriptor.minimumSide, min(width, height) < least.value {
            throw MediaError.beyondFormatLimit(format: format.name, problem: "needs frames of at least \(least.value)×\(least.value) pixels "
                + "(\(least.reason)); got \(width)×\(height)")
        }
        if let problem = FrameBounds.problem(fps: fps) { throw MediaError.beyondFrameBounds(problem) }
        if let most = descriptor.maximumFPS, fps > most.value {
            throw MediaError.beyondFormatLimit(format: format.name, problem: "fps \(fps) is above \(most.value): \(most.reason); "
                + "render at \(most.value) fps or less")
        }
        guard Self.presets.contains(preset) else {
            throw MediaError.notOneOf(setting: "preset", value: preset, choices: Self.presets)
        }
        if let crf, let range = descriptor.crfRange, !range.contains(crf) {
            throw MediaError.outOfRange(setting: "\(format.name) crf", value: "\(crf)", allowed: "\(range.lowerBound)...\(range.upperBound)")
        }
        if let tune, let tunes = descriptor.tunes, !tunes.contains(tune) {
            throw MediaError.notOneOf(setting: "tune", value: tune, choices: tunes)
        }
        guard (0...100).contains(webpQuality) else {
            throw MediaError.outOfRange(setting: "WebP quality", value: "\(webpQuality)", allowed: "0...100")
        }
        try gif.validate()
        try loop.validate()
        guard segmentLength >= 1 else { throw MediaError.invalidSegmentLength(segmentLength) }
        if let chunk, chunk.segments != encoderSegments(for: format) {
            throw MediaError.chunkSegmentsDiffer(chunk: "\(chunk.chunk)", placed: chunk.segments?.length ?? 0, format: format.name,
                                                 encoded: encoderSegments(for: format)?.length ?? 0)
        }
        if !subtitles.isEmpty, !format.carriesSubtitles {
            throw MediaError.cannotCarry(format: format.name, track: "a subtitle track",
                                         carriers: FormatDescriptor.containerNames(where: \.carriesSubtitles))
        }
        if let loudness, !(AudioTrack.loudnessRange).contains(loudness) {
            throw AudioTrack.loudnessOutOfRange(loudness)
        }
        if let audio {
            guard format.carriesAudio else {
                throw MediaError.cannotCarry(format: format.name, track: "an audio track",
                                             carriers: FormatDescriptor.containerNames(where: \.carriesAudio))
            }
            try audio.validate()
        }
        try validateDelivery(for: format, width: width, height: height)
        if let invalid = subtitles.first(where: { $0.startMilliseconds < 0 || $0.endMilliseconds <= $0.startMilliseconds }) {
            throw MediaError.invalidSubtitleTiming(text: invalid.text, startMilliseconds: invalid.startMilliseconds,
                                                   endMilliseconds: invalid.endMilliseconds)
        }
        if let chunk, !format.canBeChunked {
            throw MediaError.cannotBeChunked(format: format.name, chunk: "\(chunk.chunk)", chunkable: Self.chunkableFormats)
        }
    }

    /// The formats chunks can be rendered in, for messages: ".mp4, .mov, .webm or a PNG sequence".
    private static var chunkableFormats: String {
        let names = FormatDescriptor.all.filter(\.canBeChunked).map { $0.kind == .animation ? "." + $0.extensions[0] : "a \($0.name)" }
        return EnglishList.joined(names.distinct, "or")
    }
}
