import CFFmpeg

extension FormatDescriptor {
    /// Every format, one entry each. The order is the order of lists shown to users, and for an
    /// extension several formats share (`.mp4`: H.264, HEVC), the first is the default.
    public static let all: [FormatDescriptor] = [mp4, hevc, prores, webm, gif, apng, webp, pngSequence, png, svg, pdf]

    /// H.264 (libx264, High profile, yuv420p, BT.709) in MP4.
    static let mp4 = FormatDescriptor(
        name: "MP4", extensions: ["mp4", "m4v"], container: "mp4", codec: .h264, writer: .videoFile, supportsAlpha: false,
        needsEvenSize: true, canBeChunked: true, isEncodedInSegments: true, crfRange: 1...51, defaultCRF: 23,
        tunes: ["film", "animation", "grain", "stillimage", "psnr", "ssim", "fastdecode", "zerolatency"],
        video: VideoEncoding(
            encoder: "libx264", pixelFormats: (AV_PIX_FMT_YUV420P, AV_PIX_FMT_YUV420P), subtitleEncoder: "mov_text", audioEncoder: "aac",
            codecOptions: { options, crf, _ in
                // stitchable: x264 may tune its parameter sets to the content; every segment's (and
                // chunk's) must be the first one's, as they share one stream. cpu-independent: without
                // it x264 picks its macroblock-tree arithmetic by CPU, and the bytes depend on the CPU
                // and even on the heap's contents (a 390-pixel-wide encode changed with
                // MALLOC_PERTURB_); with it, every machine writes the same bytes, at the same speed.
                // nal-hrd=cbr: x264 signals the buffer model and fills to the constant rate.
                return [("profile", "high"), ("preset", options.preset)] + rateControl(options, crf: crf)
                    + (options.h264Level.map { [("level", $0)] } ?? [])
                    + [("threads", "\(VideoEncoderSettings.encoderThreadCount)")] + tune(options)
                    + [("x264-params", "stitchable=1:cpu-independent=1" + (options.constantBitRate == nil ? "" : ":nal-hrd=cbr"))]
            },
            muxerOptions: { movflags("+faststart", $0) }))

    /// HEVC (libx265, yuv420p, BT.709) in MP4, tagged `hvc1` so Apple players accept it. Frames of at
    /// least 64×64: libx265 3.5 (Debian 12) corrupts its heap when a frame fits inside one 64×64
    /// coding tree unit (valgrind shows invalid writes at 16×16, 34×18, 48×32; none at 64×16, 56×64
    /// or larger).
    static let hevc = FormatDescriptor(
        name: "HEVC", extensions: ["mp4", "m4v"], container: "mp4", containerName: "MP4", codec: .hevc, writer: .videoFile,
        supportsAlpha: false, needsEvenSize: true, canBeChunked: true, isEncodedInSegments: true, crfRange: 0...51, defaultCRF: 28,
        tunes: ["animation", "grain", "psnr", "ssim", "fastdecode", "zerolatency"],
        minimumSide: Limit(value: 64, reason: "libx265 3.5 writes out of bounds on smaller frames"),
        video: VideoEncoding(
            encoder: "libx265", pixelFormats: (AV_PIX_FMT_YUV420P, AV_PIX_FMT_YUV420P), codecTag: "hvc1",
            reorderDelayForDecodeTimestamps: 2, subtitleEncoder: "mov_text", audioEncoder: "aac",
            codecOptions: { options, crf, _ in
                let threads = VideoEncoderSettings.encoderThreadCount
                // One frame at a time: with several in flight x265's rate control reads whichever
                // earlier frames happen to be done, so the bytes depended on timing (1 run in 16
                // differed under load). Its pool still splits each frame's rows (WPP) and the lookahead.
                return [("preset", options.preset), ("crf", "\(crf)")]
                    + [("x265-params", "log-level=error:pools=\(threads):frame-threads=1")] + tune(options)
            },
            muxerOptions: { movflags("+faststart", $0) }))

    /// Apple ProRes 4444 (prores_ks, 10-bit 4:4:4, with a 16-bit alpha plane when transparent) in MOV.
    static let prores = FormatDescriptor(
        name: "ProRes MOV", extensions: ["mov"], container: "mov", containerName: "MOV", codec: .prores, writer: .videoFile,
        supportsAlpha: true, canBeChunked: true,
        video: VideoEncoding(
            encoder: "prores_ks", pixelFormats: (AV_PIX_FMT_YUV444P10LE, AV_PIX_FMT_YUVA444P10LE), codecTag: "ap4h",
            subtitleEncoder: "mov_text", audioEncoder: "aac",
            codecOptions: { _, _, keepsAlpha in [("profile", "4444"), ("vendor", "apl0"), ("alpha_bits", keepsAlpha ? "16" : "0")] },
            muxerOptions: { movflags("", $0) }))

    /// VP9 (libvpx) in WebM; yuva420p with an alpha channel when the output is transparent.
    static let webm = FormatDescriptor(
        name: "WebM", extensions: ["webm"], container: "webm", codec: .vp9, writer: .videoFile, supportsAlpha: true,
        needsEvenSize: true, canBeChunked: true, crfRange: 0...63, defaultCRF: 32,
        video: VideoEncoding(
            encoder: "libvpx-vp9", pixelFormats: (AV_PIX_FMT_YUV420P, AV_PIX_FMT_YUVA420P), subtitleEncoder: "webvtt",
            audioEncoder: "libopus",
            codecOptions: { options, crf, _ in
                [("crf", "\(crf)"), ("b", "0"), ("deadline", "good"),
                 ("cpu-used", "\(VideoEncoderSettings.vp9CPUUsed(preset: options.preset))"), ("row-mt", "1")]
            }))

    /// Animated GIF with a palette computed from the frames.
    static let gif = FormatDescriptor(
        name: "GIF", extensions: ["gif"], container: "gif", writer: .gif, supportsAlpha: true, loops: true, passCount: 2,
        maximumFPS: Limit(value: 50, reason: "GIF delays are whole centiseconds and browsers show delays under 2 cs as 10 cs"))

    /// Animated PNG (8-bit RGBA); `.png` too, when the name has no `%d`.
    static let apng = FormatDescriptor(
        name: "APNG", extensions: ["apng", "png"], container: "apng", writer: .videoFile, supportsAlpha: true, loops: true,
        video: VideoEncoding(
            encoder: "apng", pixelFormats: (AV_PIX_FMT_RGBA, AV_PIX_FMT_RGBA), tagsBT709: false,
            codecOptions: { _, _, _ in [("pred", "mixed")] },
            muxerOptions: { [("plays", "\($0.loop.totalPlays)")] }))

    /// Animated WebP (libwebp).
    static let webp = FormatDescriptor(
        name: "WebP", extensions: ["webp"], container: "webp", writer: .videoFile, supportsAlpha: true, loops: true,
        video: VideoEncoding(
            encoder: "libwebp_anim", pixelFormats: (AV_PIX_FMT_BGRA, AV_PIX_FMT_BGRA), tagsBT709: false,
            codecOptions: { options, _, _ in [("quality", "\(options.webpQuality)"), ("lossless", options.webpLossless ? "1" : "0")] },
            muxerOptions: { [("loop", "\($0.loop.totalPlays)")] }))

    /// One RGBA PNG per frame, named by a `%d` pattern.
    static let pngSequence = FormatDescriptor(
        name: "PNG sequence", extensions: ["png"], container: "png", writer: .pngSequence, supportsAlpha: true, canBeChunked: true)

    /// One frame as a PNG picture, at the render's pixel density.
    static let png = FormatDescriptor(name: "PNG", extensions: ["png"], container: "png", writer: .rasterStill, supportsAlpha: true)

    /// One frame as an SVG page, in points.
    static let svg = FormatDescriptor(name: "SVG", extensions: ["svg"], container: "svg", writer: .vectorStill, supportsAlpha: true)

    /// One frame as a PDF page, in points.
    static let pdf = FormatDescriptor(name: "PDF", extensions: ["pdf"], container: "pdf", writer: .vectorStill, supportsAlpha: true)

    /// The formats of `kind` that `fileExtension` (any case) selects, the default first.
    public static func formats(_ kind: Kind, forExtension fileExtension: String) -> [FormatDescriptor] {
        all.filter { $0.kind == kind && $0.extensions.contains(fileExtension.lowercased()) }
    }

    /// The extensions of formats of `kind`, each once, in the table's order.
    public static func extensions(of kind: Kind) -> [String] {
        all.filter { $0.kind == kind }.flatMap(\.extensions).distinct
    }

    /// x264/x265's `tune` option, when one is set.
    /// x264's rate control: the options' constant bit rate (a second's buffer), or constant quality at `crf`.
    private static func rateControl(_ options: EncodingOptions, crf: Int) -> [(key: String, value: String)] {
        guard let rate = options.constantBitRate else { return [("crf", "\(crf)")] }
        return ["b", "minrate", "maxrate", "bufsize"].map { ($0, "\(rate)") }
    }

    private static func tune(_ options: EncodingOptions) -> [(key: String, value: String)] {
        options.tune.map { [("tune", $0)] } ?? []
    }

    /// MP4/MOV's `movflags`: `flags`, and for a chunk `+use_metadata_tags`, since these muxers keep
    /// only the tags they know unless told to keep all (Matroska keeps any).
    private static func movflags(_ flags: String, _ options: EncodingOptions) -> [(key: String, value: String)] {
        let all = flags + (options.chunk == nil ? "" : "+use_metadata_tags")
        return all.isEmpty ? [] : [("movflags", all)]
    }
}
