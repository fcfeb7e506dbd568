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
/// each rounded to the nearest integer. The arithmetic is single-precision, eight pixels at a time
/// in SIMD lanes; components are exact in a float and the sums of at most three products stay
/// within 1/10,000 of the exact value before rounding. swscale's exact path gives the same values
/// up to one step, through two intermediate roundings, at several times the cost.
///
/// Alpha does not enter the result; `convert` reports whether every alpha was 255, so callers can
/// convert first and composite only frames that turn out translucent.
final class Planar420Converter {
    static let kr = 0.2126
    static let kb = 0.0722
    static let kg = 1 - kr - kb
    /// Multipliers of one output (red, green, blue) and its offset.
    private struct Coefficients {
        let red: Float, green: Float, blue: Float, offset: Float

        /// `offset + red·R + green·G + blue·B`, coefficients in units of one step (may be negative).
        init(offset: Double, red: Double, green: Double, blue: Double) {
            self.red = Float(red); self.green = Float(green); self.blue = Float(blue)
            self.offset = Float(offset)
        }

        /// The outputs, before rounding, for components (or component sums) in each lane.
        @inline(__always)
        func apply<Lanes: SIMD>(red r: Lanes, green g: Lanes, blue b: Lanes) -> Lanes where Lanes.Scalar == Float {
            Lanes(repeating: offset) + r * red + g * green + b * blue
        }

        /// One output rounded to the nearest integer, ties to even (as the lanes round).
        func rounded(red r: Float, green g: Float, blue b: Float) -> UInt8 {
            UInt8((offset + r * red + g * green + b * blue).rounded(.toNearestOrEven))
        }
    }

    let width: Int
    let height: Int
    private let bandCount: Int
    private let luma: Coefficients
    /// Applied to the sums of a 2×2 block's components, i.e. four times the mean.
    private let blueDifference: Coefficients
    private let redDifference: Coefficients

    /// `width` and `height` must be even and positive.
    init(width: Int, height: Int, bandCount requested: Int = ProcessInfo.processInfo.activeProcessorCount) {
        precondition(width > 0 && height > 0 && width % 2 == 0 && height % 2 == 0, "4:2:0 needs even sizes")
        self.width = width
        self.height = height
        bandCount = max(1, min(requested, height / 64))
        let (kr, kg, kb) = (Self.kr, Self.kg, Self.kb)
        let lumaScale = 219.0 / 255
        luma = Coefficients(offset: 16, red: lumaScale * kr, green: lumaScale * kg, blue: lumaScale * kb)
        // B − Y' = −Kr·R − Kg·G + (1 − Kb)·B and R − Y' = (1 − Kr)·R − Kg·G − Kb·B, of the mean (sum / 4).
        let cbScale = 224.0 / 255 / (2 - 2 * kb) / 4, crScale = 224.0 / 255 / (2 - 2 * kr) / 4
        blueDifference = Coefficients(offset: 128, red: -kr * cbScale, green: -kg * cbScale, blue: (1 - kb) * cbScale)
        redDifference = Coefficients(offset: 128, red: (1 - kr) * crScale, green: -kg * crScale, blue: -kb * crScale)
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
        DispatchQueue.concurrentPerform(iterations: bandCount) { band in
            var alpha = UInt32.max
            for blockRow in blockRows * band / bandCount..<blockRows * (band + 1) / bandCount {
                let top = source + 2 * blockRow * sourceStride
                alpha &= convertBlockRow(top: top, bottom: top + sourceStride,
                                         lumaTop: planes.0 + 2 * blockRow * strides.0,
                                         lumaBottom: planes.0 + (2 * blockRow + 1) * strides.0,
                                         cb: planes.1 + blockRow * strides.1, cr: planes.2 + blockRow * strides.2)
            }
            if alpha >> 24 != 255 { translucentBands.set(band) }
        }
        return !translucentBands.any
    }

    /// Two source rows into two luma rows and one row of each chroma plane; returns the AND of
    /// the rows' pixels (alpha in the top byte).
    private func convertBlockRow(top: UnsafePointer<UInt8>, bottom: UnsafePointer<UInt8>,
                                 lumaTop: UnsafeMutablePointer<UInt8>, lumaBottom: UnsafeMutablePointer<UInt8>,
                                 cb: UnsafeMutablePointer<UInt8>, cr: UnsafeMutablePointer<UInt8>) -> UInt32 {
        typealias Words = SIMD8<UInt32>
        let mask = Words(repeating: 0xFF)
        // Integers below 2²³ move between integer and float lanes through the float 2²³ + n, whose
        // low mantissa bits are n: one OR or add per lane (the generic conversions are scalar loops),
        // and adding 2²³ rounds a float to the nearest integer, ties to even.
        let magic = Float(1 << 23)
        @inline(__always) func floats(_ words: Words) -> SIMD8<Float> {
            unsafeBitCast(words | Words(repeating: magic.bitPattern), to: SIMD8<Float>.self) - SIMD8(repeating: magic)
        }
        @inline(__always) func rounded8(_ values: SIMD8<Float>) -> SIMD8<UInt8> {
            SIMD8<UInt8>(truncatingIfNeeded: unsafeBitCast(values + SIMD8(repeating: magic), to: Words.self))
        }
        @inline(__always) func rounded4(_ values: SIMD4<Float>) -> SIMD4<UInt8> {
            SIMD4<UInt8>(truncatingIfNeeded: unsafeBitCast(values + SIMD4(repeating: magic), to: SIMD4<UInt32>.self))
        }
        var all = Words(repeating: .max)
        let groups = width / 8
        for group in 0..<groups {
            let upper = UnsafeRawPointer(top).loadUnaligned(fromByteOffset: 32 * group, as: Words.self)
            let lower = UnsafeRawPointer(bottom).loadUnaligned(fromByteOffset: 32 * group, as: Words.self)
            all &= upper & lower
            // Pixels are 0xAARRGGBB words on little-endian machines.
            let (blueUp, greenUp, redUp) = (floats(upper & mask), floats(upper &>> 8 & mask), floats(upper &>> 16 & mask))
            let (blueLow, greenLow, redLow) = (floats(lower & mask), floats(lower &>> 8 & mask), floats(lower &>> 16 & mask))
            UnsafeMutableRawPointer(lumaTop + 8 * group).storeBytes(
                of: rounded8(luma.apply(red: redUp, green: greenUp, blue: blueUp)), as: SIMD8<UInt8>.self)
            UnsafeMutableRawPointer(lumaBottom + 8 * group).storeBytes(
                of: rounded8(luma.apply(red: redLow, green: greenLow, blue: blueLow)), as: SIMD8<UInt8>.self)
            // Column pairs of the two rows: four 2×2 blocks.
            let red = redUp + redLow, green = greenUp + greenLow, blue = blueUp + blueLow
            let (redSum, greenSum, blueSum) = (red.evenHalf + red.oddHalf, green.evenHalf + green.oddHalf,
                                               blue.evenHalf + blue.oddHalf)
            UnsafeMutableRawPointer(cb + 4 * group).storeBytes(
                of: rounded4(blueDifference.apply(red: redSum, green: greenSum, blue: blueSum)),
                as: SIMD4<UInt8>.self)
            UnsafeMutableRawPointer(cr + 4 * group).storeBytes(
                of: rounded4(redDifference.apply(red: redSum, green: greenSum, blue: blueSum)),
                as: SIMD4<UInt8>.self)
        }
        var alpha = UInt32.max
        for lane in all.indices { alpha &= all[lane] }
        // The last columns when the width is not a multiple of 8, one 2×2 block at a time.
        func convertPixel(_ row: UnsafePointer<UInt8>, _ lumaRow: UnsafeMutablePointer<UInt8>, _ x: Int) -> SIMD4<Float> {
            let word = UnsafeRawPointer(row).loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
            alpha &= word
            let components = SIMD4<Float>(Float(word >> 16 & 0xFF), Float(word >> 8 & 0xFF), Float(word & 0xFF), 0)
            lumaRow[x] = luma.rounded(red: components[0], green: components[1], blue: components[2])
            return components
        }
        for block in 4 * groups..<width / 2 {
            let sums = convertPixel(top, lumaTop, 2 * block) + convertPixel(top, lumaTop, 2 * block + 1)
                + convertPixel(bottom, lumaBottom, 2 * block) + convertPixel(bottom, lumaBottom, 2 * block + 1)
            cb[block] = blueDifference.rounded(red: sums[0], green: sums[1], blue: sums[2])
            cr[block] = redDifference.rounded(red: sums[0], green: sums[1], blue: sums[2])
        }
        return alpha
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
