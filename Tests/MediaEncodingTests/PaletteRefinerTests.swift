@testable import MediaEncoding
import XCTest

final class PaletteRefinerTests: XCTestCase {
    /// A smooth two-axis gradient: many more colours than a small palette holds.
    private func gradientHistogram() -> ColorHistogram {
        let image = (0..<48).map { y in (0..<64).map { x in RGBA(r: UInt8(x * 4), g: UInt8(y * 5), b: 120) } }
        let frame = TestImages.frame(image, padding: 0)
        var histogram = ColorHistogram(onlyChangedPixels: false)
        frame.pixels.withUnsafeBufferPointer { histogram.add(bgra: $0.baseAddress!, stride: frame.bytesPerRow, width: 64, height: 48) }
        return histogram
    }

    func testRefinementNeverIncreasesTheErrorAndHelpsAPoorPalette() {
        let histogram = gradientHistogram()
        // A deliberately poor start: 16 greys.
        let greys = (0..<16).map { SIMD3<Double>(repeating: Double($0 * 17)) }
        let before = PaletteRefiner.squaredError(of: greys, histogram: histogram)
        let refined = PaletteRefiner.refine(greys, histogram: histogram)
        let after = PaletteRefiner.squaredError(of: refined, histogram: histogram)
        XCTAssertLessThan(after, before / 4)
        // Lloyd steps are monotone: one more round cannot make it worse.
        let again = PaletteRefiner.refine(refined, histogram: histogram, maxIterations: 1)
        XCTAssertLessThanOrEqual(PaletteRefiner.squaredError(of: again, histogram: histogram), after)
        for colour in refined {
            XCTAssertEqual(colour, colour.rounded(.toNearestOrAwayFromZero), "entries are whole 8-bit values")
        }
    }

    func testExactColoursAloneInTheirClusterStayExact() {
        let chart = TestImages.colorChart(width: 64, height: 48)
        let frame = TestImages.frame(chart, padding: 0)
        var histogram = ColorHistogram(onlyChangedPixels: false)
        frame.pixels.withUnsafeBufferPointer { histogram.add(bgra: $0.baseAddress!, stride: frame.bytesPerRow, width: 64, height: 48) }
        let palette = TestImages.chartColors.map { SIMD3(Double($0.r), Double($0.g), Double($0.b)) }
        XCTAssertEqual(PaletteRefiner.refine(palette, histogram: histogram), palette)
    }

    func testDiffStatisticsCountOnlyChangedPixelsAfterTheFirstFrame() {
        var histogram = ColorHistogram(onlyChangedPixels: true)
        let first = TestImages.frame(TestImages.movingSquare(width: 32, height: 16, x: 0, size: 4), padding: 0)
        let second = TestImages.frame(TestImages.movingSquare(width: 32, height: 16, x: 4, size: 4), padding: 0)
        for frame in [first, second] {
            frame.pixels.withUnsafeBufferPointer { histogram.add(bgra: $0.baseAddress!, stride: 128, width: 32, height: 16) }
        }
        // Frame 1: 512 pixels. Frame 2: the square left 16 pixels and covered 16 new ones.
        XCTAssertEqual(histogram.occupiedBins.map(\.count).reduce(0, +), 512 + 32)
    }
}
