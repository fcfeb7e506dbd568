import CairoRendering
import XCTest

/// CIE Lab conversion against published values, and the ΔE tolerance: antialiasing-sized noise
/// passes, a visible colour change fails.
final class PerceptualComparisonTests: XCTestCase {
    func testLabMatchesPublishedSRGBValues() {
        // Reference values (D65, sRGB): white L 100; red (53.24, 80.09, 67.20); blue (32.30, 79.19, -107.86); mid grey 53.59.
        let cases: [((Double, Double, Double), (Double, Double, Double))] = [
            ((255, 255, 255), (100, 0, 0)), ((0, 0, 0), (0, 0, 0)),
            ((255, 0, 0), (53.24, 80.09, 67.20)), ((0, 0, 255), (32.30, 79.19, -107.86)), ((128, 128, 128), (53.59, 0, 0)),
        ]
        for (rgb, expected) in cases {
            let lab = CIELab(red: rgb.0, green: rgb.1, blue: rgb.2)
            XCTAssertEqual(lab.l, expected.0, accuracy: 0.02, "\(rgb)")
            XCTAssertEqual(lab.a, expected.1, accuracy: 0.02, "\(rgb)")
            XCTAssertEqual(lab.b, expected.2, accuracy: 0.02, "\(rgb)")
        }
        // ΔE76 is the Euclidean distance: black to white is 100.
        XCTAssertEqual(CIELab(red: 0, green: 0, blue: 0).deltaE(to: CIELab(red: 255, green: 255, blue: 255)), 100, accuracy: 1e-4)
    }

    /// A 64×64 picture of colour ramps, optionally with every channel nudged by `noise` levels
    /// (alternating sign) and a 8×8 patch recoloured.
    private func picture(noise: Int = 0, patch: (UInt8, UInt8, UInt8)? = nil) throws -> RGBAImage {
        var image = try RGBAImage(width: 64, height: 64, fill: (0, 0, 0, 255))
        for y in 0..<64 {
            for x in 0..<64 {
                let n = (x + y) % 2 == 0 ? noise : -noise
                func level(_ v: Int) -> UInt8 { UInt8(min(255, max(0, v + n))) }
                image.setPixel(x: x, y: y, (level(x * 4), level(y * 4), level(128), 255))
            }
        }
        if let patch { for y in 20..<28 { for x in 20..<28 { image.setPixel(x: x, y: y, (patch.0, patch.1, patch.2, 255)) } } }
        return image
    }

    func testSmallNoisePassesAndAVisibleChangeFails() throws {
        let reference = try picture()
        let perceptual = ComparisonTolerance(channel: 0, differingPixelFraction: 0.001, minimumSSIM: 0.9, maximumDeltaE: 2.3)
        // One level on every channel of every pixel: beyond an exact comparison, invisible to the eye.
        let noisy = try picture(noise: 1)
        XCTAssertFalse(try ImageComparison(expected: reference, actual: noisy, tolerance: .exact).passes)
        let noiseComparison = try ImageComparison(expected: reference, actual: noisy, tolerance: perceptual)
        XCTAssertTrue(noiseComparison.passes, noiseComparison.summary)
        // A patch turned from its ramp colour to pure red: 64 pixels far beyond 2.3.
        let changed = try picture(patch: (255, 0, 0))
        let changeComparison = try ImageComparison(expected: reference, actual: changed, tolerance: perceptual)
        XCTAssertFalse(changeComparison.passes)
        XCTAssertEqual(changeComparison.differingPixelCount, 64)
        XCTAssertTrue(changeComparison.summary.contains("beyond ΔE 2.3"), changeComparison.summary)
    }

    func testTranslucentPixelsAreSeenOverBlackAndWhite() throws {
        // Two pixels that look alike over black but not over white (alpha differs).
        var faint = try RGBAImage(width: 1, height: 1, fill: (0, 0, 0, 40))
        let clear = try RGBAImage(width: 1, height: 1, fill: (0, 0, 0, 0))
        let tolerance = ComparisonTolerance(channel: 0, differingPixelFraction: 0, minimumSSIM: 0, maximumDeltaE: 2.3)
        XCTAssertFalse(try ImageComparison(expected: clear, actual: faint, tolerance: tolerance).passes)
        faint.setPixel(x: 0, y: 0, (0, 0, 0, 1))
        XCTAssertTrue(try ImageComparison(expected: clear, actual: faint, tolerance: tolerance).passes)
    }
}
