import CFFmpeg

/// How one `OutputFormat` is encoded by `VideoFileWriter` with given `EncodingOptions`: its
/// table entry's `VideoEncoding` with the pixel format and the encoder's and muxer's options chosen.
struct VideoEncoderSettings {
    /// The output format these settings encode.
    let format: OutputFormat
    /// How FFmpeg encodes the format.
    let encoding: VideoEncoding
    /// The encoder's pixel format.
    let pixelFormat: AVPixelFormat
    /// Un-premultiply and keep alpha (else composite onto the background).
    let keepsAlpha: Bool
    let codecOptions: [(key: String, value: String)]
    let muxerOptions: [(key: String, value: String)]

    /// FFmpeg's muxer.
    var containerFormat: String { format.descriptor.container }

    /// Throws for formats `VideoFileWriter` does not write (GIF, PNG sequences, stills).
    init(format: OutputFormat, options: EncodingOptions) throws {
        guard let encoding = format.descriptor.video else {
            throw MediaError.wrongWriter(format: format.name, reason: "is not written by the video file writer")
        }
        self.format = format
        self.encoding = encoding
        keepsAlpha = options.transparent && format.supportsAlpha
        pixelFormat = keepsAlpha ? encoding.pixelFormats.transparent : encoding.pixelFormats.opaque
        codecOptions = encoding.codecOptions(options, options.crf ?? format.descriptor.defaultCRF ?? 0, keepsAlpha)
        muxerOptions = encoding.muxerOptions(options)
    }

    /// Opens an encoder for frames of `width`×`height` pixels (already padded to the format's
    /// encoded size) at `fps`; `globalHeader` puts the parameter sets in extradata (MP4, MOV, WebM).
    func makeEncoder(width: Int, height: Int, fps: Int, globalHeader: Bool) throws -> VideoEncoder {
        let encoder = try VideoEncoder(codecName: encoding.encoder)
        let context = encoder.context
        context.pointee.width = Int32(width)
        context.pointee.height = Int32(height)
        context.pointee.pix_fmt = pixelFormat
        context.pointee.time_base = AVRational(num: 1, den: Int32(fps))
        context.pointee.framerate = AVRational(num: Int32(fps), den: 1)
        context.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        if encoding.tagsBT709 {
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
