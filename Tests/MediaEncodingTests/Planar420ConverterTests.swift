import CFFmpeg
import XCTest
@testable import MediaEncoding

/// BGRA → YUV 4:2:0: every sample is the BT.709 limited-range formula, rounded to nearest
/// (checked against the formula in Double), chroma from each 2×2 block's mean colour.
final class Planar420ConverterTests: XCTestCase {
    private let (width, height) = (132, 68)
    /// Rows padded beyond 4 × width, to check the stride is honoured.
    private var stride: Int { 4 * width + 12 }

    /// Seeded pseudo-random pixels, plus black, white and the primaries in the first row.
    private func seededImage() -> [UInt8] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        var pixels = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * stride + 4 * x
                pixels[offset] = next(); pixels[offset + 1] = next(); pixels[offset + 2] = next(); pixels[offset + 3] = 255
            }
        }
        let extremes: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (255, 255, 255), (255, 0, 0), (0, 255, 0), (0, 0, 255),
                                                 (255, 255, 0), (0, 255, 255), (255, 0, 255)]
        for (index, (r, g, b)) in extremes.enumerated() {
            // Whole 2×2 blocks, so chroma sees the pure colour too.
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let offset = dy * stride + 4 * (2 * index + dx)
                pixels[offset] = b; pixels[offset + 1] = g; pixels[offset + 2] = r
            }
        }
        return pixels
    }

    private func convert(_ pixels: [UInt8], bands: Int, allowsAVX2: Bool = true) -> [[UInt8]] {
        let destination = try! MediaFrame(width: width, height: height, format: AV_PIX_FMT_YUV420P)
        let converter = Planar420Converter(width: width, height: height, bandCount: bands, allowsAVX2: allowsAVX2)
        _ = pixels.withUnsafeBufferPointer { converter.convert($0.baseAddress!, bytesPerRow: stride, into: destination) }
        return planes(of: destination)
    }

    private func planes(of destination: MediaFrame) -> [[UInt8]] {
        let frame = destination.frame.pointee
        func plane(_ data: UnsafeMutablePointer<UInt8>?, _ linesize: Int32, rows: Int, columns: Int) -> [UInt8] {
            (0..<rows).flatMap { row in Array(UnsafeBufferPointer(start: data! + row * Int(linesize), count: columns)) }
        }
        return [plane(frame.data.0, frame.linesize.0, rows: height, columns: width),
                plane(frame.data.1, frame.linesize.1, rows: height / 2, columns: width / 2),
                plane(frame.data.2, frame.linesize.2, rows: height / 2, columns: width / 2)]
    }

    func testEverySampleIsTheRoundedBT709Formula() {
        for allowsAVX2 in [false, true] { checkTheFormula(allowsAVX2: allowsAVX2) }
    }

    private func checkTheFormula(allowsAVX2: Bool) {
        let pixels = seededImage()
        let yuv = convert(pixels, bands: 1, allowsAVX2: allowsAVX2)
        let (kr, kb) = (0.2126, 0.0722), kg = 1 - kr - kb
        func rgb(_ x: Int, _ y: Int) -> (Double, Double, Double) {
            let offset = y * stride + 4 * x
            return (Double(pixels[offset + 2]), Double(pixels[offset + 1]), Double(pixels[offset]))
        }
        // Rounded to nearest: within half a step, plus the single-precision arithmetic's error.
        let tolerance = 0.5 + 1e-4
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = rgb(x, y)
                let exact = 16 + 219.0 / 255 * (kr * r + kg * g + kb * b)
                XCTAssertLessThanOrEqual(abs(Double(yuv[0][y * width + x]) - exact), tolerance, "Y at (\(x), \(y))")
            }
        }
        for y in 0..<height / 2 {
            for x in 0..<width / 2 {
                let block = [rgb(2 * x, 2 * y), rgb(2 * x + 1, 2 * y), rgb(2 * x, 2 * y + 1), rgb(2 * x + 1, 2 * y + 1)]
                let r = block.map(\.0).reduce(0, +) / 4, g = block.map(\.1).reduce(0, +) / 4, b = block.map(\.2).reduce(0, +) / 4
                let luma = kr * r + kg * g + kb * b
                let cb = 128 + 224.0 / 255 * (b - luma) / (2 - 2 * kb)
                let cr = 128 + 224.0 / 255 * (r - luma) / (2 - 2 * kr)
                XCTAssertLessThanOrEqual(abs(Double(yuv[1][y * width / 2 + x]) - cb), tolerance, "Cb at (\(x), \(y))")
                XCTAssertLessThanOrEqual(abs(Double(yuv[2][y * width / 2 + x]) - cr), tolerance, "Cr at (\(x), \(y))")
            }
        }
        // Black and white reach the ends of the limited range; pure red has Cr 240, pure blue Cb 240.
        XCTAssertEqual(yuv[0][0], 16)
        XCTAssertEqual(yuv[0][2], 235)
        XCTAssertEqual(yuv[2][2], 240)
        XCTAssertEqual(yuv[1][4], 240)
    }

    /// The kernel's AVX2 and baseline bodies: the same bytes, remainder columns included (132 is
    /// not a multiple of 8), so a file does not depend on the processor that made it.
    func testTheAVX2BodyGivesTheBaselineBytes() throws {
        try XCTSkipUnless(Planar420Converter(width: 2, height: 2).usesAVX2, "this processor has no AVX2")
        let pixels = seededImage()
        XCTAssertEqual(convert(pixels, bands: 1, allowsAVX2: true), convert(pixels, bands: 1, allowsAVX2: false))
    }

    func testBandsGiveTheBytesOfOnePass() {
        let pixels = seededImage()
        XCTAssertEqual(convert(pixels, bands: 1), convert(pixels, bands: 3))
    }

    /// swscale's exact path (area filter, accurate rounding, BT.709) as the reference: it rounds
    /// twice on the way, so samples may differ by one step, never more.
    func testAgreesWithSwscaleWithinOneStep() throws {
        let pixels = seededImage()
        let ours = convert(pixels, bands: 1)
        let source = try MediaFrame(width: width, height: height, format: AV_PIX_FMT_BGRA)
        let (base, sourceStride) = source.firstPlane
        for y in 0..<height {
            pixels.withUnsafeBufferPointer { (base + y * sourceStride).update(from: $0.baseAddress! + y * stride, count: 4 * width) }
        }
        let destination = try MediaFrame(width: width, height: height, format: AV_PIX_FMT_YUV420P)
        try PixelScaler(width: width, height: height, destination: AV_PIX_FMT_YUV420P)
            .scale(base, bytesPerRow: sourceStride, into: destination)
        let reference = planes(of: destination)
        for plane in 0..<3 {
            let largest = zip(ours[plane], reference[plane]).map { abs(Int($0) - Int($1)) }.max() ?? 0
            XCTAssertLessThanOrEqual(largest, 1, "plane \(plane)")
        }
    }
}
