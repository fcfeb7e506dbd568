import CFFmpeg

/// Making an encoder's `AVCodecContext`, for the types that own one (`VideoEncoder`,
/// `SubtitleEncoder`); each frees what it gets here in its deinit.
enum EncoderContext {
    /// A new context for the encoder called `codecName` (e.g. "libx264", "mov_text"); throws
    /// when FFmpeg has no such encoder or no memory.
    static func allocate(encoderNamed codecName: String) throws -> UnsafeMutablePointer<AVCodecContext> {
        guard let codec = avcodec_find_encoder_by_name(codecName) else {
            throw MediaError.ffmpeg(call: "avcodec_find_encoder_by_name(\(codecName))", code: FFmpegErrorTag.encoderNotFound)
        }
        guard let context = avcodec_alloc_context3(codec) else {
            throw MediaError.ffmpeg(call: "avcodec_alloc_context3", code: zoe_averror(ENOMEM))
        }
        return context
    }
}
