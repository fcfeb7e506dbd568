@testable import CairoRendering
import Foundation
import XCTest

/// The reduced-resolution blur of wide shadows against the full-resolution `BoxBlur` and
/// against the exact Gaussian blur of a rectangle, Φ((x − a)/σ) − Φ((x − b)/σ) along each axis
/// (Φ the normal distribution function).
final class ReducedBlurTests: XCTestCase {
    func testFactorKeepsTheReducedBlurAtLeastSixPixelsWide() {
        XCTAssertEqual(ReducedBlur.factor(sigma: 4), 1)
        XCTAssertEqual(ReducedBlur.factor(sigma: 11.9), 1)
        XCTAssertEqual(ReducedBlur.factor(sigma: 12), 2)
        XCTAssertEqual(ReducedBlur.factor(sigma: 36), 4)
        XCTAssertEqual(ReducedBlur.factor(sigma: 48), 8)
        XCTAssertEqual(ReducedBlur.factor(sigma: 500), 8)
        XCTAssertEqual(ReducedBlur.factor(sigma: .infinity), 1)
    }

    /// A rectangle's shadow is the exact one to within what the full-resolution box blur
    /// allows itself (3.4 to 4.6 levels here) plus one level, and within three levels of the box
    /// blur (two approximations of the same Gaussian), for every block size.
    func testRectangleMatchesTheExactGaussianAndTheFullResolutionBlur() {
        for sigma in [12.0, 20.0, 36.0, 60.0] {
            let margin = Int((3 * sigma).rounded(.up)) + 2
            let rect = (x: margin, y: margin + 3, width: 203, height: 121)
            let width = rect.width + 2 * margin + 5, height = rect.height + 2 * margin + 7, stride = width + 9
            var plane = [UInt8](repeating: 0, count: stride * height)
            for y in rect.y..<(rect.y + rect.height) { for x in rect.x..<(rect.x + rect.width) { plane[y * stride + x] = 255 } }
            var full = plane, reduced = plane
            full.withUnsafeMutableBytes { BoxBlur.blur($0, width: width, height: height, stride: stride, sigma: sigma) }
            reduced.withUnsafeMutableBytes { ReducedBlur.blur($0, width: width, height: height, stride: stride, sigma: sigma) }
            func exact(_ x: Int, _ y: Int) -> Double {
                func along(_ centre: Double, _ start: Int, _ length: Int) -> Double {
                    phi((centre - Double(start)) / sigma) - phi((centre - Double(start + length)) / sigma)
                }
                return 255 * along(Double(x) + 0.5, rect.x, rect.width) * along(Double(y) + 0.5, rect.y, rect.height)
            }
            var fullError = 0.0, reducedError = 0.0, apart = 0
            for y in 0..<height {
                for x in 0..<width {
                    let truth = exact(x, y)
                    fullError = max(fullError, abs(Double(full[y * stride + x]) - truth))
                    reducedError = max(reducedError, abs(Double(reduced[y * stride + x]) - truth))
                    apart = max(apart, abs(Int(full[y * stride + x]) - Int(reduced[y * stride + x])))
                }
            }
            XCTAssertLessThanOrEqual(reducedError, fullError + 1, "σ = \(sigma): reduced \(reducedError), full \(fullError)")
            XCTAssertLessThanOrEqual(apart, 3, "σ = \(sigma)")
            XCTAssertTrue((0..<height).allSatisfy { y in reduced[(y * stride + width)..<((y + 1) * stride)].allSatisfy { $0 == 0 } },
                          "σ = \(sigma): the stride's padding is untouched")
        }
    }

    /// A disc (curved, antialiased edges) at an odd size and position, for each block size.
    func testDiscStaysWithinTwoLevelsOfTheFullResolutionBlur() {
        for sigma in [13.0, 30.0, 52.0] {
            let margin = Int((3 * sigma).rounded(.up)) + 2
            let radius = 57.3, size = 2 * margin + 117
            let centre = (x: Double(size) / 2 + 0.3, y: Double(size) / 2 - 0.6)
            var plane = [UInt8](repeating: 0, count: size * size)
            for y in 0..<size {
                for x in 0..<size {
                    let distance = ((Double(x) + 0.5 - centre.x) * (Double(x) + 0.5 - centre.x)
                        + (Double(y) + 0.5 - centre.y) * (Double(y) + 0.5 - centre.y)).squareRoot()
                    plane[y * size + x] = UInt8((255 * min(max(radius + 0.5 - distance, 0), 1)).rounded())
                }
            }
            var full = plane, reduced = plane
            full.withUnsafeMutableBytes { BoxBlur.blur($0, width: size, height: size, stride: size, sigma: sigma) }
            reduced.withUnsafeMutableBytes { ReducedBlur.blur($0, width: size, height: size, stride: size, sigma: sigma) }
            let apart = zip(full, reduced).map { abs(Int($0) - Int($1)) }.max() ?? 0
            XCTAssertLessThanOrEqual(apart, 2, "σ = \(sigma)")
        }
    }

    private func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }
}
