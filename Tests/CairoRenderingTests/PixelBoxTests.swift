@testable import CairoRendering
import MotionCore
import XCTest

/// Whole device pixels covering a rectangle, within named limits.
final class PixelBoxTests: XCTestCase {
    func testTheBoxCoversEveryPixelTheRectangleTouches() throws {
        let box = try XCTUnwrap(PixelBox(covering: Rect(x: 2.5, y: -1.25, width: 3, height: 2)))
        XCTAssertEqual(box, PixelBox(x: 2, y: -2, width: 4, height: 3))
        let exact = try XCTUnwrap(PixelBox(covering: Rect(x: 3, y: 4, width: 5, height: 6)))
        XCTAssertEqual(exact, PixelBox(x: 3, y: 4, width: 5, height: 6))
        XCTAssertEqual(exact.outset(by: 1), PixelBox(x: 2, y: 3, width: 7, height: 8))
    }

    func testUnderATransformTheBoxCoversTheTransformedRectangle() throws {
        let box = try XCTUnwrap(PixelBox(covering: Rect(x: 0, y: 0, width: 10, height: 10),
                                         under: AffineTransform(rotationAngle: .pi / 4)))
        // The square turned 45° spans x in [−10/√2, 10/√2] and y in [0, 20/√2].
        XCTAssertEqual(box, PixelBox(x: -8, y: 0, width: 16, height: 15))
    }

    func testEmptyNonFiniteAndFarAwayRectanglesHaveNoBox() {
        XCTAssertNil(PixelBox(covering: .zero))
        XCTAssertNil(PixelBox(covering: Rect(x: .nan, y: 0, width: 1, height: 1)))
        XCTAssertNil(PixelBox(covering: Rect(x: DeviceCoordinate.limit, y: 0, width: 1, height: 1)))
        XCTAssertNil(PixelBox(covering: Rect(x: 0, y: 0, width: .infinity, height: 1), for: .clip))
    }

    func testASurfaceIsLimitedByCanvasLimitsAndAClipIsNot() throws {
        let huge = Rect(x: 0, y: 0, width: Double(CanvasLimits.maximumSide) + 1, height: 10)
        XCTAssertNil(PixelBox(covering: huge), "no surface that large is made")
        XCTAssertEqual(try XCTUnwrap(PixelBox(covering: huge, for: .clip)).width, CanvasLimits.maximumSide + 1)
    }
}
