import CairoRendering
import XCTest
import Zoetrope
import ZoetropeTesting

/// `SnapshotTolerance.perceptual` against rendered drawings: what differs between machines
/// (rounding noise, a sub-pixel edge) passes; a moved or recoloured shape fails; bad values are errors.
final class PerceptualToleranceTests: XCTestCase {
    private func passes(_ expected: RGBAImage, _ actual: RGBAImage) throws -> Bool {
        try ImageComparison(expected: expected, actual: actual, tolerance: SnapshotTolerance.perceptual.comparisonTolerance()).passes
    }

    func testMachineNoisePassesAndRealChangesFail() throws {
        let reference = try discDrawing(x: 80)
        var noisy = reference
        for i in 0..<noisy.pixels.count where i % 4 != 3 {
            noisy.pixels[i] = UInt8(min(255, max(0, Int(noisy.pixels[i]) + [-2, -1, 0, 1, 2][(i * 7) % 5])))
        }
        XCTAssertTrue(try passes(reference, noisy), "two levels of rounding noise everywhere")
        XCTAssertTrue(try passes(reference, try discDrawing(x: 80.02)), "a sub-pixel edge")
        XCTAssertFalse(try passes(reference, try discDrawing(x: 81)), "moved by a pixel")
        XCTAssertFalse(try passes(reference, try discDrawing(x: 80, color: Color(hex: 0x0A60FF))), "a visibly different blue")
    }

    func testBadDistancesAreErrors() {
        for bad in [-1, Double.nan, Double.infinity] {
            var tolerance = SnapshotTolerance.perceptual
            tolerance.maximumDeltaE = bad
            XCTAssertThrowsError(try tolerance.comparisonTolerance(), "\(bad)")
        }
    }
}
