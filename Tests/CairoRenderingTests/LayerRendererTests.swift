import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Pixel checks of `LayerRenderer` derived from Core Animation's geometry and compositing rules.
final class LayerRendererTests: XCTestCase {
    func layer(_ bounds: Rect, position: Point, color: Color? = nil, anchor: Point = Point(x: 0.5, y: 0.5)) -> Layer {
        let layer = Layer()
        layer.bounds = bounds
        layer.position = position
        layer.anchorPoint = anchor
        layer.backgroundColor = color
        return layer
    }

    func render(_ root: Layer, width: Int = 100, height: Int = 100, background: Color? = .white) throws -> Canvas {
        let canvas = try Canvas(pixelWidth: width, pixelHeight: height, background: background)
        try LayerRenderer().render(root, into: canvas)
        return canvas
    }

    func rgb(_ canvas: Canvas, _ x: Int, _ y: Int) -> [Int] {
        let p = canvas.rgbaImage().pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    func assertColor(_ canvas: Canvas, _ x: Int, _ y: Int, _ expected: [Int], tolerance: Int = 2,
                     file: StaticString = #filePath, line: UInt = #line) {
        let actual = rgb(canvas, x, y)
        XCTAssertTrue(zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }, "(\(x), \(y)): \(actual) ≠ \(expected)",
                      file: file, line: line)
    }

    func testAnchorPointSitsAtPosition() throws {
        let centred = try render(layer(Rect(x: 0, y: 0, width: 40, height: 20), position: Point(x: 50, y: 50), color: .red))
        assertColor(centred, 30, 40, [255, 0, 0]); assertColor(centred, 69, 59, [255, 0, 0])
        assertColor(centred, 29, 50, [255, 255, 255]); assertColor(centred, 50, 60, [255, 255, 255])
        let corner = try render(layer(Rect(x: 0, y: 0, width: 40, height: 20), position: Point(x: 50, y: 50), color: .red,
                                      anchor: .zero))
        assertColor(corner, 50, 50, [255, 0, 0]); assertColor(corner, 89, 69, [255, 0, 0]); assertColor(corner, 49, 60, [255, 255, 255])
    }

    /// The bounds origin is the coordinate of the layer's top left corner for its sublayers.
    func testBoundsOriginShiftsSublayers() throws {
        let root = layer(Rect(x: 20, y: 20, width: 100, height: 100), position: .zero, anchor: .zero)
        root.addSublayer(layer(Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 20, y: 20), color: .blue, anchor: .zero))
        let canvas = try render(root)
        assertColor(canvas, 5, 5, [0, 0, 255]); assertColor(canvas, 12, 12, [255, 255, 255])
    }

    func testTransformRotatesAndScalesAboutTheAnchor() throws {
        let rotated = layer(Rect(x: 0, y: 0, width: 40, height: 20), position: Point(x: 50, y: 50), color: .red)
        rotated.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let canvas = try render(rotated)
        assertColor(canvas, 50, 32, [255, 0, 0]); assertColor(canvas, 35, 50, [255, 255, 255])
        let scaled = layer(Rect(x: 0, y: 0, width: 20, height: 10), position: Point(x: 50, y: 50), color: .red, anchor: .zero)
        scaled.transform = Transform3D(scaleX: 2, y: 3, z: 1)
        let scaledCanvas = try render(scaled)
        assertColor(scaledCanvas, 89, 79, [255, 0, 0]); assertColor(scaledCanvas, 91, 60, [255, 255, 255])
        assertColor(scaledCanvas, 60, 81, [255, 255, 255])
    }

    func testSublayersAreOrderedByZPositionStably() throws {
        let root = layer(Rect(x: 0, y: 0, width: 100, height: 100), position: .zero, anchor: .zero)
        let a = layer(Rect(x: 0, y: 0, width: 60, height: 60), position: Point(x: 40, y: 40), color: .red)
        let b = layer(Rect(x: 0, y: 0, width: 60, height: 60), position: Point(x: 60, y: 60), color: .blue)
        let c = layer(Rect(x: 0, y: 0, width: 60, height: 60), position: Point(x: 50, y: 50), color: .green)
        a.zPosition = 1
        [a, b, c].forEach(root.addSublayer)
        let canvas = try render(root)
        assertColor(canvas, 50, 50, [255, 0, 0], tolerance: 0)
        assertColor(canvas, 75, 75, [0, 255, 0], tolerance: 0)  // b and c share zPosition 0: c, added later, is on top
    }

    func testHiddenAndTransparentLayersDrawNothing() throws {
        let hidden = layer(Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50), color: .red)
        hidden.isHidden = true
        assertColor(try render(hidden), 50, 50, [255, 255, 255], tolerance: 0)
        let clear = layer(Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50), color: .red)
        clear.opacity = 0
        assertColor(try render(clear), 50, 50, [255, 255, 255], tolerance: 0)
    }

    /// Opacity applies to the composited subtree: where two opaque sublayers overlap, only the top
    /// one shows through, at the group's opacity: 50 % blue over white = (127.5, 127.5, 255).
    func testOpacityCompositesTheSubtreeAsAGroup() throws {
        let group = layer(Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50))
        group.opacity = 0.5
        group.addSublayer(layer(Rect(x: 0, y: 0, width: 60, height: 60), position: Point(x: 40, y: 40), color: .red))
        group.addSublayer(layer(Rect(x: 0, y: 0, width: 60, height: 60), position: Point(x: 60, y: 60), color: .blue))
        let canvas = try render(group)
        assertColor(canvas, 50, 50, [128, 128, 255])
        assertColor(canvas, 15, 15, [255, 128, 128])
    }

    func testCornerRadiusBorderAndMasksToBounds() throws {
        let card = layer(Rect(x: 0, y: 0, width: 80, height: 80), position: Point(x: 50, y: 50), color: .white)
        card.cornerRadius = 20
        card.borderWidth = 4
        card.borderColor = .blue
        card.masksToBounds = true
        card.addSublayer(layer(Rect(x: 0, y: 0, width: 80, height: 80), position: Point(x: 40, y: 40), color: .red))
        let canvas = try render(card, background: .black)
        assertColor(canvas, 12, 12, [0, 0, 0], tolerance: 0)       // outside the rounded corner: clipped
        assertColor(canvas, 50, 50, [255, 0, 0], tolerance: 0)     // sublayer inside
        assertColor(canvas, 11, 50, [0, 0, 255], tolerance: 0)     // border occupies x 10..<14 inside the bounds
        assertColor(canvas, 15, 50, [255, 0, 0], tolerance: 0)
        assertColor(canvas, 9, 50, [0, 0, 0], tolerance: 0)
    }

    /// A blurred straight edge follows the Gaussian's CDF Φ(d/σ) across it (σ = shadowRadius):
    /// 15.9 % one σ outside, 50 % on the edge, 84.1 % one σ inside.
    func testShadowEdgeFollowsTheGaussian() throws {
        let root = layer(Rect(x: 0, y: 0, width: 200, height: 100), position: .zero, anchor: .zero)
        let caster = layer(Rect(x: 0, y: 0, width: 200, height: 200), position: Point(x: -100, y: 50), color: nil, anchor: .zero)
        caster.shadowPath = Path(rect: Rect(x: 0, y: 0, width: 200, height: 200))
        caster.shadowOpacity = 1
        caster.shadowRadius = 6
        caster.shadowOffset = Size(width: 100, height: 0)
        root.addSublayer(caster)
        let canvas = try render(root, width: 200, height: 100, background: nil)
        // The shadow covers x 0..<200, y 50..<250; column 100 is far from its vertical edges, so
        // across the top edge the alpha at a pixel centre c is Φ((c − 50) / 6).
        func alpha(_ row: Int) -> Double { Double(canvas.premultipliedPixel(x: 100, y: row)!.a) / 255 }
        func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }
        for row in [40, 43, 47, 49, 50, 52, 56, 60] {
            XCTAssertEqual(alpha(row), phi((Double(row) + 0.5 - 50) / 6), accuracy: 0.03, "row \(row)")
        }
        XCTAssertEqual(alpha(80), 1, accuracy: 0.01)
        XCTAssertEqual(alpha(20), 0, accuracy: 0.01)
    }

    func testMasksToBoundsRemovesTheShadowAndShadowFollowsOffset() throws {
        let shadowed = layer(Rect(x: 0, y: 0, width: 40, height: 40), position: Point(x: 40, y: 40), color: .white)
        shadowed.shadowOpacity = 1
        shadowed.shadowRadius = 0
        shadowed.shadowOffset = Size(width: 10, height: 10)
        let canvas = try render(shadowed, background: .gray)
        assertColor(canvas, 65, 65, [0, 0, 0], tolerance: 0)       // x, y in 60..<70 is shadow only
        assertColor(canvas, 40, 40, [255, 255, 255], tolerance: 0)
        assertColor(canvas, 71, 71, [128, 128, 128], tolerance: 1)
        shadowed.masksToBounds = true
        assertColor(try render(shadowed, background: .gray), 65, 65, [128, 128, 128], tolerance: 1)
    }

    func testCustomDrawingHappensInBoundsCoordinatesWithFreshState() throws {
        final class Dot: Layer {
            override func draw(in context: GraphicsContext) {
                context.setAlpha(1)
                context.setFillColor(.green)
                context.fill(Rect(x: 10, y: 10, width: 5, height: 5))
                context.saveGState()  // left unbalanced on purpose
                context.scaleBy(x: 0, y: 0)
            }
        }
        let root = layer(Rect(x: 0, y: 0, width: 100, height: 100), position: .zero, anchor: .zero)
        let dot = Dot()
        dot.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
        dot.position = Point(x: 50, y: 50)
        root.addSublayer(dot)
        root.addSublayer(layer(Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 90, y: 90), color: .red))
        let canvas = try render(root)
        assertColor(canvas, 47, 47, [0, 255, 0], tolerance: 0)     // (10, 10) of a 30-pt layer whose top left is at 35
        assertColor(canvas, 90, 90, [255, 0, 0], tolerance: 0)     // the unbalanced state did not leak
    }

    func testRenderingDoesNotChangeTheTree() throws {
        let root = layer(Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50), color: .red)
        let child = layer(Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 10, y: 10), color: .blue)
        child.zPosition = -1
        root.addSublayer(child)
        root.addSublayer(layer(Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 20, y: 20), color: .green))
        let before = root.allLayers.map { "\(ObjectIdentifier($0)) \($0.bounds) \($0.position) \($0.zPosition)" }
        _ = try render(root)
        XCTAssertEqual(root.allLayers.map { "\(ObjectIdentifier($0)) \($0.bounds) \($0.position) \($0.zPosition)" }, before)
    }

    func testMissingContentsImageIsAThrownError() throws {
        let root = layer(Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 5, y: 5))
        root.contents = Image(contentsOfFile: "/nonexistent/picture.png")
        XCTAssertThrowsError(try render(root)) { error in
            guard case CairoError.imageDecoding = error else { return XCTFail("\(error)") }
        }
    }

    func testNaNGeometryAndSingularTransformsDoNotCrash() throws {
        let root = layer(Rect(x: 0, y: 0, width: 100, height: 100), position: .zero, anchor: .zero)
        let broken = layer(Rect(x: 0, y: 0, width: .nan, height: 10), position: Point(x: .nan, y: 5), color: .red)
        let flat = layer(Rect(x: 0, y: 0, width: 50, height: 50), position: Point(x: 50, y: 50), color: .red)
        flat.transform = Transform3D(scaleX: 0, y: 1, z: 1)
        flat.shadowOpacity = 1
        let nanOpacity = layer(Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 95, y: 95), color: .blue)
        nanOpacity.opacity = .nan
        nanOpacity.cornerRadius = .nan
        nanOpacity.shadowOpacity = 1
        nanOpacity.shadowRadius = .infinity
        [broken, flat, nanOpacity].forEach(root.addSublayer)
        let canvas = try render(root)
        assertColor(canvas, 50, 50, [255, 255, 255], tolerance: 0)
        assertColor(canvas, 95, 95, [0, 0, 255], tolerance: 0)
    }
}
