/// Everything that differs between output formats, in one entry per format: the table
/// (`FormatDescriptor.all`) that every command, check and writer reads, so that a format is one
/// entry (plus its writer type, for a new kind of writer). Stills are in the same table, told
/// apart by their `writer`; `.png` is an animated PNG to `render`, a still to `still`, and a PNG
/// sequence in a name with `%d`.
public struct FormatDescriptor: Sendable {
    /// What writes a format's files.
    public enum Writer: Sendable, Equatable {
        /// `VideoFileWriter`: one libavcodec encoder into one libavformat container.
        case videoFile
        /// `GIFWriter`: a palette from the frames, then MediaEncoding's own GIF encoder.
        case gif
        /// `PNGSequenceWriter`: one PNG per frame, under a `%d` file name pattern.
        case pngSequence
        /// One frame as a PNG picture (CairoRendering's canvas).
        case rasterStill
        /// One frame as a vector page (CairoRendering's `VectorDocument`, named by `container`).
        case vectorStill
    }

    /// What a file name of the format asks for.
    public enum Kind: Sendable, Equatable {
        /// One file of all the frames (`render -o demo.mp4`).
        case animation
        /// One file per frame, named by a `%d` pattern (`render -o f-%04d.png`).
        case frameSequence
        /// One frame (`still`, `filmstrip`, `curves`).
        case still
    }

    /// A bound a format puts on a value, with the reason given when it is crossed.
    public struct Limit: Sendable {
        /// The bound.
        public let value: Int
        /// Why the format has it, for the message.
        public let reason: String
    }

    /// A short name for messages: "MP4", "HEVC", "GIF", "PNG sequence".
    public let name: String
    /// The file extensions (lower case) that select it among formats of its kind; the first is its own.
    public let extensions: [String]
    /// The file format written: FFmpeg's muxer name for video files ("mp4", "mov", "webm",
    /// "apng", "webp"), else the picture format ("gif", "png", "svg", "pdf").
    public let container: String
    /// The container's name for messages ("MP4", "MOV", "WebM"), shared by formats in one container.
    public let containerName: String
    /// The video codec `--codec` names; nil for image formats.
    public let codec: VideoCodec?
    /// What writes it.
    public let writer: Writer
    /// Whether it keeps transparency (GIF: one fully transparent palette entry).
    public let supportsAlpha: Bool
    /// Whether the codec subsamples chroma 4:2:0, so frames need even sizes (odd sizes are padded).
    public let needsEvenSize: Bool
    /// Whether a render can be split into chunks joined later without re-encoding: video
    /// containers and PNG sequences; GIF's palette, APNG and animated WebP are made from all the
    /// frames together.
    public let canBeChunked: Bool
    /// Whether the encoder cuts a render into closed segments (`EncoderSegments`): H.264 and HEVC.
    /// Not VP9 (WebM cannot hide a chunk's lead-in, so its chunks are encodes of their own), nor
    /// formats whose frames stand alone (ProRes, PNG) or that are made from all frames together.
    public let isEncodedInSegments: Bool
    /// The constant rate factors the encoder takes (`EncodingOptions.crf`); nil: it takes none.
    public let crfRange: ClosedRange<Int>?
    /// The constant rate factor used when `EncodingOptions.crf` is nil.
    public let defaultCRF: Int?
    /// The encoder's `tune` names (`EncodingOptions.tune`); nil: it has no tunes and ignores it.
    public let tunes: [String]?
    /// Whether the file says how often it plays (`EncodingOptions.loop`).
    public let loops: Bool
    /// How many times the writer takes the frames (GIF: twice, palette then pixels).
    public let passCount: Int
    /// The smallest frame side the encoder takes, in pixels; nil: `FrameBounds` only.
    public let minimumSide: Limit?
    /// The highest frame rate the format shows faithfully; nil: `FrameBounds` only.
    public let maximumFPS: Limit?
    /// How FFmpeg encodes it, for `.videoFile` formats.
    let video: VideoEncoding?

    /// What a file name of this format asks for, by its writer.
    public var kind: Kind {
        switch writer {
        case .videoFile, .gif: .animation
        case .pngSequence: .frameSequence
        case .rasterStill, .vectorStill: .still
        }
    }

    /// Whether the file can carry a soft subtitle track: MP4 and MOV (mov_text), WebM (WebVTT).
    public var carriesSubtitles: Bool { video?.subtitleEncoder != nil }
    /// Whether the file can carry an audio track: MP4 and MOV (AAC), WebM (Opus).
    public var carriesAudio: Bool { video?.audioEncoder != nil }

    init(name: String, extensions: [String], container: String, containerName: String? = nil, codec: VideoCodec? = nil,
         writer: Writer, supportsAlpha: Bool, needsEvenSize: Bool = false, canBeChunked: Bool = false,
         isEncodedInSegments: Bool = false, crfRange: ClosedRange<Int>? = nil, defaultCRF: Int? = nil, tunes: [String]? = nil,
         loops: Bool = false, passCount: Int = 1, minimumSide: Limit? = nil, maximumFPS: Limit? = nil, video: VideoEncoding? = nil) {
        self.name = name; self.extensions = extensions; self.container = container
        self.containerName = containerName ?? name; self.codec = codec; self.writer = writer
        self.supportsAlpha = supportsAlpha; self.needsEvenSize = needsEvenSize; self.canBeChunked = canBeChunked
        self.isEncodedInSegments = isEncodedInSegments; self.crfRange = crfRange; self.defaultCRF = defaultCRF
        self.tunes = tunes; self.loops = loops; self.passCount = passCount
        self.minimumSide = minimumSide; self.maximumFPS = maximumFPS; self.video = video
    }
}

extension FormatDescriptor: Equatable {
    /// Formats are one entry each, named uniquely (tested).
    public static func == (lhs: FormatDescriptor, rhs: FormatDescriptor) -> Bool { lhs.name == rhs.name }
}

extension FormatDescriptor {
    /// The container names of the formats `condition` picks, each once, in the table's order:
    /// what messages say can do something ("MP4, MOV and WebM").
    public static func containerNames(where condition: (FormatDescriptor) -> Bool) -> [String] {
        all.filter(condition).map(\.containerName).distinct
    }
}
