import CFFmpeg
import Foundation

/// Encodes frames with one libavcodec encoder into one libavformat container (MP4, MOV, WebM,
/// APNG, WebP). Frame `i` has pts `i` in the time base 1/fps, so the file holds exactly the frames
/// appended and lasts `count / fps` seconds.
final class VideoFileWriter: MediaWriter {
    let passCount = 1
    private var passes = PassTracker(passCount: 1)
    private let settings: VideoEncoderSettings
    private let container: OutputContainer
    private let encoder: VideoEncoder
    private let converter: FrameConverter
    private let packet: MediaPacket
    private var packetsWritten: Int64 = 0

    init(settings: VideoEncoderSettings, url: URL, width: Int, height: Int, options: EncodingOptions) throws {
        self.settings = settings
        let (encodedWidth, encodedHeight) = settings.format.encodedSize(width: width, height: height)
        container = try OutputContainer(url: url, formatName: settings.containerFormat)
        encoder = try VideoEncoder(codecName: settings.codecName)
        let context = encoder.context
        context.pointee.width = Int32(encodedWidth)
        context.pointee.height = Int32(encodedHeight)
        context.pointee.pix_fmt = settings.pixelFormat
        context.pointee.time_base = AVRational(num: 1, den: Int32(options.fps))
        context.pointee.framerate = AVRational(num: Int32(options.fps), den: 1)
        context.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        if settings.tagsBT709 {
            context.pointee.color_primaries = AVCOL_PRI_BT709
            context.pointee.color_trc = AVCOL_TRC_BT709
            context.pointee.colorspace = AVCOL_SPC_BT709
            context.pointee.color_range = AVCOL_RANGE_MPEG
        }
        if container.needsGlobalHeader {
            context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
        }
        try encoder.open(options: settings.codecOptions)
        try container.addStream(for: encoder, codecTag: settings.codecTag)
        converter = try FrameConverter(width: width, height: height, paddedWidth: encodedWidth,
                                       paddedHeight: encodedHeight, pixelFormat: settings.pixelFormat,
                                       keepsAlpha: settings.keepsAlpha, background: options.background,
                                       tagsBT709: settings.tagsBT709)
        packet = try MediaPacket()
    }

    func beginPass(_ pass: Int) throws {
        try passes.begin(pass)
        try container.writeHeader(options: settings.muxerOptions)
    }

    func append(_ frame: PixelFrame) throws {
        let index = try passes.append()
        try encoder.send(try converter.convert(frame, pts: Int64(index)))
        try writePendingPackets()
    }

    func finish() throws {
        try passes.finish()
        try encoder.send(nil)
        try writePendingPackets()
        try container.finish()
    }

    private func writePendingPackets() throws {
        try encoder.drain(into: packet) { packet in
            if let delay = settings.reorderDelayForDecodeTimestamps {
                // Packets arrive in decode order and frame pts are 0, 1, 2, …; when no frame is held
                // back more than `delay` frames, dts = k − delay is ≤ pts and strictly increasing.
                packet.packet.pointee.dts = packetsWritten - delay
            }
            try container.write(packet, defaultDuration: 1)
            packetsWritten += 1
        }
    }
}
