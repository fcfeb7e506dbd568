import CFFmpeg
import Foundation

/// One 8-bit RGBA PNG per frame, named by substituting the frame index (from 0) into a `%d`
/// pattern with `av_get_frame_filename2` (so `%04d` gives `0000`, `0001`, …).
final class PNGSequenceWriter: MediaWriter {
    let passCount = 1
    private var passes = PassTracker(passCount: 1)
    private let pattern: String
    private let encoder: VideoEncoder
    private let converter: FrameConverter
    private let packet: MediaPacket

    init(pattern: String, width: Int, height: Int, options: EncodingOptions) throws {
        self.pattern = pattern
        encoder = try VideoEncoder(codecName: "png")
        encoder.context.pointee.width = Int32(width)
        encoder.context.pointee.height = Int32(height)
        encoder.context.pointee.pix_fmt = AV_PIX_FMT_RGBA
        encoder.context.pointee.time_base = AVRational(num: 1, den: Int32(options.fps))
        try encoder.open(options: [])
        converter = try FrameConverter(width: width, height: height, paddedWidth: width, paddedHeight: height,
                                       pixelFormat: AV_PIX_FMT_RGBA, keepsAlpha: options.transparent,
                                       background: options.background)
        packet = try MediaPacket()
        _ = try fileName(forFrame: 0)
    }

    func beginPass(_ pass: Int) throws { try passes.begin(pass) }

    func append(_ frame: PixelFrame) throws {
        let index = try passes.append()
        let converted = try converter.convert(frame, pts: Int64(index))
        defer { converter.recycle(converted) }
        try encoder.send(converted)
        let path = try fileName(forFrame: index)
        try encoder.drain(into: packet) { packet in
            do {
                try Data(packet.bytes).write(to: URL(fileURLWithPath: path))
            } catch {
                throw MediaError.io("cannot write PNG frame \(index) to \(path): \(error.localizedDescription)")
            }
        }
    }

    func finish() throws { try passes.finish() }

    /// The file name of frame `index`; throws unless the pattern has exactly one `%d`-style directive.
    func fileName(forFrame index: Int) throws -> String {
        let capacity = pattern.utf8.count + 32
        var buffer = [CChar](repeating: 0, count: capacity)
        let status = av_get_frame_filename2(&buffer, Int32(capacity), pattern, Int32(index), 0)
        guard status >= 0 else {
            throw MediaError.invalidOption("PNG sequence pattern '\(pattern)' needs exactly one %d directive (e.g. frame-%04d.png)")
        }
        return String(cString: buffer)
    }
}
