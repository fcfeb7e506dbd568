import CFFmpeg

/// Encodes frames as image files one at a time, for speed over size — what the preview serves
/// its frames as. The decoded pixels are the same in every format, straight alpha
/// un-premultiplied with Cairo's own rounding (`PixelConversion.straight`):
/// - `.png`: `BandedPNGEncoder` — Sub-filtered rows deflated with zlib's run-length strategy in
///   bands on every core (docs/PERFORMANCE.md has its time against libavcodec's PNG encoder);
/// - `.bmp`: libavcodec's BMP encoder, 32-bit BGRA rows, no compression: for a page on the same
///   machine, where 8 MB of a 1080p frame cost less to send than to compress. Its header is the
///   plain BITMAPINFOHEADER, whose fourth byte browsers ignore, so it is for opaque frames only
///   (`format(for:preferring:)`).
public final class FrameImageEncoder {
    /// The file formats.
    public enum Format: String, Sendable, CaseIterable {
        case png, bmp

        /// The HTTP content type of the files.
        public var contentType: String { "image/\(rawValue)" }
    }

    private let format: Format
    /// libavcodec's BMP encoder and its converter; nil for PNG.
    private let bitmap: (encoder: VideoEncoder, converter: FrameConverter, packet: MediaPacket)?
    private var count: Int64 = 0

    /// An encoder of `format` files for frames of `width`×`height` pixels.
    public init(_ format: Format, width: Int, height: Int) throws {
        self.format = format
        guard format == .bmp else {
            bitmap = nil
            return
        }
        let encoder = try VideoEncoder(codecName: "bmp")
        encoder.context.pointee.width = Int32(width)
        encoder.context.pointee.height = Int32(height)
        encoder.context.pointee.pix_fmt = AV_PIX_FMT_BGRA
        encoder.context.pointee.time_base = AVRational(num: 1, den: 1)
        try encoder.open(options: [])
        let converter = try FrameConverter(width: width, height: height, paddedWidth: width, paddedHeight: height,
                                           pixelFormat: AV_PIX_FMT_BGRA, keepsAlpha: true, background: .black)
        bitmap = (encoder, converter, try MediaPacket())
    }

    /// `preferred`, unless that is BMP and `frame` has a pixel that is not opaque: then PNG, the
    /// format that carries its alpha.
    public static func format(for frame: PixelFrame, preferring preferred: Format) -> Format {
        preferred == .bmp && !frame.isOpaque ? .png : preferred
    }

    /// The file of `frame`.
    public func encode(_ frame: PixelFrame) throws -> [UInt8] {
        guard let bitmap else { return try BandedPNGEncoder.encode(frame) }
        let converted = try bitmap.converter.convert(frame, pts: count)
        defer { bitmap.converter.recycle(converted) }
        count += 1
        try bitmap.encoder.send(converted)
        var bytes: [UInt8] = []
        try bitmap.encoder.drain(into: bitmap.packet) { bytes.append(contentsOf: $0.bytes) }
        return bytes
    }
}
