import CairoRendering
import Foundation
@testable import MotionCore
import XCTest

/// `shouldRasterize`: the subtree is drawn once into a bitmap at `rasterizationScale` and
/// composited through the layer's transform; the bitmap is kept while nothing in the subtree
/// changes (Core Animation's rule), and a scale below the output's looks soft, as on a device.
final class RasterizationTests: XCTestCase {
    private static let size = Size(width: 100, height: 70)

    private func makeTree() -> (root: Layer, card: Layer, badge: TextLayer) {
        let root = Layer()
        root.bounds = Rect(origin: .zero, size: Self.size)
        root.anchorPoint = .zero
        root.backgroundColor = Color(hex: 0x1C1C1E)
        let card = Layer()
        card.frame = Rect(x: 20, y: 12, width: 56, height: 40)
        card.backgroundColor = .white
        card.cornerRadius = 8
        card.shadowOpacity = 0.5
        card.shadowRadius = 4
        card.shadowOffset = Size(width: 0, height: 2)
        let badge = TextLayer()
        badge.frame = Rect(x: 6, y: 10, width: 44, height: 20)
        badge.string = "Raster"
        badge.fontSize = 12
        badge.foregroundColor = Color(hex: 0x007AFF)
        card.addSublayer(badge)
        root.addSublayer(card)
        return (root, card, badge)
    }

    private func render(_ root: Layer, with renderer: LayerRenderer, scale: Double = 2) throws -> RGBAImage {
        root.recordDrawing()
        let canvas = try Canvas(size: Self.size, scale: scale)
        try renderer.render(root, into: canvas)
        return canvas.rgbaImage()
    }

    func testARasterizedSubtreeLooksLikeTheSubtreeDrawnDirectly() throws {
        let (root, card, _) = makeTree()
        let direct = try render(root, with: LayerRenderer(cache: nil))
        card.shouldRasterize = true
        card.rasterizationScale = 2
        let rasterized = try render(root, with: LayerRenderer(cache: RenderCache()))
        let comparison = try ImageComparison(expected: direct, actual: rasterized, tolerance: .perceptual)
        XCTAssertTrue(comparison.passes, "\(comparison)")
    }

    func testTheBitmapIsKeptWhileTheLayerOnlyMovesTurnsOrFades() throws {
        let (root, card, _) = makeTree()
        card.shouldRasterize = true
        card.rasterizationScale = 2
        let cache = RenderCache()
        let renderer = LayerRenderer(cache: cache)
        _ = try render(root, with: renderer)
        let misses = cache.statistics.misses
        card.position = Point(x: 52.25, y: 40)
        card.transform = Transform3D(rotationAngle: 0.2, x: 0, y: 0, z: 1)
        card.opacity = 0.6
        let moved = try render(root, with: renderer)
        XCTAssertEqual(cache.statistics.misses, misses, "moving, turning and fading reuse the bitmap")
        XCTAssertEqual(moved, try render(root, with: LayerRenderer(cache: nil)), "a kept bitmap is the bitmap drawn anew")
    }

    func testAChangeInsideTheSubtreeRasterizesAgain() throws {
        let (root, card, badge) = makeTree()
        card.shouldRasterize = true
        card.rasterizationScale = 2
        let cache = RenderCache()
        let renderer = LayerRenderer(cache: cache)
        let before = try render(root, with: renderer)
        for change in [{ badge.string = "Changed" }, { badge.position.x += 3 }, { card.shadowRadius = 7 }, { card.backgroundColor = Color(hex: 0xFFCC00) }] {
            let misses = cache.statistics.misses
            change()
            let after = try render(root, with: renderer)
            XCTAssertGreaterThan(cache.statistics.misses, misses)
            XCTAssertNotEqual(after, before)
            XCTAssertEqual(after, try render(root, with: LayerRenderer(cache: nil)))
        }
    }

    /// Core Animation's default scale is 1: on a 2× output the bitmap is magnified and its
    /// edges turn soft, which is why iOS code sets `rasterizationScale = UIScreen.main.scale`.
    func testADefaultScaleBelowTheOutputsLooksSoft() throws {
        let (root, card, _) = makeTree()
        card.shadowOpacity = 0
        card.shouldRasterize = true
        let sharpRenderer = LayerRenderer(cache: nil)
        card.rasterizationScale = 2
        let sharp = try render(root, with: sharpRenderer)
        card.rasterizationScale = 1
        let soft = try render(root, with: LayerRenderer(cache: nil))
        // The card's left edge lies on a pixel boundary at 2×: sharp there, a blend when magnified.
        func edgeLevels(_ image: RGBAImage) -> Set<UInt8> {
            Set((50..<80).map { image.pixels[($0 * image.width + 40) * 4] })
        }
        XCTAssertNotEqual(soft, sharp)
        XCTAssertTrue(edgeLevels(sharp).allSatisfy { $0 == 0xFF || $0 == 0x1C }, "\(edgeLevels(sharp))")
        XCTAssertFalse(edgeLevels(soft).allSatisfy { $0 == 0xFF || $0 == 0x1C }, "\(edgeLevels(soft))")
    }
}
