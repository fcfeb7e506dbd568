@testable import CairoRendering
import Foundation
@testable import MotionCore
import XCTest

/// CATransformLayer and `isDoubleSided`, from Apple's reference: a transform layer does not
/// flatten its sublayers into its plane, only they are drawn, and its opacity applies to each of
/// them on its own; a layer that is not double-sided is hidden when it faces away. Perspective
/// is CATransform3D's: with m34 = −1/d, a point at depth z is seen at x / (1 − z/d).
final class TransformLayerTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    /// A 100×100 face centred on the transform layer's origin, pushed to depth `z` and turned by
    /// `turn` about y first.
    private func face(_ color: Color, z: Double, turn: Double = 0) -> Layer {
        let face = Layer()
        face.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        face.position = .zero
        face.backgroundColor = color
        face.transform = Transform3D(rotationAngle: turn, x: 0, y: 1, z: 0).concatenating(Transform3D(translationX: 0, y: 0, z: z))
        return face
    }

    /// A 200×200 white canvas whose root's sublayerTransform has perspective 1/500, holding `content`
    /// at its centre.
    private func render(_ content: Layer, perspective: Bool = true) throws -> RGBAImage {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        root.backgroundColor = .white
        if perspective {
            var eye = Transform3D.identity
            eye.m34 = -1.0 / 500
            root.sublayerTransform = eye
        }
        content.position = Point(x: 100, y: 100)
        root.addSublayer(content)
        root.recordDrawing()
        let canvas = try Canvas(pixelWidth: 200, pixelHeight: 200)
        try LayerRenderer().render(root, into: canvas)
        return canvas.rgbaImage()
    }

    private func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.r, p.g, p.b]
    }

    func testTheNearerFaceShowsWhateverTheOrderOfTheSublayers() throws {
        let cube = TransformLayer()
        cube.bounds = .zero
        cube.addSublayer(face(red, z: 50))     // the front, first
        cube.addSublayer(face(blue, z: -50))   // the back, last: a flattening layer would draw it on top
        XCTAssertEqual(rgb(try render(cube), 100, 100), [255, 0, 0], "the front face is nearer")

        let flat = Layer()
        flat.bounds = .zero
        flat.addSublayer(face(red, z: 50))
        flat.addSublayer(face(blue, z: -50))
        XCTAssertEqual(rgb(try render(flat), 100, 100), [0, 0, 255], "a plain layer draws in order")

        let turned = TransformLayer()
        turned.bounds = .zero
        turned.addSublayer(face(red, z: 50))
        turned.addSublayer(face(blue, z: -50))
        turned.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
        XCTAssertEqual(rgb(try render(turned), 100, 100), [0, 0, 255], "turned half round, the back face is nearer")
    }

    /// The front face at z = 50 under perspective 1/500 spans 50 / (1 − 50/500) = 55.6 points
    /// either side of the centre; flattened into the plane it would span 50.
    func testDepthIsKeptUnderTheSuperlayersPerspective() throws {
        let cube = TransformLayer()
        cube.bounds = .zero
        cube.addSublayer(face(red, z: 50))
        let image = try render(cube)
        XCTAssertEqual(rgb(image, 100 + 54, 100), [255, 0, 0], "x = 154.5 lies inside 155.6")
        XCTAssertEqual(rgb(image, 100 + 56, 100), [255, 255, 255], "x = 156.5 lies outside")
        XCTAssertEqual(rgb(image, 100 - 55, 100), [255, 0, 0], "x = 45.5 lies inside 44.4")
    }

    /// Opacity 0.5 applied to each face: red at 0.5 over white is (1, 0.5, 0.5), blue at 0.5 over
    /// that is (0.5, 0.25, 0.75) — not blue at 0.5 over white, (0.5, 0.5, 1), as a group gives.
    func testOpacityAppliesToEachSublayerOnItsOwn() throws {
        let cube = TransformLayer()
        cube.bounds = .zero
        cube.opacity = 0.5
        cube.addSublayer(face(red, z: -10))
        cube.addSublayer(face(blue, z: 10))
        let pixel = rgb(try render(cube), 100, 100).map(Double.init)
        for (value, expected) in zip(pixel, [0.5, 0.25, 0.75]) { XCTAssertEqual(value, expected * 255, accuracy: 1.5) }
    }

    func testTheTransformLayersOwnAppearanceIsIgnored() throws {
        let cube = TransformLayer()
        cube.bounds = Rect(x: -100, y: -100, width: 200, height: 200)
        cube.backgroundColor = blue
        cube.borderWidth = 5
        cube.addSublayer(face(red, z: 0))
        let image = try render(cube)
        XCTAssertEqual(rgb(image, 100, 100), [255, 0, 0])
        XCTAssertEqual(rgb(image, 20, 20), [255, 255, 255], "no background of its own")
    }

    func testALayerThatIsNotDoubleSidedHidesWhenItFacesAway() throws {
        for (turn, shown) in [(0.0, true), (Double.pi / 3, true), (Double.pi, false), (Double.pi * 0.6, false), (-Double.pi * 0.6, false)] {
            let layer = face(red, z: 0, turn: turn)
            layer.isDoubleSided = false
            let container = Layer()
            container.bounds = .zero
            container.addSublayer(layer)
            XCTAssertEqual(rgb(try render(container), 100, 100), shown ? [255, 0, 0] : [255, 255, 255], "turned by \(turn)")
            layer.isDoubleSided = true
            XCTAssertEqual(rgb(try render(container), 100, 100), [255, 0, 0], "double-sided, turned by \(turn)")
        }
    }
}
