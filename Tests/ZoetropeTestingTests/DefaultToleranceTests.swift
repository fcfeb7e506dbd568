import CairoRendering
import XCTest
import Zoetrope
import ZoetropeTesting

/// The default tolerance against rendered drawings: noise of a level or two passes, a shape
/// moved by a pixel or recoloured does not.
final class DefaultToleranceTests: XCTestCase {
    private func passes(_ expected: RGBAImage, _ actual: RGBAImage) throws -> Bool {
        try ImageComparison(expected: expected, actual: actual, tolerance: SnapshotTolerance.default.comparisonTolerance()).passes
    }

    func testRoundingNoiseOfTwoLevelsPasses() throws {
        let reference = try discDrawing(x: 80)
        var noisy = reference
        for i in 0..<noisy.pixels.count where i % 4 != 3 {
            let offset = [-2, -1, 0, 1, 2][(i * 7) % 5]
            noisy.pixels[i] = UInt8(min(255, max(0, Int(noisy.pixels[i]) + offset)))
        }
        XCTAssertTrue(try passes(reference, noisy))
    }

    func testSubpixelEdgeDifferencePasses() throws {
        XCTAssertTrue(try passes(try discDrawing(x: 80), try discDrawing(x: 80.02)))
    }

    func testShapeMovedByOnePixelFails() throws {
        XCTAssertFalse(try passes(try discDrawing(x: 80), try discDrawing(x: 81)))
    }

    func testRecolouredShapeFails() throws {
        XCTAssertFalse(try passes(try discDrawing(x: 80), try discDrawing(x: 80, color: Color(hex: 0x0A70FF))))
    }
}
