import CairoRendering
import XCTest
import Zoetrope
import ZoetropeTesting

/// The default tolerance against rendered drawings: noise of a level or two passes, a shape
/// moved by a pixel or recoloured does not.
final class DefaultToleranceTests: XCTestCase {
    /// A 160×90 white canvas with an anti-aliased disc of radius 20 at (x, 45) in `color`.
    private func disc(x: Double, color: Color = Color(hex: 0x0A84FF)) throws -> RGBAImage {
        let canvas = try Canvas(size: Size(width: 160, height: 90), background: .white)
        let context = try canvas.makeContext()
        context.setFillColor(color)
        context.beginPath()
        context.addPath(Path(ellipseIn: Rect(x: x - 20, y: 25, width: 40, height: 40)))
        context.fillPath()
        return canvas.rgbaImage()
    }

    private func passes(_ expected: RGBAImage, _ actual: RGBAImage) throws -> Bool {
        try ImageComparison(expected: expected, actual: actual, tolerance: SnapshotTolerance.default.comparisonTolerance()).passes
    }

    func testRoundingNoiseOfTwoLevelsPasses() throws {
        let reference = try disc(x: 80)
        var noisy = reference
        for i in 0..<noisy.pixels.count where i % 4 != 3 {
            let offset = [-2, -1, 0, 1, 2][(i * 7) % 5]
            noisy.pixels[i] = UInt8(min(255, max(0, Int(noisy.pixels[i]) + offset)))
        }
        XCTAssertTrue(try passes(reference, noisy))
    }

    func testSubpixelEdgeDifferencePasses() throws {
        XCTAssertTrue(try passes(try disc(x: 80), try disc(x: 80.02)))
    }

    func testShapeMovedByOnePixelFails() throws {
        XCTAssertFalse(try passes(try disc(x: 80), try disc(x: 81)))
    }

    func testRecolouredShapeFails() throws {
        XCTAssertFalse(try passes(try disc(x: 80), try disc(x: 80, color: Color(hex: 0x0A70FF))))
    }
}
