import CFFmpeg

/// Turns `PixelFrame`s into encoder-ready `AVFrame`s: un-premultiplies (alpha kept) or composites onto
/// the background (opaque), pads to the encoded size by repeating the last column and row, and
/// converts BGRA into the encoder's pixel format with swscale (BT.709, limited range for YUV).
final class FrameConverter {
    let width: Int
    let height: Int
    let paddedWidth: Int
    let paddedHeight: Int
    private let keepsAlpha: Bool
    private let tagsBT709: Bool
    private let background: BackgroundColor
    private let source: MediaFrame
    private let destination: MediaFrame
    private let scaler: PixelScaler?

    /// `paddedWidth`/`paddedHeight` ≥ the frame size; `pixelFormat` BGRA skips swscale.
    /// `tagsBT709` labels each output frame BT.709, limited range (some encoders, e.g. prores_ks,
    /// copy the frame's colour properties into the bitstream rather than the codec context's).
    init(width: Int, height: Int, paddedWidth: Int, paddedHeight: Int, pixelFormat: AVPixelFormat,
         keepsAlpha: Bool, background: BackgroundColor, tagsBT709: Bool = false) throws {
        self.tagsBT709 = tagsBT709
        self.width = width; self.height = height
        self.paddedWidth = paddedWidth; self.paddedHeight = paddedHeight
        self.keepsAlpha = keepsAlpha; self.background = background
        source = try MediaFrame(width: paddedWidth, height: paddedHeight, format: AV_PIX_FMT_BGRA)
        if pixelFormat == AV_PIX_FMT_BGRA {
            destination = source
            scaler = nil
        } else {
            destination = try MediaFrame(width: paddedWidth, height: paddedHeight, format: pixelFormat)
            scaler = try PixelScaler(width: paddedWidth, height: paddedHeight, destination: pixelFormat)
        }
    }

    /// The converted frame (owned by the converter and overwritten by the next call) with `pts` set.
    func convert(_ frame: PixelFrame, pts: Int64) throws -> MediaFrame {
        try frame.validate(width: width, height: height)
        let bgra = keepsAlpha ? PixelConversion.unpremultiplied(frame)
                              : PixelConversion.composited(frame, over: background)
        try source.makeWritable()
        fillSource(with: bgra)
        if let scaler {
            try destination.makeWritable()
            try scaler.scale(source, into: destination)
        }
        destination.presentationTime = pts
        if tagsBT709 { destination.tagBT709LimitedRange() }
        return destination
    }

    private func fillSource(with bgra: [UInt8]) {
        let (base, stride) = source.firstPlane
        let rowBytes = 4 * width
        bgra.withUnsafeBufferPointer { pixels in
            for y in 0..<paddedHeight {
                let row = base + y * stride
                let sourceRow = pixels.baseAddress! + min(y, height - 1) * rowBytes
                row.update(from: sourceRow, count: rowBytes)
                let lastPixel = sourceRow + rowBytes - 4
                for x in width..<paddedWidth {
                    (row + 4 * x).update(from: lastPixel, count: 4)
                }
            }
        }
    }
}
