import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Groups (opacity, shadows) are limited to what their layers can reach, and custom drawing is
/// clipped to the bounds as Core Animation's backing store clips it.
final class LayerGroupRegionTests: XCTestCase {
    private final class OverflowingLayer: Layer {
        override func draw(in context: GraphicsContext) {
            context.setFillColor(.red)
            context.fill(Rect(x: -20, y: 0, width: 60, height: 20))
        }
    }

    private func render(_ layer: Layer) throws -> RGBAImage {
        let canvas = try Canvas(pixelWidth: 100, pixelHeight: 100, background: .white)
        try LayerRenderer().render(layer, into: canvas)
        return canvas.rgbaImage()
    }

    func testCustomDrawingIsClippedToTheBounds() throws {
        let layer = OverflowingLayer()
        layer.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        layer.anchorPoint = .zero
        layer.position = Point(x: 40, y: 40)
        let image = try render(layer)
        XCTAssertEqual(image.pixel(x: 50, y: 50).g, 0, "inside the bounds")
        XCTAssertEqual(image.pixel(x: 30, y: 50).g, 255, "left of the bounds")
        XCTAssertEqual(image.pixel(x: 65, y: 50).g, 255, "right of the bounds")
    }

    /// A half-transparent parent (a group) whose sublayer casts a hard shadow 40 points below
    /// the parent's bounds: the shadow is composited at half its alpha, not cut off.
    func testOpacityGroupKeepsSublayerShadowsOutsideTheBounds() throws {
        let parent = Layer()
        parent.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        parent.anchorPoint = .zero
        parent.position = Point(x: 10, y: 10)
        parent.opacity = 0.5
        let child = Layer()
        child.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        child.anchorPoint = .zero
        child.position = Point(x: 10, y: 10)
        child.backgroundColor = .black
        child.shadowOpacity = 1
        child.shadowRadius = 0
        child.shadowOffset = Size(width: 0, height: 50)
        parent.addSublayer(child)
        let image = try render(parent)
        XCTAssertEqual(Double(image.pixel(x: 30, y: 30).g), 127.5, accuracy: 1, "the child at half opacity")
        XCTAssertEqual(Double(image.pixel(x: 30, y: 80).g), 127.5, accuracy: 1, "its shadow, outside the parent, too")
    }
}
