import Dispatch
import Foundation
import PixelKernels

/// Converts opaque 8-bit BGRA into 8-bit YUV 4:2:0 with the BT.709 matrix, limited ("tv") range —
/// what H.264, HEVC and VP9 files take — for even sizes, in horizontal bands on every core.
///
/// With R, G, B in 0…255 and Kr = 0.2126, Kb = 0.0722, Kg = 1 − Kr − Kb, Y' = Kr·R + Kg·G + Kb·B:
/// - luma: `Y = 16 + 219/255 · Y'`,
/// - chroma, from the mean R, G, B of each 2×2 block (its area average):
///   `Cb = 128 + 224/255 · (B − Y') / (2 − 2·Kb)`, `Cr = 128 + 224/255 · (R − Y') / (2 − 2·Kr)`,
///
/// each rounded to the nearest integer. The arithmetic is single-precision, eight pixels at a time
/// in SIMD lanes (the C kernel `zoe_bgra_block_row_to_planar420`, in AVX2 registers where the
/// processor has them, else in SSE pairs — the same operations, so the same bytes); components
/// are exact in a float and the sums of at most three products stay within 1/10,000 of the exact
/// value before rounding. swscale's exact path gives the same values
/// up to one step, through two intermediate roundings, at several times the cost.
///
/// Alpha does not enter the result; `convert` reports whether every alpha was 255, so callers can
/// convert first and composite only frames that turn out translucent.
final class Planar420Converter {
    static let kr = 0.2126
    static let kb = 0.0722
    static let kg = 1 - kr - kb
    let width: Int
    let height: Int
    private let bandCount: Int
    /// Luma's row, and the chroma rows applied to the sums of a 2×2 block's components (four
    /// times the mean).
    private let coefficients: ZoePlanarCoefficients
    /// Whether the kernel's AVX2 body runs (the same bytes as the baseline one, in fewer steps).
    let usesAVX2: Bool

    /// `width` and `height` must be even and positive; `allowsAVX2` false keeps to the baseline
    /// body (for comparing the two).
    init(width: Int, height: Int, bandCount requested: Int = ProcessInfo.processInfo.activeProcessorCount,
         allowsAVX2: Bool = true) {
        precondition(width > 0 && height > 0 && width % 2 == 0 && height % 2 == 0, "4:2:0 needs even sizes")
        self.width = width
        self.height = height
        bandCount = max(1, min(requested, height / 64))
        usesAVX2 = allowsAVX2 && zoe_cpu_has_avx2()
        let (kr, kg, kb) = (Self.kr, Self.kg, Self.kb)
        let lumaScale = 219.0 / 255
        func row(offset: Double, red: Double, green: Double, blue: Double) -> ZoeColourRow {
            ZoeColourRow(red: Float(red), green: Float(green), blue: Float(blue), offset: Float(offset))
        }
        // B − Y' = −Kr·R − Kg·G + (1 − Kb)·B and R − Y' = (1 − Kr)·R − Kg·G − Kb·B, of the mean (sum / 4).
        let cbScale = 224.0 / 255 / (2 - 2 * kb) / 4, crScale = 224.0 / 255 / (2 - 2 * kr) / 4
        coefficients = ZoePlanarCoefficients(
            luma: row(offset: 16, red: lumaScale * kr, green: lumaScale * kg, blue: lumaScale * kb),
            blueDifference: row(offset: 128, red: -kr * cbScale, green: -kg * cbScale, blue: (1 - kb) * cbScale),
            redDifference: row(offset: 128, red: (1 - kr) * crScale, green: -kg * crScale, blue: -kb * crScale))
    }

    /// Converts `width`×`height` BGRA pixels at `source` (rows `sourceStride` bytes apart) into
    /// the Y, Cb and Cr planes of `destination`; true when every pixel's alpha was 255.
    @discardableResult
    func convert(_ source: UnsafePointer<UInt8>, bytesPerRow sourceStride: Int, into destination: MediaFrame) -> Bool {
        let frame = destination.frame.pointee
        let planes = (frame.data.0!, frame.data.1!, frame.data.2!)
        let strides = (Int(frame.linesize.0), Int(frame.linesize.1), Int(frame.linesize.2))
        let blockRows = height / 2
        let translucentBands = BandFlags(count: bandCount)
        let (width, usesAVX2) = (Int32(width), usesAVX2)
        withUnsafePointer(to: coefficients) { coefficients in
            DispatchQueue.concurrentPerform(iterations: bandCount) { band in
                var alpha = UInt32.max
                for blockRow in blockRows * band / bandCount..<blockRows * (band + 1) / bandCount {
                    let top = source + 2 * blockRow * sourceStride
                    alpha &= zoe_bgra_block_row_to_planar420(
                        top, top + sourceStride, planes.0 + 2 * blockRow * strides.0,
                        planes.0 + (2 * blockRow + 1) * strides.0, planes.1 + blockRow * strides.1,
                        planes.2 + blockRow * strides.2, width, coefficients, usesAVX2)
                }
                if alpha >> 24 != 255 { translucentBands.set(band) }
            }
        }
        return !translucentBands.any
    }
}

/// One flag per band, set from `concurrentPerform` workers (each band writes only its own).
private final class BandFlags: @unchecked Sendable {
    private let lock = NSLock()
    private var flags: [Bool]
    init(count: Int) { flags = Array(repeating: false, count: count) }
    func set(_ band: Int) { lock.lock(); flags[band] = true; lock.unlock() }
    var any: Bool { lock.lock(); defer { lock.unlock() }; return flags.contains(true) }
}
