import Dispatch
import Foundation

/// Converts opaque 8-bit BGRA into 8-bit YUV 4:2:0 with the BT.709 matrix, limited ("tv") range —
/// what H.264, HEVC and VP9 files take — for even sizes, in horizontal bands on every core.
///
/// With R, G, B in 0…255 and Kr = 0.2126, Kb = 0.0722, Kg = 1 − Kr − Kb, Y' = Kr·R + Kg·G + Kb·B:
/// - luma: `Y = 16 + 219/255 · Y'`,
/// - chroma, from the mean R, G, B of each 2×2 block (its area average):
///   `Cb = 128 + 224/255 · (B − Y') / (2 − 2·Kb)`, `Cr = 128 + 224/255 · (R − Y') / (2 − 2·Kr)`,
///
/// each rounded to the nearest integer. Every term comes from a lookup table in 16.16 fixed point,
/// so a result is within 1/10,000 of the exact value before rounding. Alpha is ignored: callers
/// pass opaque pixels (composited, or checked opaque). swscale's exact path gives the same values
/// up to one step, through two intermediate roundings, at several times the cost.
final class Planar420Converter {
    static let kr = 0.2126
    static let kb = 0.0722
    static let kg = 1 - kr - kb
    /// Fixed-point scale of the tables.
    private static let shift = 16

    let width: Int
    let height: Int
    private let bandCount: Int
    /// Luma terms per 8-bit component: red, green, blue, each 256 entries (offset and rounding
    /// folded into the red table).
    private let luma: UnsafeMutablePointer<Int32>
    /// Chroma terms per sum of a 2×2 block's component (0…1020): Cb from red, green, blue, then
    /// Cr from red, green, blue, each 1021 entries (offset and rounding folded into the red ones).
    private let chroma: UnsafeMutablePointer<Int32>
    private static let sumCount = 4 * 255 + 1

    /// `width` and `height` must be even and positive.
    init(width: Int, height: Int, bandCount requested: Int = ProcessInfo.processInfo.activeProcessorCount) {
        precondition(width > 0 && height > 0 && width % 2 == 0 && height % 2 == 0, "4:2:0 needs even sizes")
        self.width = width
        self.height = height
        bandCount = max(1, min(requested, height / 64))
        let one = Double(1 << Self.shift)
        let rounding = Int32(1 << (Self.shift - 1))
        luma = .allocate(capacity: 3 * 256)
        let lumaScale = 219.0 / 255
        for value in 0..<256 {
            let v = Double(value)
            luma[value] = Int32((one * lumaScale * Self.kr * v).rounded()) + (16 << Self.shift) + rounding
            luma[256 + value] = Int32((one * lumaScale * Self.kg * v).rounded())
            luma[512 + value] = Int32((one * lumaScale * Self.kb * v).rounded())
        }
        chroma = .allocate(capacity: 6 * Self.sumCount)
        let cbScale = 224.0 / 255 / (2 - 2 * Self.kb), crScale = 224.0 / 255 / (2 - 2 * Self.kr)
        // B − Y' = −Kr·R − Kg·G + (1 − Kb)·B and R − Y' = (1 − Kr)·R − Kg·G − Kb·B, of the mean (sum / 4).
        let cb = [-Self.kr, -Self.kg, 1 - Self.kb].map { $0 * cbScale / 4 }
        let cr = [1 - Self.kr, -Self.kg, -Self.kb].map { $0 * crScale / 4 }
        for (set, coefficients) in [cb, cr].enumerated() {
            for (component, coefficient) in coefficients.enumerated() {
                let table = chroma + (3 * set + component) * Self.sumCount
                for sum in 0..<Self.sumCount {
                    table[sum] = Int32((one * coefficient * Double(sum)).rounded())
                        + (component == 0 ? (128 << Self.shift) + rounding : 0)
                }
            }
        }
    }

    deinit {
        luma.deallocate()
        chroma.deallocate()
    }

    /// Converts `width`×`height` BGRA pixels at `source` (rows `sourceStride` bytes apart) into
    /// the Y, Cb and Cr planes of `destination`.
    func convert(_ source: UnsafePointer<UInt8>, bytesPerRow sourceStride: Int, into destination: MediaFrame) {
        let frame = destination.frame.pointee
        let planes = (frame.data.0!, frame.data.1!, frame.data.2!)
        let strides = (Int(frame.linesize.0), Int(frame.linesize.1), Int(frame.linesize.2))
        let blockRows = height / 2
        DispatchQueue.concurrentPerform(iterations: bandCount) { band in
            for blockRow in blockRows * band / bandCount..<blockRows * (band + 1) / bandCount {
                let top = source + 2 * blockRow * sourceStride
                convertBlockRow(top: top, bottom: top + sourceStride,
                                lumaTop: planes.0 + 2 * blockRow * strides.0,
                                lumaBottom: planes.0 + (2 * blockRow + 1) * strides.0,
                                cb: planes.1 + blockRow * strides.1, cr: planes.2 + blockRow * strides.2)
            }
        }
    }

    /// Two source rows into two luma rows and one row of each chroma plane.
    private func convertBlockRow(top: UnsafePointer<UInt8>, bottom: UnsafePointer<UInt8>,
                                 lumaTop: UnsafeMutablePointer<UInt8>, lumaBottom: UnsafeMutablePointer<UInt8>,
                                 cb: UnsafeMutablePointer<UInt8>, cr: UnsafeMutablePointer<UInt8>) {
        let luma = self.luma, chroma = self.chroma, count = Self.sumCount, shift = Int32(Self.shift)
        let lumaRed = luma, lumaGreen = luma + 256, lumaBlue = luma + 512
        let cbRed = chroma, cbGreen = chroma + count, cbBlue = chroma + 2 * count
        let crRed = chroma + 3 * count, crGreen = chroma + 4 * count, crBlue = chroma + 5 * count
        @inline(__always) func lumaOf(_ pixel: UInt64) -> UInt8 {
            let sum = lumaBlue[Int(pixel & 0xFF)] &+ lumaGreen[Int(pixel >> 8 & 0xFF)] &+ lumaRed[Int(pixel >> 16 & 0xFF)]
            return UInt8(truncatingIfNeeded: sum >> shift)
        }
        for block in 0..<width / 2 {
            // Two pixels per 64-bit load: bytes B, G, R, A, B, G, R, A.
            let upper = UInt64(littleEndian: UnsafeRawPointer(top).loadUnaligned(fromByteOffset: 8 * block, as: UInt64.self))
            let lower = UInt64(littleEndian: UnsafeRawPointer(bottom).loadUnaligned(fromByteOffset: 8 * block, as: UInt64.self))
            lumaTop[2 * block] = lumaOf(upper)
            lumaTop[2 * block + 1] = lumaOf(upper >> 32)
            lumaBottom[2 * block] = lumaOf(lower)
            lumaBottom[2 * block + 1] = lumaOf(lower >> 32)
            // Per-channel sums of the four pixels, four 16-bit lanes at a time (no lane overflows).
            let sums = Self.laneSums(upper) &+ Self.laneSums(lower)
            let blue = Int(sums & 0xFFFF), green = Int(sums >> 16 & 0xFFFF), red = Int(sums >> 32 & 0xFFFF)
            cb[block] = UInt8(truncatingIfNeeded: (cbRed[red] &+ cbGreen[green] &+ cbBlue[blue]) >> shift)
            cr[block] = UInt8(truncatingIfNeeded: (crRed[red] &+ crGreen[green] &+ crBlue[blue]) >> shift)
        }
    }

    /// Blue, green and red of two BGRA pixels summed, in 16-bit lanes 0, 1, 2 of the result.
    @inline(__always)
    private static func laneSums(_ pair: UInt64) -> UInt64 {
        let first = pair & 0xFFFF_FFFF, second = pair >> 32
        return widen(first) &+ widen(second)
    }

    /// B, G, R bytes of a pixel spread into 16-bit lanes 0, 1, 2.
    @inline(__always)
    private static func widen(_ pixel: UInt64) -> UInt64 {
        (pixel & 0xFF) | (pixel & 0xFF00) << 8 | (pixel & 0xFF_0000) << 16
    }
}
