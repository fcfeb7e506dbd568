import CFFmpeg

/// How FFmpeg encodes one video-file format (a `FormatDescriptor`'s part for `VideoFileWriter`):
/// the encoder, its pixel formats, stream tags, the tracks' encoders and the options of encoder
/// and muxer for given `EncodingOptions`.
struct VideoEncoding: Sendable {
    /// libavcodec's encoder ("libx264").
    let encoder: String
    /// The encoder's pixel format for opaque output, and for output that keeps alpha.
    let pixelFormats: (opaque: AVPixelFormat, transparent: AVPixelFormat)
    /// Tag the stream BT.709 primaries/transfer/matrix, limited range (YUV outputs).
    var tagsBT709 = true
    /// Four-character code overriding the muxer's default (`hvc1`, `ap4h`).
    var codecTag: String?
    /// When set, decode timestamps are `packet index − this delay` instead of the encoder's.
    /// libx265 3.5 derives its DTS from the pts of frames it has not seen yet when a video has no
    /// more frames than its B-frame delay, i.e. from uninitialised memory, and the mp4 muxer then
    /// rejects the packet ("pts/dts pair unsupported") depending on heap contents. x265 holds a
    /// frame back at most 2 frames (B-pyramid has one level), so 2 is always valid for it.
    var reorderDelayForDecodeTimestamps: Int64?
    /// The container's text subtitle encoder: `mov_text` (MP4, MOV), `webvtt` (WebM); nil: no subtitles.
    var subtitleEncoder: String?
    /// The container's audio encoder: FFmpeg's `aac` (MP4, MOV), `libopus` (WebM); nil: no audio.
    var audioEncoder: String?
    /// The encoder's options for `options`, at constant rate factor `crf` (the given one or the
    /// format's default; 0 for formats without one), keeping alpha or not.
    let codecOptions: @Sendable (_ options: EncodingOptions, _ crf: Int, _ keepsAlpha: Bool) -> [(key: String, value: String)]
    /// The muxer's options for `options`.
    var muxerOptions: @Sendable (_ options: EncodingOptions) -> [(key: String, value: String)] = { _ in [] }
}
