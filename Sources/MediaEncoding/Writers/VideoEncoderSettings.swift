import CFFmpeg

/// How one `OutputFormat` is encoded by `VideoFileWriter`: container, codec, pixel format and options.
struct VideoEncoderSettings {
    var containerFormat: String
    var codecName: String
    var pixelFormat: AVPixelFormat
    /// Un-premultiply and keep alpha (else composite onto the background).
    var keepsAlpha: Bool
    /// The output format these settings encode.
    let format: OutputFormat
    /// Tag the stream BT.709 primaries/transfer/matrix, limited range (YUV outputs).
    var tagsBT709: Bool
    var codecOptions: [(key: String, value: String)]
    var muxerOptions: [(key: String, value: String)]
    /// Four-character code overriding the muxer's default (`hvc1`, `ap4h`).
    var codecTag: String?
    /// When set, decode timestamps are `packet index − this delay` instead of the encoder's.
    /// libx265 3.5 derives its DTS from the pts of frames it has not seen yet when a video has no
    /// more frames than its B-frame delay, i.e. from uninitialised memory, and the mp4 muxer then
    /// rejects the packet ("pts/dts pair unsupported") depending on heap contents. x265 holds a
    /// frame back at most 2 frames (B-pyramid has one level), so 2 is always valid for it.
    var reorderDelayForDecodeTimestamps: Int64?
    /// The text subtitle encoder of the container: `mov_text` (MP4, MOV), `webvtt` (WebM); nil
    /// when the container carries no subtitles.
    var subtitleCodecName: String? {
        switch containerFormat {
        case "mp4", "mov": "mov_text"
        case "webm": "webvtt"
        default: nil
        }
    }

    /// The audio encoder of the container: FFmpeg's `aac` (MP4, MOV), `libopus` (WebM); nil when
    /// the container carries no audio.
    var audioCodecName: String? {
        switch containerFormat {
        case "mp4", "mov": "aac"
        case "webm": "libopus"
        default: nil
        }
    }

    /// Throws for GIF and PNG sequences, which have their own writers.
    init(format: OutputFormat, options: EncodingOptions) throws {
        let alpha = options.transparent && format.supportsAlpha
        keepsAlpha = alpha
        self.format = format
        tagsBT709 = false
        codecOptions = []
        muxerOptions = []
        codecTag = nil
        reorderDelayForDecodeTimestamps = nil
        switch format {
        case .mp4:
            containerFormat = "mp4"; codecName = "libx264"; pixelFormat = AV_PIX_FMT_YUV420P
            tagsBT709 = true
            codecOptions = [("profile", "high"), ("preset", options.preset), ("crf", "\(options.crf ?? 23)"),
                            ("threads", "\(Self.encoderThreadCount)")]
            if let tune = options.tune { codecOptions.append(("tune", tune)) }
            muxerOptions = [("movflags", "+faststart")]
        case .hevc:
            containerFormat = "mp4"; codecName = "libx265"; pixelFormat = AV_PIX_FMT_YUV420P
            tagsBT709 = true; codecTag = "hvc1"; reorderDelayForDecodeTimestamps = 2
            codecOptions = [("preset", options.preset), ("crf", "\(options.crf ?? 28)"),
                            ("x265-params", "log-level=error:pools=\(Self.encoderThreadCount):frame-threads=\(Self.encoderThreadCount)")]
            if let tune = options.tune { codecOptions.append(("tune", tune)) }
            muxerOptions = [("movflags", "+faststart")]
        case .webm:
            containerFormat = "webm"; codecName = "libvpx-vp9"
            pixelFormat = alpha ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P
            tagsBT709 = true
            codecOptions = [("crf", "\(options.crf ?? 32)"), ("b", "0"), ("deadline", "good"),
                            ("cpu-used", "\(Self.vp9CPUUsed(preset: options.preset))"), ("row-mt", "1")]
        case .prores:
            containerFormat = "mov"; codecName = "prores_ks"
            pixelFormat = alpha ? AV_PIX_FMT_YUVA444P10LE : AV_PIX_FMT_YUV444P10LE
            tagsBT709 = true; codecTag = "ap4h"
            codecOptions = [("profile", "4444"), ("vendor", "apl0"), ("alpha_bits", alpha ? "16" : "0")]
        case .apng:
            containerFormat = "apng"; codecName = "apng"; pixelFormat = AV_PIX_FMT_RGBA
            codecOptions = [("pred", "mixed")]
            muxerOptions = [("plays", "\(options.loop.totalPlays)")]
        case .webp:
            containerFormat = "webp"; codecName = "libwebp_anim"; pixelFormat = AV_PIX_FMT_BGRA
            codecOptions = [("quality", "\(options.webpQuality)"), ("lossless", options.webpLossless ? "1" : "0")]
            muxerOptions = [("loop", "\(options.loop.totalPlays)")]
        case .gif, .pngSequence:
            throw MediaError.invalidOption("\(format) is not written by the video file writer")
        }
        if format == .mp4 {
            // stitchable: x264 may tune its parameter sets to the content; every segment's (and
            // chunk's) must be the first one's, as they share one stream. cpu-independent: without
            // it x264 picks its macroblock-tree arithmetic by CPU, and the bytes depend on the CPU
            // and even on the heap's contents (measured: a 390-pixel-wide encode changed with
            // MALLOC_PERTURB_); with it, every machine writes the same bytes, at the same speed.
            codecOptions.append(("x264-params", "stitchable=1:cpu-independent=1"))
        }
        if options.chunk != nil, containerFormat == "mp4" || containerFormat == "mov" {
            // MP4/MOV keep only the tags they know unless told to keep all (Matroska keeps any).
            let flags = muxerOptions.first { $0.key == "movflags" }?.value ?? ""
            muxerOptions.removeAll { $0.key == "movflags" }
            muxerOptions.append(("movflags", flags + "+use_metadata_tags"))
        }
    }

    /// Opens an encoder for frames of `width`×`height` pixels (already padded to the format's
    /// encoded size) at `fps`; `globalHeader` puts the parameter sets in extradata (MP4, MOV, WebM).
    func makeEncoder(width: Int, height: Int, fps: Int, globalHeader: Bool) throws -> VideoEncoder {
        let encoder = try VideoEncoder(codecName: codecName)
        let context = encoder.context
        context.pointee.width = Int32(width)
        context.pointee.height = Int32(height)
        context.pointee.pix_fmt = pixelFormat
        context.pointee.time_base = AVRational(num: 1, den: Int32(fps))
        context.pointee.framerate = AVRational(num: Int32(fps), den: 1)
        context.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        if tagsBT709 {
            context.pointee.color_primaries = AVCOL_PRI_BT709
            context.pointee.color_trc = AVCOL_TRC_BT709
            context.pointee.colorspace = AVCOL_SPC_BT709
            context.pointee.color_range = AVCOL_RANGE_MPEG
        }
        if globalHeader { context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
        try encoder.open(options: codecOptions)
        return encoder
    }

    /// Threads of x264 and x265, the same on every machine. Both split frames among their threads
    /// by the thread count, so the count picked from the machine's cores (their default) makes the
    /// bytes depend on the machine; a fixed count keeps them reproducible. VP9, ProRes, APNG and
    /// WebP give the same bytes whatever their threading. Three is x264's own choice for two cores
    /// (1.5 per core): on them it matches the ffmpeg CLI's speed and memory (docs/PERFORMANCE.md),
    /// and with more cores the rasterizer uses them.
    static let encoderThreadCount = 3

    /// libvpx `cpu-used` (0 slowest … 5 fastest in "good" mode) for an x264 preset name.
    static func vp9CPUUsed(preset: String) -> Int {
        switch preset {
        case "placebo", "veryslow": return 0
        case "slower": return 1
        case "slow": return 2
        case "medium": return 3
        case "fast": return 4
        default: return 5
        }
    }
}
