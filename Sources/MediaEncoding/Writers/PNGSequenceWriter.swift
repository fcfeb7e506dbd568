import CFFmpeg
import Foundation

/// One 8-bit RGBA PNG per frame, named by a `FrameFileNamePattern` with the frame's number in the
/// whole render (a chunk's first file is numbered by its first frame, and every file records
/// the chunk's place: `ChunkPlacement+PNG`).
final class PNGSequenceWriter: MediaWriter {
    let passCount = 1
    private var passes = PassTracker(passCount: 1)
    private let pattern: FrameFileNamePattern
    private let encoder: VideoEncoder
    private let converter: FrameConverter
    private let packet: MediaPacket
    private let firstFrame: Int
    /// A chunk's place in the render, recorded in each of its frames.
    private let chunk: ChunkPlacement?

    init(pattern: String, width: Int, height: Int, options: EncodingOptions) throws {
        self.pattern = try FrameFileNamePattern(pattern)
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
        firstFrame = options.chunk?.frames.lowerBound ?? 0
        chunk = options.chunk
    }

    func beginPass(_ pass: Int) throws { try passes.begin(pass) }

    func append(_ frame: PixelFrame) throws {
        let index = try passes.append() + firstFrame
        let converted = try converter.convert(frame, pts: Int64(index))
        defer { converter.recycle(converted) }
        try encoder.send(converted)
        let path = try pattern.path(ofFrame: index)
        try encoder.drain(into: packet) { packet in
            guard let chunk else { return try Self.write(packet.bytes, to: path) }
            try chunk.recorded(inPNG: packet.bytes).withUnsafeBufferPointer { try Self.write($0, to: path) }
        }
    }

    /// Writes one frame's file through FFmpeg's I/O layer, so a failure reads like every other
    /// write error ("No space left on device").
    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) throws {
        let file = try ByteOutput(url: URL(fileURLWithPath: path))
        try file.write(bytes)
        try file.close()
    }

    func finish() throws { try passes.finish() }
}
