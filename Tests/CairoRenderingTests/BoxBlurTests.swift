@testable import CairoRendering
import XCTest

/// The sliding-window box blur against the definition: each pass replaces a sample by the
/// rounded mean of the 2r + 1 samples around it, outside samples counting as 0.
final class BoxBlurTests: XCTestCase {
    private func reference(_ plane: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8] {
        var p = plane.map(Int.init)
        let radii = BoxBlur.radii(sigma: sigma)
        func pass(horizontal: Bool, radius: Int) {
            let source = p
            let size = 2 * radius + 1
            for y in 0..<height {
                for x in 0..<width {
                    var sum = 0
                    for d in -radius...radius {
                        let (sx, sy) = horizontal ? (x + d, y) : (x, y + d)
                        if sx >= 0, sy >= 0, sx < width, sy < height { sum += source[sy * width + sx] }
                    }
                    p[y * width + x] = (sum + size / 2) / size
                }
            }
        }
        radii.forEach { pass(horizontal: true, radius: $0) }
        radii.forEach { pass(horizontal: false, radius: $0) }
        return p.map { UInt8($0) }
    }

    func testMatchesTheDefinitionExactly() {
        let (width, height, stride) = (37, 23, 40)
        var generator = 12345 as UInt32
        let plane: [UInt8] = (0..<(width * height)).map { _ in
            generator = generator &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: generator >> 16)
        }
        for sigma in [0.8, 2.5, 6.0, 20.0] {
            var padded = [UInt8](repeating: 7, count: stride * height)
            for y in 0..<height { for x in 0..<width { padded[y * stride + x] = plane[y * width + x] } }
            padded.withUnsafeMutableBytes { BoxBlur.blur($0, width: width, height: height, stride: stride, sigma: sigma) }
            let blurred = (0..<height).flatMap { y in padded[(y * stride)..<(y * stride + width)] }
            XCTAssertEqual(blurred, reference(plane, width: width, height: height, sigma: sigma), "σ = \(sigma)")
            XCTAssertTrue((0..<height).allSatisfy { y in padded[(y * stride + width)..<((y + 1) * stride)].allSatisfy { $0 == 7 } },
                          "padding untouched")
        }
    }
}
