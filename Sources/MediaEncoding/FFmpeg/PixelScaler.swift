import CFFmpeg
import Dispatch
import Foundation

/// Converts packed 8-bit BGRA (full range) into the encoder's pixel format, at the same size,
/// with the BT.709 matrix and limited ("tv") range for YUV outputs.
///
/// The frame is cut into horizontal bands converted in parallel, one `SwsContext` per band.
/// Without scaling, every output row depends only on its own input rows (and a 4:2:0 chroma row
/// on its two luma rows), so bands whose boundaries fall on chroma rows convert to exactly the
/// bytes a whole-frame conversion gives — just on every core.
final class PixelScaler {
    private struct Band {
        let context: OpaquePointer
        let firstRow: Int
        let rowCount: Int
    }

    private let bands: [Band]
    private let chromaShift: Int
    private let planeCount: Int

    init(width: Int, height: Int, destination: AVPixelFormat,
         bandCount requested: Int = ProcessInfo.processInfo.activeProcessorCount) throws {
        guard let descriptor = av_pix_fmt_desc_get(destination) else {
            throw MediaError.ffmpeg(call: "av_pix_fmt_desc_get", code: zoe_averror(EINVAL), message: "unknown pixel format")
        }
        chromaShift = Int(descriptor.pointee.log2_chroma_h)
        planeCount = Int(av_pix_fmt_count_planes(destination))
        // Bands start on chroma rows and are at least 64 rows tall.
        let unit = 1 << chromaShift
        let count = max(1, min(requested, height / 64))
        let rowsPerBand = (height / count / unit) * unit
        var bands: [Band] = []
        var firstRow = 0
        for index in 0..<count {
            let rows = index == count - 1 ? height - firstRow : rowsPerBand
            bands.append(Band(context: try Self.makeContext(width: width, height: rows, destination: destination),
                              firstRow: firstRow, rowCount: rows))
            firstRow += rows
        }
        self.bands = bands
    }

    /// One context for a band of `height` rows.
    private static func makeContext(width: Int, height: Int, destination: AVPixelFormat) throws -> OpaquePointer {
        // Area (box) filtering: each 4:2:0 chroma sample is the mean of its own 2×2 pixels, so a
        // sharp colour edge on even coordinates stays sharp (bicubic smears saturated edges by two
        // pixels each side, costing ~15 dB on a colour chart). Accurate rounding also rules out
        // the unscaled shortcut converters, some of which hard-code BT.601.
        let flags = SWS_AREA | SWS_ACCURATE_RND | SWS_BITEXACT
        guard let context = sws_getContext(Int32(width), Int32(height), AV_PIX_FMT_BGRA,
                                           Int32(width), Int32(height), destination,
                                           flags, nil, nil, nil) else {
            throw MediaError.ffmpeg(call: "sws_getContext", code: zoe_averror(EINVAL),
                                    message: "no conversion from bgra to \(PixelScaler.name(of: destination))")
        }
        let bt709 = sws_getCoefficients(SWS_CS_ITU709)
        // Source range 1 = full (RGB), destination range 0 = limited; brightness 0, contrast and
        // saturation 1.0 in 16.16 fixed point.
        let status = sws_setColorspaceDetails(context, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16)
        guard status >= 0 else {
            sws_freeContext(context)
            throw MediaError.ffmpeg(call: "sws_setColorspaceDetails", code: status, message: "colour space not supported")
        }
        return context
    }

    /// Converts BGRA pixels at `sourceData`, rows `bytesPerRow` apart, into `destination`.
    func scale(_ sourceData: UnsafePointer<UInt8>, bytesPerRow sourceStride: Int, into destination: MediaFrame) throws {
        let planes = Self.planes(of: destination.frame)
        let failures = FailureBox()
        DispatchQueue.concurrentPerform(iterations: bands.count) { index in
            let band = bands[index]
            var sourceSlice: [UnsafePointer<UInt8>?] = [sourceData + band.firstRow * sourceStride]
            var sourceStrides: [Int32] = [Int32(sourceStride)]
            var destinationSlices: [UnsafeMutablePointer<UInt8>?] = planes.data.enumerated().map { plane, pointer in
                guard plane < planeCount, let pointer else { return nil }
                // Chroma planes (1 and 2) of subsampled formats advance by fewer rows.
                let row = (plane == 1 || plane == 2) ? band.firstRow >> chromaShift : band.firstRow
                return pointer + row * Int(planes.linesize[plane])
            }
            var destinationStrides = planes.linesize
            let rows = sws_scale(band.context, &sourceSlice, &sourceStrides, 0, Int32(band.rowCount),
                                 &destinationSlices, &destinationStrides)
            if rows < 0 { failures.record(rows) }
        }
        if let code = failures.first {
            throw MediaError.ffmpeg(call: "sws_scale", code: code, message: ffmpegErrorMessage(code))
        }
    }

    private static func planes(of frame: UnsafeMutablePointer<AVFrame>) -> (data: [UnsafeMutablePointer<UInt8>?], linesize: [Int32]) {
        let d = frame.pointee.data, l = frame.pointee.linesize
        return ([d.0, d.1, d.2, d.3], [l.0, l.1, l.2, l.3])
    }

    static func name(of format: AVPixelFormat) -> String {
        av_get_pix_fmt_name(format).map { String(cString: $0) } ?? "pixel format \(format.rawValue)"
    }

    deinit { bands.forEach { sws_freeContext($0.context) } }
}

/// The first error code reported by any band.
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var first: Int32?
    func record(_ code: Int32) {
        lock.lock(); defer { lock.unlock() }
        if first == nil { first = code }
    }
}
