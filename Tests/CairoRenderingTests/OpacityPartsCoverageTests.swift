@testable import CairoRendering
@testable import MotionCore
import XCTest

/// A layer at opacity α must look like the whole layer drawn opaque and then faded by α, as Core
/// Animation composites it. The renderer fades the parts one by one instead when `LayerParts` counts
/// a single part (nothing to overlap), so every built-in property that adds something drawn over
/// or under the background must be counted there. The properties come from the declarations
/// (`Layer.builtInProperties`): a new drawn property that `LayerParts` misses fails this test.
final class OpacityPartsCoverageTests: XCTestCase {
    /// A 40×30 card with an opaque background only, 30 points in from the top-left of the canvas.
    private func makeCard() -> Layer {
        let card = Layer()
        card.frame = Rect(x: 30, y: 30, width: 40, height: 30)
        card.backgroundColor = Color(hex: 0x34C759)
        return card
    }

    /// The premultiplied BGRA bytes of `card` at `opacity` on a transparent 100×90 canvas.
    private func premultipliedPixels(of card: Layer, opacity: Double) throws -> [UInt8] {
        card.opacity = opacity
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 90)
        root.addSublayer(card)
        root.recordDrawing()
        let canvas = try Canvas(pixelWidth: 100, pixelHeight: 90)
        try LayerRenderer().render(root, into: canvas)
        card.removeFromSuperlayer()
        return canvas.withPremultipliedBGRA { bytes, _ in Array(bytes) }
    }

    func testEveryPropertyKeepsTheFadedLayerEqualToTheOpaqueLayerFaded() throws {
        var checked = 0
        for property in Layer.builtInProperties where !["opacity", "hidden"].contains(property.key) {
            let card = makeCard()
            let value = try XCTUnwrap(card.value(forKey: property.key), property.key)
            let other = try XCTUnwrap(PropertyValueChanges.changed(value), "\(property.key): a value of type \(type(of: value)) to change it to")
            card.setValue(other, forKey: property.key)
            let opaque = try premultipliedPixels(of: card, opacity: 1)
            let faded = try premultipliedPixels(of: card, opacity: 0.5)
            let largest = zip(opaque, faded).map { abs(Double($0) * 0.5 - Double($1)) }.max() ?? 0
            XCTAssertLessThanOrEqual(largest, 1.5, "\(property.key) = \(other): the faded card is not the opaque card faded")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 25, "the built-in properties were gone through")
    }
}
