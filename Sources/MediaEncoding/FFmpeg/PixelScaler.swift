import CFFmpeg

/// Owns a `SwsContext` converting packed 8-bit BGRA (full range) into the encoder's pixel format,
/// at the same size, with the BT.709 matrix and limited ("tv") range for YUV outputs.
final class PixelScaler {
    private let context: OpaquePointer

    init(width: Int, height: Int, destination: AVPixelFormat) throws {
        // Area (box) filtering: each 4:2:0 chroma sample is the mean of its own 2×2 pixels, so a
        // sharp colour edge on even coordinates stays sharp (bicubic smears saturated edges by two
        // pixels each side, costing ~15 dB on a colour chart). Accurate rounding also rules out
        // the unscaled shortcut converters, some of which hard-code BT.601.
        let flags = SWS_AREA | SWS_ACCURATE_RND | SWS_BITEXACT
        guard let context = sws_getContext(Int32(width), Int32(height), AV_PIX_FMT_BGRA,
                                           Int32(width), Int32(height), destination,
                                           flags, nil, nil, nil) else {
            throw MediaError.ffmpeg(call: "sws_getContext", code: zoe_averror(EINVAL),
                                    message: "no conversion from bgra to \(PixelScaler.name(of: destination))")
        }
        self.context = context
        let bt709 = sws_getCoefficients(SWS_CS_ITU709)
        // Source range 1 = full (RGB), destination range 0 = limited; brightness 0, contrast and
        // saturation 1.0 in 16.16 fixed point.
        try ffmpegCheck(sws_setColorspaceDetails(context, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16),
                        "sws_setColorspaceDetails")
    }

    func scale(_ source: MediaFrame, into destination: MediaFrame) throws {
        try ffmpegCheck(sws_scale_frame(context, destination.frame, source.frame), "sws_scale_frame")
    }

    static func name(of format: AVPixelFormat) -> String {
        av_get_pix_fmt_name(format).map { String(cString: $0) } ?? "pixel format \(format.rawValue)"
    }

    deinit { sws_freeContext(context) }
}
