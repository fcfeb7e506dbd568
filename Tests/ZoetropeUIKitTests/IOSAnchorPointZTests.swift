import CairoRendering
import XCTest
import ZoetropeUIKit

/// `CALayer.anchorPointZ` as Core Animation's geometry places it: the anchor point
/// (anchorPoint, anchorPointZ) of the layer's space sits at `position`, and `transform` turns the
/// layer about it, p ↦ (p − (anchor, anchorPointZ)) · transform + position. So with no transform
/// the plane moves −anchorPointZ along z, which a perspective (m34 = −1/d) shows shrunk by
/// d / (d − z); a half turn about y takes it to +anchorPointZ.
final class IOSAnchorPointZTests: XCTestCase {
    /// A 200×200 container with a perspective of eye distance 500 and, centred in it, a red
    /// 100×100 layer whose anchor sits `depth` in front of its plane, turned by `transform`.
    private func scene(depth: CGFloat, transform: CATransform3D = CATransform3DIdentity) -> (CALayer, CALayer) {
        let container = CALayer()
        container.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        container.position = CGPoint(x: 100, y: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        container.sublayerTransform = perspective
        let face = CALayer()
        face.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        face.position = CGPoint(x: 100, y: 100)
        face.anchorPointZ = depth
        face.transform = transform
        face.backgroundColor = UIColor.red.cgColor
        container.addSublayer(face)
        return (container, face)
    }

    func testTheDefaultIsZeroAndItAnimatesImplicitly() {
        let layer = CALayer()
        XCTAssertEqual(layer.anchorPointZ, 0)
        XCTAssertTrue(layer.isAnimatable(key: "anchorPointZ"))
        layer.setValue(12, forKey: "anchorPointZ")
        XCTAssertEqual(layer.anchorPointZ, 12)
    }

    func testWithNoTransformThePlaneSitsBehindTheAnchorAndThePerspectiveShrinksIt() {
        // z = −100: the perspective scales by 500 / (500 + 100).
        // The container is held: a layer holds its superlayer weakly.
        let (container, face) = scene(depth: 100)
        XCTAssertEqual(face.frame.width, 100 * 500 / 600, accuracy: 1e-9)
        XCTAssertEqual(face.frame.midX, 100, accuracy: 1e-9)
        let (flatContainer, flat) = scene(depth: 0)
        XCTAssertEqual(flat.frame.width, 100, accuracy: 1e-9)
        withExtendedLifetime((container, flatContainer)) {}
    }

    func testAHalfTurnAboutYBringsThePlaneToTheFrontOfTheAnchor() {
        // (x, y, −100) turned by π about y is (−x, y, +100): scaled by 500 / (500 − 100).
        let (container, face) = scene(depth: 100, transform: CATransform3DMakeRotation(.pi, 0, 1, 0))
        XCTAssertEqual(face.frame.width, 100 * 500 / 400, accuracy: 1e-6)
        withExtendedLifetime(container) {}
    }

    func testTheRendererDrawsTheLayerWhereTheGeometryPlacesIt() throws {
        let (container, _) = scene(depth: 100)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200), format: format).image {
            container.render(in: $0.cgContext)
        }
        guard case .data(let data) = image.source else { throw XCTSkip("the picture is not in memory") }
        let drawn = try RGBAImage(pngData: data)
        // The square spans 100 ± 41.67: red well inside, nothing where the flat square would reach.
        let half = 50.0 * 500 / 600
        for x in [Int((100 - half + 2).rounded(.up)), 100, Int((100 + half - 2).rounded(.down))] {
            XCTAssertEqual(drawn.pixel(x: x, y: 100).r, 255, "x = \(x)")
        }
        for x in [Int((100 - half - 2).rounded(.down)), Int((100 + half + 2).rounded(.up))] {
            let p = drawn.pixel(x: x, y: 100)
            XCTAssertFalse(p.r > 200 && p.g < 50 && p.a > 200, "x = \(x): red")
        }
    }
}
