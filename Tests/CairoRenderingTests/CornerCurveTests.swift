@testable import CairoRendering
@testable import MotionCore
import XCTest

/// `cornerCurve = .continuous`: Apple's continuous corner leaves the straight edge 1.52866 × r
/// from the corner (a circular corner, r from it), rising slowly: at r from the corner it is
/// already about 0.0084 r off the edge (the first cubic at t ≈ 0.5: 0.06550 r · t³), where the
/// circular corner just begins. It is symmetric about the corner's diagonal.
final class CornerCurveTests: XCTestCase {
    /// Alpha of a 200×200 white square with radius-40 corners, drawn at one pixel per point.
    private func alpha(_ curve: CornerCurve) throws -> (Int, Int) -> Int {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        layer.backgroundColor = .white
        layer.cornerRadius = 40
        layer.cornerCurve = curve
        layer.recordDrawing()
        let canvas = try Canvas(pixelWidth: 200, pixelHeight: 200)
        try LayerRenderer().render(layer, into: canvas)
        let image = canvas.rgbaImage()
        return { x, y in Int(image.pixel(x: x, y: y).a) }
    }

    func testTheContinuousCornerLeavesTheEdgeEarlierAndIsSymmetric() throws {
        let circular = try alpha(.circular), continuous = try alpha(.continuous)
        // Pixel (159, 0) spans 40.5 → 41.5 points back from the top-right corner: straight for a
        // circular corner, 0.34 points below the edge for the continuous one.
        XCTAssertEqual(circular(159, 0), 255)
        XCTAssertLessThan(continuous(159, 0), 220)
        XCTAssertGreaterThan(continuous(159, 0), 120)
        // Further than 1.53 r (61 points) the edge is straight for both.
        XCTAssertEqual(continuous(200 - 64, 0), 255)
        // Mirrored across the corner's diagonal, and at every corner alike (within Cairo's rasterizer, which
        // samples rows and columns a little differently: 3 levels).
        for (x, y) in [(159, 0), (170, 2), (185, 8)] {
            let value = continuous(x, y)
            XCTAssertEqual(continuous(199 - y, 199 - x), value, accuracy: 3, "mirror of (\(x), \(y))")
            XCTAssertEqual(continuous(199 - x, y), value, accuracy: 3, "top-left twin of (\(x), \(y))")
            XCTAssertEqual(continuous(x, 199 - y), value, accuracy: 3, "bottom-right twin of (\(x), \(y))")
        }
        XCTAssertEqual(continuous(100, 100), 255)
    }

    /// A radius whose continuous corner would not fit (1.53 r past half the side) is drawn with
    /// circular corners, so a capsule stays a capsule.
    func testATooLargeRadiusFallsBackToCircularCorners() throws {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 200, height: 80)
        layer.backgroundColor = .white
        layer.cornerRadius = 40
        func render(_ curve: CornerCurve) throws -> [UInt8] {
            layer.cornerCurve = curve
            layer.recordDrawing()
            let canvas = try Canvas(pixelWidth: 200, pixelHeight: 80)
            try LayerRenderer().render(layer, into: canvas)
            return canvas.rgbaImage().pixels
        }
        XCTAssertEqual(try render(.continuous), try render(.circular))
    }
}
