@testable import CairoRendering
import Foundation
@testable import MotionCore
import XCTest

/// `CALayer.mask`, as Apple's reference defines it: "The layer's alpha channel determines how
/// much of the layer's content and background shows through. Fully or partially opaque pixels
/// allow the underlying content to show through, but fully transparent pixels block that
/// content." The mask is placed in the masked layer's coordinates. Drawn on a transparent
/// 1× canvas, so a pixel's alpha is the layer's coverage times the mask's alpha.
final class MaskRenderingTests: XCTestCase {
    /// A 100×100 red layer at (20, 20) on a 140×140 canvas.
    private func redSquare() -> Layer {
        let layer = Layer()
        layer.frame = Rect(x: 20, y: 20, width: 100, height: 100)
        layer.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        return layer
    }

    /// A mask layer of `frame` (in the masked layer's coordinates) filled with white at `alpha`.
    private func maskLayer(_ frame: Rect, alpha: Double = 1) -> Layer {
        let mask = Layer()
        mask.frame = frame
        mask.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: alpha)
        return mask
    }

    /// A 20-point-wide mask of `layer` whose centre moves linearly from x = 0 to x = 100 in 1 s.
    private func sweepingMask(of layer: Layer) -> Layer {
        let mask = maskLayer(Rect(x: 0, y: 0, width: 20, height: 100))
        layer.mask = mask
        let move = BasicAnimation(keyPath: "position.x")
        move.fromValue = 0.0
        move.toValue = 100.0
        move.duration = 1
        move.timingFunction = .linear
        move.fillMode = .both
        mask.add(move, forKey: "sweep")
        return mask
    }

    private func render(_ layer: Layer, at time: Double = 0, cached: Bool = true) throws -> RGBAImage {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 140, height: 140)
        root.addSublayer(layer)
        let tree = root.presentation(atGlobalTime: time)
        tree.recordDrawing()
        let canvas = try Canvas(pixelWidth: 140, pixelHeight: 140)
        try LayerRenderer(cache: cached ? RenderCache() : nil).render(tree, into: canvas)
        return canvas.rgbaImage()
    }

    private func alpha(_ image: RGBAImage, _ x: Int, _ y: Int) -> Int { Int(image.pixel(x: x, y: y).a) }

    func testOnlyWhatTheMaskCoversShows() throws {
        let layer = redSquare()
        layer.mask = maskLayer(Rect(x: 25, y: 25, width: 50, height: 50))
        for cached in [true, false] {
            let image = try render(layer, cached: cached)
            // The mask spans (45…95) on the canvas: the layer's origin (20) plus the mask's (25).
            XCTAssertEqual(alpha(image, 70, 70), 255)
            XCTAssertEqual(image.pixel(x: 70, y: 70).r, 255)
            XCTAssertEqual(alpha(image, 46, 46), 255)
            XCTAssertEqual(alpha(image, 94, 94), 255)
            for (x, y) in [(44, 70), (96, 70), (70, 44), (70, 96), (25, 25), (115, 115)] {
                XCTAssertEqual(alpha(image, x, y), 0, "(\(x), \(y)) lies outside the mask")
            }
        }
    }

    func testAPartlyOpaqueMaskLetsThatMuchThrough() throws {
        let layer = redSquare()
        layer.mask = maskLayer(layer.bounds, alpha: 0.5)
        XCTAssertEqual(Double(alpha(try render(layer), 70, 70)), 0.5 * 255, accuracy: 1)
        layer.opacity = 0.5  // opacity and the mask multiply
        XCTAssertEqual(Double(alpha(try render(layer), 70, 70)), 0.25 * 255, accuracy: 1)
    }

    func testTheMaskCutsTheSubtreeTheBorderAndTheShadow() throws {
        let layer = redSquare()
        let sublayer = Layer()
        sublayer.frame = Rect(x: 60, y: 60, width: 60, height: 60)  // reaches 20 points past the layer
        sublayer.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        layer.addSublayer(sublayer)
        layer.borderWidth = 4
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = Size(width: -15, height: 0)
        layer.mask = maskLayer(Rect(x: 10, y: 10, width: 90, height: 90))
        let image = try render(layer)
        XCTAssertEqual(image.pixel(x: 100, y: 100).b, 255, "the sublayer inside the mask")
        XCTAssertEqual(alpha(image, 125, 125), 0, "the sublayer past the mask")
        XCTAssertEqual(alpha(image, 21, 70), 0, "the border on the left edge, outside the mask")
        XCTAssertEqual(alpha(image, 10, 70), 0, "the shadow, 15 points left of the layer, outside the mask")
        XCTAssertEqual(image.pixel(x: 31, y: 70).r, 255, "inside the mask, the layer's own red")
    }

    /// A mask moved by its own animation: linear from x = 0 to x = 100 (its centre) in 1 s, so
    /// at 0.5 s the 20-point-wide mask covers x in 40…60 of the layer, 60…80 on the canvas.
    func testAnAnimatedMaskMovesAsItsAnimationSays() throws {
        let layer = redSquare()
        let mask = sweepingMask(of: layer)
        let image = try render(layer, at: 0.5)
        for x in [61, 70, 79] { XCTAssertEqual(alpha(image, x, 70), 255, "x = \(x)") }
        for x in [58, 82, 30, 110] { XCTAssertEqual(alpha(image, x, 70), 0, "x = \(x)") }
        XCTAssertEqual(mask.position.x, 10, "the model mask stays where it was put")
    }

    /// The mask's time is the masked layer's: at twice the speed its animation is twice as far.
    func testTheMaskRunsOnTheMaskedLayersTime() throws {
        let layer = redSquare()
        layer.speed = 2
        let mask = sweepingMask(of: layer)
        XCTAssertEqual(mask.localTime(atGlobalTime: 0.25), 0.5, accuracy: 1e-12)
        let copy = try XCTUnwrap(layer.presentation(atGlobalTime: 0.25).mask)
        XCTAssertEqual(copy.position.x, 50, accuracy: 1e-9)
    }

    /// A gradient mask (the shimmer idiom): clear on the left to opaque on the right, so the
    /// alpha rises linearly across the layer, x / width at each pixel's centre.
    func testAGradientMaskFadesTheLayerAlongTheGradient() throws {
        let layer = redSquare()
        let gradient = GradientLayer()
        gradient.frame = layer.bounds
        gradient.colors = [Color(red: 1, green: 1, blue: 1, alpha: 0), Color(red: 1, green: 1, blue: 1, alpha: 1)]
        gradient.startPoint = Point(x: 0, y: 0.5)
        gradient.endPoint = Point(x: 1, y: 0.5)
        layer.mask = gradient
        let image = try render(layer)
        for x in [5, 25, 50, 75, 95] {
            XCTAssertEqual(Double(alpha(image, 20 + x, 70)), (Double(x) + 0.5) / 100 * 255, accuracy: 3, "x = \(x)")
        }
    }

    func testAViewsMaskIsItsLayersMask() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let mask = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        view.mask = mask
        XCTAssertTrue(view.layer.mask === mask.layer)
        XCTAssertTrue(mask.layer.maskedLayer === view.layer)
        view.mask = nil
        XCTAssertNil(view.layer.mask)
        XCTAssertNil(mask.layer.maskedLayer)
    }
}
