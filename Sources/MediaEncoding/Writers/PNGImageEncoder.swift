import CFFmpeg

/// Encodes frames as PNG images one at a time, for speed over size: libavcodec's PNG encoder at
/// zlib level 1 without row filters. At 1920×1080 that is about a fifth of Cairo's PNG writer's
/// time for about 1.5× its bytes (measured in docs/PERFORMANCE.md), fine for a local page; the decoded
/// pixels are the same, straight alpha un-premultiplied with Cairo's own rounding
/// (`PixelConversion.straight`). The preview serves its frames this way.
public final class PNGImageEncoder {
    private let encoder: VideoEncoder
    private let converter: FrameConverter
    private let packet: MediaPacket
    private var count: Int64 = 0

    /// An encoder for frames of `width`×`height` pixels.
    public init(width: Int, height: Int) throws {
        encoder = try VideoEncoder(codecName: "png")
        encoder.context.pointee.width = Int32(width)
        encoder.context.pointee.height = Int32(height)
        encoder.context.pointee.pix_fmt = AV_PIX_FMT_RGBA
        encoder.context.pointee.time_base = AVRational(num: 1, den: 1)
        try encoder.open(options: [("compression_level", "1"), ("pred", "none")])
        converter = try FrameConverter(width: width, height: height, paddedWidth: width, paddedHeight: height,
                                       pixelFormat: AV_PIX_FMT_RGBA, keepsAlpha: true, background: .black)
        packet = try MediaPacket()
    }

    /// The PNG file of `frame`.
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
