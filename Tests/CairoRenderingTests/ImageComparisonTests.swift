@testable import CairoRendering
import Foundation
import MotionCore
import XCTest

final class ImageComparisonTests: XCTestCase {
    private func grey(_ level: UInt8, _ width: Int = 20, _ height: Int = 20) throws -> RGBAImage {
        try RGBAImage(width: width, height: height, fill: (level, level, level, 255))
    }

    func testIdenticalImagesMatchExactly() throws {
        let golden = try RGBAImage(contentsOfPNG: GoldenImage.directory.appendingPathComponent("paths.png"))
        let comparison = try ImageComparison(expected: golden, actual: golden, tolerance: .exact)
        XCTAssertEqual(comparison.maxChannelDifference, 0)
        XCTAssertEqual(comparison.meanChannelDifference, 0)
        XCTAssertEqual(comparison.ssim, 1, accuracy: 1e-9)
        XCTAssertTrue(comparison.passes)
    }

    /// For flat images σ = 0, so SSIM reduces to the luminance term (2·μx·μy + C1) / (μx² + μy² + C1).
    func testSSIMOfFlatImagesFollowsTheLuminanceTerm() throws {
        let comparison = try ImageComparison(expected: try grey(100), actual: try grey(160))
        let c1 = (0.01 * 255.0) * (0.01 * 255.0)
        XCTAssertEqual(comparison.ssim, (2 * 100 * 160 + c1) / (100 * 100 + 160 * 160 + c1), accuracy: 1e-9)
        XCTAssertEqual(comparison.maxChannelDifference, 60)
        XCTAssertEqual(comparison.meanChannelDifference, 45, "three channels differ by 60, alpha by 0")
    }

    func testAnIntentionallyChangedGoldenFails() throws {
        let url = GoldenImage.directory.appendingPathComponent("fill-rules.png")
        let canvas = try Canvas(contentsOfPNG: url)
        let context = try canvas.makeContext()
        context.setFillColor(.red)
        context.fill(Rect(x: 150, y: 20, width: 6, height: 6))
        let comparison = try ImageComparison(expected: try RGBAImage(contentsOfPNG: url), actual: canvas.rgbaImage())
        XCTAssertFalse(comparison.passes, comparison.summary)
        XCTAssertEqual(comparison.differingPixelCount, 36)
        XCTAssertEqual(comparison.maxChannelDifference, 255)
        let diff = comparison.diffImage()
        XCTAssertTrue(diff.pixel(x: 152, y: 22) == (255, 0, 0, 255))
        XCTAssertTrue(diff.pixel(x: 5, y: 5) != (255, 0, 0, 255))
    }

    func testSmallAntialiasingNoisePassesRenderingTolerance() throws {
        var noisy = try grey(128, 100, 100)
        for i in stride(from: 0, to: 100, by: 7) { noisy.setPixel(x: i, y: i, (134, 134, 134, 255)) }
        noisy.setPixel(x: 50, y: 0, (255, 255, 255, 255))  // one outlier in 10 000 pixels
        let comparison = try ImageComparison(expected: try grey(128, 100, 100), actual: noisy)
        XCTAssertTrue(comparison.passes, comparison.summary)
        XCTAssertFalse(try ImageComparison(expected: try grey(128, 100, 100), actual: noisy, tolerance: .exact).passes)
    }

    func testHiddenColourUnderZeroAlphaDoesNotCount() throws {
        let a = try RGBAImage(width: 4, height: 4, fill: (255, 0, 0, 0))
        let b = try RGBAImage(width: 4, height: 4, fill: (0, 0, 255, 0))
        XCTAssertEqual(try ImageComparison(expected: a, actual: b).maxChannelDifference, 0)
    }

    func testAlphaDifferencesLowerSSIM() throws {
        var holes = try grey(0, 30, 30)
        for y in 10..<20 { for x in 10..<20 { holes.setPixel(x: x, y: y, (0, 0, 0, 0)) } }
        XCTAssertLessThan(try ImageComparison(expected: try grey(0, 30, 30), actual: holes).ssim, 0.9)
    }

    func testSizeMismatchThrows() throws {
        XCTAssertThrowsError(try ImageComparison(expected: try grey(0, 10, 10), actual: try grey(0, 10, 11))) { error in
            XCTAssertEqual(error as? ImageComparisonError,
                           .sizeMismatch(expectedWidth: 10, expectedHeight: 10, actualWidth: 10, actualHeight: 11))
            XCTAssertTrue("\(error)".contains("10×10"))
        }
    }

    func testDiffImageIsWrittenAsPNG() throws {
        let comparison = try ImageComparison(expected: try grey(0), actual: try grey(255))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try comparison.writeDiffImage(to: url)
        let diff = try RGBAImage(contentsOfPNG: url)
        XCTAssertTrue(diff.pixel(x: 3, y: 3) == (255, 0, 0, 255))
    }

    func testRGBAImageRejectsWrongByteCounts() {
        XCTAssertThrowsError(try RGBAImage(width: 2, height: 2, pixels: [0, 0, 0]))
        XCTAssertThrowsError(try RGBAImage(width: 0, height: 2, pixels: []))
        XCTAssertThrowsError(try RGBAImage(width: Int.max, height: 2, fill: (0, 0, 0, 0)))
        XCTAssertThrowsError(try RGBAImage(width: -3, height: -3, fill: (0, 0, 0, 0)))
    }
}
