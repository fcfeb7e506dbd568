import CairoRendering
import XCTest
import ZoetropeUIKit

/// `CALayer.render(in:)` into a `UIGraphicsImageRenderer`'s context, and `isGeometryFlipped`, as
/// iOS code writes them. Apple's reference: render(in:) "renders the layer and its sublayers into
/// the specified context", "directly from the layer tree, ignoring any animations", "in the
/// coordinate space of the layer"; isGeometryFlipped flips "the geometry of the layer and its
/// sublayers" vertically, the origin at the bottom-left.
final class IOSRenderInContextTests: XCTestCase {
    private func pixels(_ image: UIImage) throws -> RGBAImage {
        guard case .data(let data) = image.source else { throw XCTSkip("the picture is not in memory") }
        return try RGBAImage(pngData: data)
    }

    private func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    private func format(scale: Double) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// A 40×20 layer placed far away and turned (none of which counts: its own coordinates are
    /// drawn), red on its left half, a blue sublayer on its right half.
    private func twoColourLayer() -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 500, y: 300)
        layer.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
        layer.backgroundColor = UIColor.red.cgColor
        let right = CALayer()
        right.frame = CGRect(x: 20, y: 0, width: 20, height: 20)
        right.backgroundColor = UIColor.blue.cgColor
        layer.addSublayer(right)
        return layer
    }

    func testTheLayerAndItsSublayersAreDrawnInItsOwnCoordinates() throws {
        let layer = twoColourLayer()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format(scale: 1)).image { context in
            layer.render(in: context.cgContext)
        }
        let drawn = try pixels(image)
        XCTAssertEqual(drawn.width, 40)
        XCTAssertEqual(rgb(drawn, 5, 10), [255, 0, 0, 255])
        XCTAssertEqual(rgb(drawn, 30, 10), [0, 0, 255, 255])
    }

    func testThePictureHasTheFormatsScale() throws {
        let layer = twoColourLayer()
        let drawn = try pixels(UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format(scale: 2)).image {
            layer.render(in: $0.cgContext)
        })
        XCTAssertEqual([drawn.width, drawn.height], [80, 40])
        XCTAssertEqual(rgb(drawn, 70, 30), [0, 0, 255, 255])
    }

    func testAnimationsAreIgnored() throws {
        let layer = twoColourLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 0
        fade.duration = 10
        layer.add(fade, forKey: "fade")
        let drawn = try pixels(UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format(scale: 1)).image {
            layer.render(in: $0.cgContext)
        })
        XCTAssertEqual(rgb(drawn, 5, 10), [255, 0, 0, 255], "the model layer's opacity, 1")
    }

    func testTheCurrentContextIsTheRenderersWhileItDraws() throws {
        let drawn = try pixels(UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 1)).image { _ in
            UIGraphicsGetCurrentContext()?.setFillColor(UIColor.green.cgColor)
            UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        })
        XCTAssertEqual(rgb(drawn, 5, 5), [0, 255, 0, 255])
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    func testAFlippedGeometryLaysSublayersOutFromTheBottomLeft() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertFalse(layer.isGeometryFlipped, "false by default")
        layer.isGeometryFlipped = true
        let square = CALayer()
        square.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        square.backgroundColor = UIColor.red.cgColor
        layer.addSublayer(square)
        let drawn = try pixels(UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format(scale: 1)).image {
            layer.render(in: $0.cgContext)
        })
        // Height 100: y 10 ..< 30 upwards is rows 70 ..< 90.
        XCTAssertEqual(rgb(drawn, 20, 80), [255, 0, 0, 255])
        XCTAssertEqual(rgb(drawn, 20, 20)[3], 0, "nothing where an unflipped layer would put it")
    }
}
