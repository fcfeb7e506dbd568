import CFFmpeg

/// Converts decoded frames of any pixel format to straight BGRA with swscale, honouring the
/// frame's YUV matrix and range (a JPEG's full-range BT.601, a video's limited-range BT.709).
/// Owns its `SwsContext`, reused while the frames' format stays the same.
final class PictureConverter {
    /// How carefully, and how fast, chroma is upsampled.
    enum Precision {
        /// Full horizontal chroma interpolation and accurate rounding, rows packed: for stills,
        /// converted once.
        case still
        /// swscale's SIMD path, FFmpeg's command-line default, several times faster at 1080p:
        /// for video frames. It works in blocks of 16 pixels, writing (and reading) past the
        /// end of a row, so rows are padded to 64 bytes and what lies past
        /// `width` is not part of the picture.
        case video

        var flags: Int32 {
            switch self {
            case .still: SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT
            case .video: SWS_BICUBIC
            }
        }

        func bytesPerRow(width: Int) -> Int {
            switch self {
            case .still: 4 * width
            case .video: (4 * width + 63) / 64 * 64
            }
        }
    }

    private let precision: Precision
    private var context: OpaquePointer?

    init(precision: Precision) {
        self.precision = precision
    }

    func convert(_ frame: MediaFrame) throws -> DecodedPicture {
        let source = frame.frame.pointee
        let width = Int(source.width), height = Int(source.height)
        var format = AVPixelFormat(rawValue: source.format)
        var fullRange = source.color_range == AVCOL_RANGE_JPEG
        // The deprecated "J" formats are their plain twins at full range.
        if let plain = Self.fullRangeTwin(of: format) {
            format = plain
            fullRange = true
        }
        guard let descriptor = av_pix_fmt_desc_get(format) else {
            throw MediaError.decoding("unknown pixel format \(source.format)")
        }
        let flags = descriptor.pointee.flags
        let isYUV = flags & UInt64(AV_PIX_FMT_FLAG_RGB) == 0 && flags & UInt64(AV_PIX_FMT_FLAG_PAL) == 0
            && descriptor.pointee.nb_components >= 3
        let hasAlpha = flags & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0 || flags & UInt64(AV_PIX_FMT_FLAG_PAL) != 0
        context = sws_getCachedContext(context, source.width, source.height, format, source.width, source.height,
                                       AV_PIX_FMT_BGRA, precision.flags, nil, nil, nil)
        guard let context else {
            throw MediaError.decoding("no conversion from \(String(cString: descriptor.pointee.name)) to bgra")
        }
        if isYUV {
            // Unspecified matrices are BT.601, as FFmpeg assumes.
            let matrix = source.colorspace == AVCOL_SPC_UNSPECIFIED ? Int32(SWS_CS_ITU601) : Int32(source.colorspace.rawValue)
            let coefficients = sws_getCoefficients(matrix)
            _ = sws_setColorspaceDetails(context, coefficients, fullRange ? 1 : 0, coefficients, 1, 0, 1 << 16, 1 << 16)
        }
        let bytesPerRow = precision.bytesPerRow(width: width)
        // swscale writes every byte of each row's 4 · width (alpha 255 for sources without
        // alpha); what it leaves past them is not part of the picture.
        let buffer = PixelBuffer(count: bytesPerRow * height)
        let rows = convert(frame, into: buffer.base.assumingMemoryBound(to: UInt8.self), bytesPerRow: bytesPerRow,
                           context: context, height: height)
        guard rows == Int32(height) else { throw MediaError.decoding("pixel conversion failed (\(rows))") }
        return DecodedPicture(width: width, height: height, bytesPerRow: bytesPerRow, buffer: buffer, hasAlpha: hasAlpha)
    }

    /// Runs swscale from `frame`'s planes into `buffer`; returns the rows written.
    private func convert(_ frame: MediaFrame, into buffer: UnsafeMutablePointer<UInt8>, bytesPerRow: Int,
                         context: OpaquePointer, height: Int) -> Int32 {
        var destination: [UnsafeMutablePointer<UInt8>?] = [buffer, nil, nil, nil]
        var strides: [Int32] = [Int32(bytesPerRow), 0, 0, 0]
        var planes = frame.frame.pointee.data
        var linesizes = frame.frame.pointee.linesize
        return withUnsafePointer(to: &planes) { planePointer in
            withUnsafePointer(to: &linesizes) { linesizePointer in
                planePointer.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { sourcePlanes in
                    linesizePointer.withMemoryRebound(to: Int32.self, capacity: 8) { sourceStrides in
                        sws_scale(context, sourcePlanes, sourceStrides, 0, Int32(height), &destination, &strides)
                    }
                }
            }
        }
    }

    /// The plain format of a deprecated full-range "J" format, or nil.
    private static func fullRangeTwin(of format: AVPixelFormat) -> AVPixelFormat? {
        switch format {
        case AV_PIX_FMT_YUVJ420P: AV_PIX_FMT_YUV420P
        case AV_PIX_FMT_YUVJ422P: AV_PIX_FMT_YUV422P
        case AV_PIX_FMT_YUVJ444P: AV_PIX_FMT_YUV444P
        case AV_PIX_FMT_YUVJ440P: AV_PIX_FMT_YUV440P
        case AV_PIX_FMT_YUVJ411P: AV_PIX_FMT_YUV411P
        default: nil
        }
    }

    deinit { sws_freeContext(context) }
}

