import CairoRendering
import XCTest
import Zoetrope
import ZoetropeTesting

final class SnapshotRendererTests: XCTestCase {
    func testSceneFramesShowTheSquareWhereTheAnimationPutsIt() throws {
        // At t = 0.5 the square (12×12, centred at x = 10 + 40 · 0.5 = 30, y = 24) covers x 24..<36, y 18..<30.
        let frame = try XCTUnwrap(SnapshotRenderer.frames(of: SlidingSquareScene(), at: [0.5]).first)
        XCTAssertEqual(frame.width, 64)
        XCTAssertEqual(frame.height, 48)
        XCTAssertTrue(frame.pixel(x: 30, y: 24) == (10, 132, 255, 255))
        XCTAssertTrue(frame.pixel(x: 23, y: 24) == (255, 255, 255, 255))
        XCTAssertTrue(frame.pixel(x: 36, y: 24) == (255, 255, 255, 255))
    }

    func testABareLayerIsDrawnFromItsFrameOrigin() throws {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        layer.position = Point(x: 300, y: 400)
        layer.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let image = try SnapshotRenderer.image(of: layer)
        XCTAssertEqual(image.width, 20)
        XCTAssertEqual(image.height, 10)
        XCTAssertTrue(image.pixels.enumerated().allSatisfy { index, byte in [255, 0, 0, 255][index % 4] == byte })
        XCTAssertEqual(layer.position, Point(x: 300, y: 400), "the layer itself is not moved")
    }

    func testAViewOnACanvasOfAGivenSize() throws {
        let view = View(frame: Rect(x: 50, y: 50, width: 10, height: 10))
        view.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let image = try SnapshotRenderer.image(of: view, size: Size(width: 20, height: 10), scale: 2, background: .white)
        XCTAssertEqual(image.width, 40)
        XCTAssertEqual(image.height, 20)
        XCTAssertTrue(image.pixel(x: 5, y: 5) == (0, 0, 255, 255))
        XCTAssertTrue(image.pixel(x: 30, y: 5) == (255, 255, 255, 255))
    }

    func testEmptyLayerThrows() {
        XCTAssertThrowsError(try SnapshotRenderer.image(of: Layer())) { error in
            XCTAssertTrue("\(error)".contains("give it bounds or pass a size"), "\(error)")
        }
    }
}
