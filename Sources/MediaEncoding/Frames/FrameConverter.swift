import CFFmpeg
import Foundation

/// Turns `PixelFrame`s into encoder-ready `AVFrame`s: un-premultiplies (alpha kept) or composites onto
/// the background (opaque), pads to the encoded size by repeating the last column and row (or
/// centres the frame on the background colour, a letterbox), and
/// converts BGRA into the encoder's pixel format (BT.709, limited range for YUV): 8-bit 4:2:0 with
/// `Planar420Converter`, every other format with swscale.
final class FrameConverter {
    let width: Int
    let height: Int
    let paddedWidth: Int
    let paddedHeight: Int
    private let keepsAlpha: Bool
    private let tagsBT709: Bool
    private let background: BackgroundColor
    /// Where a frame smaller than the padded size sits: centred on the background (at even
    /// offsets, so 4:2:0 chroma stays aligned), else at the top left with its edges repeated.
    private let offset: (x: Int, y: Int)?
    /// With `offset`: one padded row of the background's pixels, copied around each frame.
    private let backgroundRow: [UInt8]
    private let pixelFormat: AVPixelFormat
    private let source: MediaFrame
    /// Converted frames, reused once the writer has recycled them and the encoder has released
    /// them: encoders may keep references to frames for look-ahead, and allocating a fresh picture
    /// each time (what `av_frame_make_writable` would do) costs page faults on every frame.
    private var destinations: [MediaFrame] = []
    /// Identities of the destinations handed out by `convert` and not yet recycled.
    private var lent: Set<ObjectIdentifier> = []
    /// Guards `destinations` and `lent`: frames are recycled on the writer's encoding thread.
    private let poolLock = NSLock()
    /// The opaque BGRA → encoder format step; nil when the encoder takes BGRA itself.
    private let planar: Planar420Converter?
    private let scaler: PixelScaler?
    /// Whether the last frame converted directly was opaque (frames usually all are, or all not).
    private var previousFrameWasOpaque = true

    /// `paddedWidth`/`paddedHeight` ≥ the frame size; `pixelFormat` BGRA skips swscale.
    /// `tagsBT709` labels each output frame BT.709, limited range (some encoders, e.g. prores_ks,
    /// copy the frame's colour properties into the bitstream rather than the codec context's).
    /// `centres`: a smaller frame is centred on the background instead of padded by its edges.
    init(width: Int, height: Int, paddedWidth: Int, paddedHeight: Int, pixelFormat: AVPixelFormat,
         keepsAlpha: Bool, background: BackgroundColor, tagsBT709: Bool = false, centres: Bool = false) throws {
        self.tagsBT709 = tagsBT709
        self.width = width; self.height = height
        self.paddedWidth = paddedWidth; self.paddedHeight = paddedHeight
        self.keepsAlpha = keepsAlpha; self.background = background
        offset = centres ? ((paddedWidth - width) / 4 * 2, (paddedHeight - height) / 4 * 2) : nil
        let pixel: [UInt8] = keepsAlpha ? [0, 0, 0, 0] : [background.blue, background.green, background.red, 255]
        backgroundRow = centres ? Array([[UInt8]](repeating: pixel, count: paddedWidth).joined()) : []
        self.pixelFormat = pixelFormat
        source = try MediaFrame(width: paddedWidth, height: paddedHeight, format: AV_PIX_FMT_BGRA)
        // Opaque 4:2:0 output (a padded size is even) is BT.709 limited range by construction.
        planar = pixelFormat == AV_PIX_FMT_YUV420P && !keepsAlpha && tagsBT709
            && paddedWidth % 2 == 0 && paddedHeight % 2 == 0
            ? Planar420Converter(width: paddedWidth, height: paddedHeight) : nil
        scaler = pixelFormat == AV_PIX_FMT_BGRA || planar != nil ? nil
            : try PixelScaler(width: paddedWidth, height: paddedHeight, destination: pixelFormat)
    }

    /// Whether frames go through a conversion step (else the encoder takes BGRA).
    private var converts: Bool { planar != nil || scaler != nil }

    /// Converts BGRA at `pixels` (rows `bytesPerRow` apart, padded size, opaque unless the
    /// format keeps alpha) into `destination`.
    private func convertPadded(_ pixels: UnsafePointer<UInt8>, bytesPerRow: Int, into destination: MediaFrame) throws {
        if let planar {
            planar.convert(pixels, bytesPerRow: bytesPerRow, into: destination)
        } else if let scaler {
            try scaler.scale(pixels, bytesPerRow: bytesPerRow, into: destination)
        }
    }

    /// A converted-frame buffer nobody else references, reusing a recycled one when possible,
    /// and marked lent.
    private func writableDestination() throws -> MediaFrame {
        poolLock.lock(); defer { poolLock.unlock() }
        let frame = try destinations.first { !lent.contains(ObjectIdentifier($0)) && av_frame_is_writable($0.frame) != 0 }
            ?? MediaFrame(width: paddedWidth, height: paddedHeight, format: pixelFormat)
        if !destinations.contains(where: { $0 === frame }) { destinations.append(frame) }
        lent.insert(ObjectIdentifier(frame))
        return frame
    }

    /// Takes back a frame `convert` returned, once the encoder has been given it; it is reused
    /// when the encoder no longer references it. Safe to call from another thread than `convert`.
    func recycle(_ frame: MediaFrame) {
        poolLock.lock(); defer { poolLock.unlock() }
        lent.remove(ObjectIdentifier(frame))
    }

    /// The converted frame with `pts` set. It belongs to the converter, which does not overwrite
    /// it before it is handed back with `recycle`.
    func convert(_ frame: PixelFrame, pts: Int64) throws -> MediaFrame {
        try frame.validate(width: width, height: height)
        if !converts, !keepsAlpha, paddedWidth == width, paddedHeight == height, frame.isOpaque {
            // BGRA in, BGRA out, nothing to composite: the encoder or filter reads the frame's own memory.
            let shared = try MediaFrame(sharing: frame)
            shared.presentationTime = pts
            return shared
        }
        let destination = try writableDestination()
        do {
            if try !convertDirectly(frame, into: destination) {
                if converts {
                    try source.makeWritable()
                    fillSource(with: frame, into: source)
                    let (base, stride) = source.firstPlane
                    try convertPadded(base, bytesPerRow: stride, into: destination)
                } else {
                    fillSource(with: frame, into: destination)
                }
            }
        } catch {
            recycle(destination)
            throw error
        }
        destination.presentationTime = pts
        if tagsBT709 { destination.tagBT709LimitedRange() }
        return destination
    }

    /// Converts the caller's pixels without compositing them first, when that gives the same
    /// bytes: an opaque frame at the encoded size. False when the frame needs compositing.
    private func convertDirectly(_ frame: PixelFrame, into destination: MediaFrame) throws -> Bool {
        guard converts, !keepsAlpha, paddedWidth == width, paddedHeight == height else { return false }
        return try frame.pixels.withUnsafeBufferPointer { pixels in
            if let planar {
                // The conversion reports opacity itself, sparing a pass over the frame; only
                // after a translucent frame is the next one checked first rather than converted twice.
                guard previousFrameWasOpaque || frame.isOpaque else { return false }
                previousFrameWasOpaque = planar.convert(pixels.baseAddress!, bytesPerRow: frame.bytesPerRow, into: destination)
                return previousFrameWasOpaque
            }
            guard frame.isOpaque else { return false }
            try convertPadded(pixels.baseAddress!, bytesPerRow: frame.bytesPerRow, into: destination)
            return true
        }
    }

    /// Converts into the source plane, then pads: the last pixel of each row repeats to the right,
    /// the last row repeats downwards — or, centred, the frame's rows go to `offset` in a picture
    /// filled with the background.
    private func fillSource(with frame: PixelFrame, into target: MediaFrame) {
        let (picture, stride) = target.firstPlane
        if let offset {
            // The background around the frame: whole rows above and below, the margins beside it.
            backgroundRow.withUnsafeBufferPointer { row in
                for y in 0..<paddedHeight {
                    let line = picture + y * stride
                    if (offset.y..<offset.y + height).contains(y) {
                        line.update(from: row.baseAddress!, count: 4 * offset.x)
                        let right = 4 * (offset.x + width)
                        line.advanced(by: right).update(from: row.baseAddress!, count: 4 * paddedWidth - right)
                    } else {
                        line.update(from: row.baseAddress!, count: 4 * paddedWidth)
                    }
                }
            }
        }
        let base = picture + (offset.map { $0.y * stride + 4 * $0.x } ?? 0)
        if frame.isOpaque {
            // Compositing or un-premultiplying an opaque frame changes nothing: copy its rows.
            frame.pixels.withUnsafeBytes { pixels in
                for y in 0..<height {
                    (base + y * stride).update(from: pixels.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * frame.bytesPerRow,
                                               count: 4 * width)
                }
            }
        } else if keepsAlpha {
            PixelConversion.unpremultiply(frame, into: base, bytesPerRow: stride)
        } else {
            PixelConversion.composite(frame, over: background, into: base, bytesPerRow: stride)
        }
        guard offset == nil else { return }
        let rowBytes = 4 * width
        for y in 0..<height where paddedWidth > width {
            let lastPixel = base + y * stride + rowBytes - 4
            for x in width..<paddedWidth { (base + y * stride + 4 * x).update(from: lastPixel, count: 4) }
        }
        for y in height..<paddedHeight {
            (base + y * stride).update(from: base + (height - 1) * stride, count: 4 * paddedWidth)
        }
    }
}
