import CFFmpeg

/// Converts decoded frames of any pixel format to straight BGRA with swscale, honouring the
/// frame's YUV matrix and range (a JPEG's full-range BT.601, a video's limited-range BT.709),
/// chroma upsampled with full horizontal interpolation. Owns its `SwsContext`, reused while
/// the frames' format stays the same.
final class PictureConverter {
    private var context: OpaquePointer?

    func convert(_ frame: MediaFrame) throws -> DecodedPicture {
        let source = frame.frame.pointee
        let width = Int(source.width), height = Int(source.height)
        var format = AVPixelFormat(rawValue: source.format)
        var fullRange = source.color_range == AVCOL_RANGE_JPEG
        // The deprecated "J" formats are their plain twins at full range.
        if let plain = Self.fullRangeTwins[format] {
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
                                       AV_PIX_FMT_BGRA, SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, nil, nil, nil)
        guard let context else {
            throw MediaError.decoding("no conversion from \(String(cString: descriptor.pointee.name)) to bgra")
        }
        if isYUV {
            // Unspecified matrices are BT.601, as FFmpeg assumes.
            let matrix = source.colorspace == AVCOL_SPC_UNSPECIFIED ? Int32(SWS_CS_ITU601) : Int32(source.colorspace.rawValue)
            let coefficients = sws_getCoefficients(matrix)
            _ = sws_setColorspaceDetails(context, coefficients, fullRange ? 1 : 0, coefficients, 1, 0, 1 << 16, 1 << 16)
        }
        var pixels = [UInt8](repeating: 255, count: 4 * width * height)
        let rows = pixels.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var destination: [UnsafeMutablePointer<UInt8>?] = [buffer.baseAddress, nil, nil, nil]
            var strides: [Int32] = [Int32(4 * width), 0, 0, 0]
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
        guard rows == Int32(height) else { throw MediaError.decoding("pixel conversion failed (\(rows))") }
        return DecodedPicture(width: width, height: height, pixels: pixels, hasAlpha: hasAlpha)
    }

    private static let fullRangeTwins: [AVPixelFormat: AVPixelFormat] = [
        AV_PIX_FMT_YUVJ420P: AV_PIX_FMT_YUV420P, AV_PIX_FMT_YUVJ422P: AV_PIX_FMT_YUV422P,
        AV_PIX_FMT_YUVJ444P: AV_PIX_FMT_YUV444P, AV_PIX_FMT_YUVJ440P: AV_PIX_FMT_YUV440P,
        AV_PIX_FMT_YUVJ411P: AV_PIX_FMT_YUV411P,
    ]

    deinit { sws_freeContext(context) }
}

extension AVPixelFormat: @retroactive Hashable {}
