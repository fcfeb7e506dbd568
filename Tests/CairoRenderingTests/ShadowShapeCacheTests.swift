import CairoRendering
import Foundation
@testable import MotionCore
import XCTest

/// A shadow cast by a subtree's drawing (no `shadowPath`) is kept by the subtree's signature:
/// a still card's blurred mask is reused without drawing the mask again, and anything the mask
/// depends on — the drawing, the transform's phase, the clip it is drawn under — makes a new one,
/// the same pixels as drawing every frame.
final class ShadowShapeCacheTests: XCTestCase {
    /// A clipping frame holding a translucent rounded card with a picture-less sublayer and a soft shadow.
    private func makeTree() -> (root: Layer, frame: Layer, card: Layer, badge: Layer) {
        let (root, frame) = (Layer(), Layer())
        for layer in [root, frame] { layer.frame = Rect(x: 0, y: 0, width: 120, height: 90) }
        root.backgroundColor = Color(hex: 0xF2F2F7)
        frame.masksToBounds = true
        root.addSublayer(frame)
        let card = Layer()
        card.frame = Rect(x: 30, y: 20, width: 50, height: 40)
        card.shadowOpacity = 0.4
        card.shadowRadius = 8
        card.shadowOffset = Size(width: 0, height: 4)
        frame.addSublayer(card)
        let badge = Layer()
        badge.frame = Rect(x: 5, y: 5, width: 40, height: 30)
        badge.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)
        badge.cornerRadius = 9
        card.addSublayer(badge)
        return (root, frame, card, badge)
    }

    private func render(_ root: Layer, with renderer: LayerRenderer) throws -> [UInt8] {
        root.recordDrawing()
        let canvas = try Canvas(size: root.bounds.size, scale: 2)
        try renderer.render(root, into: canvas)
        return canvas.rgbaImage().pixels
    }

    func testAStillShadowedSubtreeReusesItsBlurAndEachChangeDrawsANewOne() throws {
        let (root, frame, card, badge) = makeTree()
        let cache = RenderCache()
        let renderer = LayerRenderer(cache: cache)
        let first = try render(root, with: renderer)
        XCTAssertEqual(first, try render(root, with: LayerRenderer(cache: nil)))
        let misses = cache.statistics.misses
        XCTAssertEqual(try render(root, with: renderer), first)
        XCTAssertEqual(cache.statistics.misses, misses, "a still card draws nothing again")

        let changes: [(String, () -> Void)] = [
            ("the subtree's drawing", { badge.backgroundColor = Color(red: 0.9, green: 0.3, blue: 0.2, alpha: 0.5) }),
            ("a sub-pixel move", { card.position = Point(x: card.position.x + 0.25, y: card.position.y) }),
            ("the clip it is drawn under", { frame.bounds = Rect(x: 0, y: 0, width: 100, height: 70) }),
        ]
        for (name, change) in changes {
            change()
            let before = cache.statistics.misses
            XCTAssertEqual(try render(root, with: renderer), try render(root, with: LayerRenderer(cache: nil)), name)
            XCTAssertGreaterThan(cache.statistics.misses, before, "\(name) draws a new mask")
        }
    }
}
