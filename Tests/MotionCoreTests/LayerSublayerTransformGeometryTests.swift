import MotionCore
import XCTest

/// A superlayer's `sublayerTransform` acts about the superlayer's anchor point (as Core Animation
/// and the renderer apply it), in conversions and hit testing alike.
final class LayerSublayerTransformGeometryTests: XCTestCase {
    /// Parent 100 × 100 with its anchor at the centre (50, 50) and a sublayer transform scaling by
    /// ½; a 20 × 20 child positioned at (80, 80). The child's centre (10, 10) maps to
    /// (80, 80) before the scale and to 50 + (80 − 50)/2 = 65 after it.
    private func tree() -> (parent: Layer, child: Layer) {
        let parent = Layer(), child = Layer()
        parent.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        parent.position = Point(x: 50, y: 50)
        parent.sublayerTransform = Transform3D(scaleX: 0.5, y: 0.5, z: 1)
        child.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        child.position = Point(x: 80, y: 80)
        parent.addSublayer(child)
        return (parent, child)
    }

    func testConvertAppliesSublayerTransformAboutTheParentsAnchor() {
        let (parent, child) = tree()
        let centre = child.convert(Point(x: 10, y: 10), to: parent)
        XCTAssertEqual(centre.x, 65, accuracy: 1e-9)
        XCTAssertEqual(centre.y, 65, accuracy: 1e-9)
        let corner = child.convert(Point(x: 20, y: 20), to: parent)
        XCTAssertEqual(corner.x, 70, accuracy: 1e-9, "(90 − 50)/2 + 50")
        let back = child.convert(Point(x: 65, y: 65), from: parent)
        XCTAssertEqual(back.x, 10, accuracy: 1e-9)
    }

    func testAnchorMovesThePivot() {
        let (parent, child) = tree()
        parent.anchorPoint = .zero
        parent.position = .zero
        let centre = child.convert(Point(x: 10, y: 10), to: parent)
        XCTAssertEqual(centre.x, 40, accuracy: 1e-9, "scaled about (0, 0): 80 / 2")
    }

    func testHitTestAgreesWithDrawing() {
        let (parent, child) = tree()
        XCTAssertTrue(parent.hitTest(Point(x: 66, y: 66)) === child, "inside the drawn child (60...70)")
        XCTAssertTrue(parent.hitTest(Point(x: 78, y: 78)) === parent, "where the child would be without the pivot")
    }
}
