import CFFmpeg

/// Encodes frames as image files one at a time, for speed over size — what the preview serves
/// its frames as. The decoded pixels are the same in every format, straight alpha
/// un-premultiplied with Cairo's own rounding (`PixelConversion.straight`):
/// - `.png`: libavcodec's PNG encoder at zlib level 1 without row filters; at 1920×1080 about a
///   fifth of Cairo's PNG writer's time for about 1.5× its bytes (docs/PERFORMANCE.md);
/// - `.bmp`: libavcodec's BMP encoder, 32-bit BGRA rows, no compression: for a page on the same
///   machine, where 8 MB of a 1080p frame cost less to send than to compress. Its header is the
///   plain BITMAPINFOHEADER, whose fourth byte browsers ignore, so it is for opaque frames only
///   (`format(for:preferring:)`).
public final class FrameImageEncoder {
    /// The file formats, with what each is made by.
    public enum Format: String, Sendable, CaseIterable {
        case png, bmp

        var codecName: String { rawValue }
        var pixelFormat: AVPixelFormat { self == .png ? AV_PIX_FMT_RGBA : AV_PIX_FMT_BGRA }
        var options: [(String, String)] { self == .png ? [("compression_level", "1"), ("pred", "none")] : [] }
        /// The HTTP content type of the files.
        public var contentType: String { "image/\(rawValue)" }
    }

    private let encoder: VideoEncoder
    private let converter: FrameConverter
    private let packet: MediaPacket
    private var count: Int64 = 0

    /// An encoder of `format` files for frames of `width`×`height` pixels.
    public init(_ format: Format, width: Int, height: Int) throws {
        encoder = try VideoEncoder(codecName: format.codecName)
        encoder.context.pointee.width = Int32(width)
        encoder.context.pointee.height = Int32(height)
        encoder.context.pointee.pix_fmt = format.pixelFormat
        encoder.context.pointee.time_base = AVRational(num: 1, den: 1)
        try encoder.open(options: format.options)
        converter = try FrameConverter(width: width, height: height, paddedWidth: width, paddedHeight: height,
                                       pixelFormat: format.pixelFormat, keepsAlpha: true, background: .black)
        packet = try MediaPacket()
    }

    /// `preferred`, unless that is BMP and `frame` has a pixel that is not opaque: then PNG, the
    /// format that carries its alpha.
    public static func format(for frame: PixelFrame, preferring preferred: Format) -> Format {
        preferred == .bmp && !frame.isOpaque ? .png : preferred
    }

    /// The file of `frame`.
    public func encode(_ frame: PixelFrame) throws -> [UInt8] {
        let converted = try converter.convert(frame, pts: count)
        defer { converter.recycle(converted) }
        count += 1
        try encoder.send(converted)
        var bytes: [UInt8] = []
        try encoder.drain(into: packet) { bytes.append(contentsOf: $0.bytes) }
        return bytes
    }
}
