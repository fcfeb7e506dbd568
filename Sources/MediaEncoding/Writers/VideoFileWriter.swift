import CFFmpeg
import Foundation

/// Encodes frames with one libavcodec encoder into one libavformat container (MP4, MOV, WebM,
/// APNG, WebP). Frame `i` has pts `i` in the time base 1/fps, so the file holds exactly the frames
/// appended and lasts `count / fps` seconds. A chunk's file is such a video of its own frames and
/// records its place in the whole render for `ChunkJoiner`.
///
/// `append` converts the frame on the caller's thread and hands it to an encoding thread, so
/// the next frame is converted while this one is encoded; an encoder error therefore surfaces
/// at the next `append` or at `finish`.
final class VideoFileWriter: MediaWriter {
    let passCount = 1
    private var passes = PassTracker(passCount: 1)
    private let settings: VideoEncoderSettings
    private let stream: EncodedVideoStream
    private let converter: FrameConverter
    private let encoding: EncodingThread

    init(settings: VideoEncoderSettings, url: URL, width: Int, height: Int, options: EncodingOptions) throws {
        self.settings = settings
        let (encodedWidth, encodedHeight) = settings.format.encodedSize(width: width, height: height)
        let container = try OutputContainer(url: url, formatName: settings.containerFormat)
        let encoder = try VideoEncoder(codecName: settings.codecName)
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
        if let chunk = options.chunk { container.setMetadata(ChunkPlacement.metadataKey, chunk.metadataValue) }
        converter = try FrameConverter(width: width, height: height, paddedWidth: encodedWidth,
                                       paddedHeight: encodedHeight, pixelFormat: settings.pixelFormat,
                                       keepsAlpha: settings.keepsAlpha, background: options.background,
                                       tagsBT709: settings.tagsBT709)
        stream = try EncodedVideoStream(encoder: encoder, container: container,
                                        reorderDelay: settings.reorderDelayForDecodeTimestamps)
        // Last, once nothing can throw: a thread started here ends only in deinit.
        encoding = EncodingThread(name: "zoetrope.encoder")
    }

    func beginPass(_ pass: Int) throws {
        try passes.begin(pass)
        // No job has been queued yet: the caller's thread may use the container.
        try stream.container.writeHeader(options: settings.muxerOptions)
    }

    func append(_ frame: PixelFrame) throws {
        let index = try passes.append()
        let converted = try converter.convert(frame, pts: Int64(index))
        let stream = self.stream, converter = self.converter
        do {
            try encoding.submit {
                defer { converter.recycle(converted) }
                try stream.encode(converted)
            }
        } catch {
            converter.recycle(converted)
            throw error
        }
    }

    func finish() throws {
        try passes.finish()
        let stream = self.stream
        try encoding.submit { try stream.finish() }
        try encoding.waitUntilIdle()
    }

    /// Lets the frame being encoded finish, so the file is closed when the writer goes.
    deinit { encoding.close() }
}
