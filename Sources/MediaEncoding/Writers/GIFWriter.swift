import CFFmpeg
import Foundation

/// Animated GIF in two passes over the same frames.
///
/// Pass 0 feeds every frame to FFmpeg's `palettegen` (histogram of all frames, or of the changed
/// pixels with `.diff`, median-cut to `maxColors`, one entry reserved for transparency) and, unless
/// `refinesPalette` is off, to a `ColorHistogram` of the same pixels that `PaletteRefiner` uses to
/// move the median-cut colours to k-means optima (measured: +0.9 dB PSNR at equal size on a
/// gradient benchmark, +0.35 dB on a UI scene). Pass 1 maps
/// frames onto that single global palette with `paletteuse` (`diff_mode=rectangle`) and encodes them
/// with the `gif` encoder (`gifflags=+offsetting+transdiff`: each frame stores only the rectangle
/// that changed, unchanged pixels inside it become transparent). Timing follows `GIFTiming`.
/// Everything runs single-threaded, so two runs write identical bytes.
///
/// Without refinement the output is pixel-identical to `ffmpeg -vf palettegen=stats_mode=diff` +
/// `paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle` (only the delays differ: ours are exact).
final class GIFWriter: MediaWriter {
    let passCount = 2
    private var passes = PassTracker(passCount: 2)
    private let width: Int
    private let height: Int
    private let options: EncodingOptions
    private let timing: GIFTiming
    private let container: OutputContainer
    private let converter: FrameConverter
    private let packet: MediaPacket
    private var generator: PaletteGenerator?
    private var mapper: PaletteMapper?
    private var encoder: VideoEncoder?
    private var packetsWritten = 0

    init(url: URL, width: Int, height: Int, options: EncodingOptions) throws {
        self.width = width; self.height = height; self.options = options
        timing = GIFTiming(fps: options.fps)
        container = try OutputContainer(url: url, formatName: "gif")
        converter = try FrameConverter(width: width, height: height, paddedWidth: width, paddedHeight: height,
                                       pixelFormat: AV_PIX_FMT_BGRA, keepsAlpha: options.transparent,
                                       background: options.background)
        packet = try MediaPacket()
    }

    func beginPass(_ pass: Int) throws {
        try passes.begin(pass)
        if pass == 0 {
            generator = try PaletteGenerator(width: width, height: height, options: options.gif)
        } else {
            try startWriting(frameCount: passes.framesInFirstPass ?? 0)
        }
    }

    func append(_ frame: PixelFrame) throws {
        let index = try passes.append()
        let converted = try converter.convert(frame, pts: timing.start(ofFrame: index))
        defer { converter.recycle(converted) }
        if let mapper {
            try mapper.map(converted) { try encode($0) }
        } else {
            try generator?.add(converted)
        }
    }

    func finish() throws {
        try passes.finish()
        guard let mapper, let encoder else { throw MediaError.invalidState("GIF finish() before pass 1") }
        try mapper.map(nil) { try encode($0) }
        try encoder.send(nil)
        try writePendingPackets()
        try container.finish()
    }

    private func startWriting(frameCount: Int) throws {
        guard let generator, frameCount > 0 else { throw MediaError.invalidState("GIF pass 0 saw no frames") }
        let palette = try generator.makePalette()
        self.generator = nil
        mapper = try PaletteMapper(width: width, height: height, palette: palette, options: options.gif)
        let encoder = try VideoEncoder(codecName: "gif")
        encoder.context.pointee.width = Int32(width)
        encoder.context.pointee.height = Int32(height)
        encoder.context.pointee.pix_fmt = AV_PIX_FMT_PAL8
        encoder.context.pointee.time_base = AVRational(num: 1, den: 100)
        encoder.context.pointee.thread_count = 1
        try encoder.open(options: [("gifflags", "+offsetting+transdiff")])
        try container.addStream(for: encoder, codecTag: nil)
        let lastDelay = timing.delay(ofFrame: frameCount - 1)
        try container.writeHeader(options: [("loop", "\(options.loop.gifLoopValue)"), ("final_delay", "\(lastDelay)")])
        self.encoder = encoder
    }

    private func encode(_ indexed: MediaFrame) throws {
        try encoder?.send(indexed)
        try writePendingPackets()
    }

    private func writePendingPackets() throws {
        try encoder?.drain(into: packet) { packet in
            try container.write(packet, defaultDuration: timing.delay(ofFrame: packetsWritten))
            packetsWritten += 1
        }
    }
}
