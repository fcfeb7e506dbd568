@testable import CairoRendering
import Foundation
import MotionCore
import XCTest

/// A soft shadow's mask lands on whole device pixels (`ShadowPainter.maskPlacement`): rounding the
/// offset moves it by at most half a pixel, which must change no channel by more than a level.
final class ShadowPlacementTests: XCTestCase {
    func testOnlyShadowsSoftEnoughAreRounded() {
        // σ·√(2π) ≥ 0.5 · 255 · alpha: alpha 0.45 needs σ ≥ 22.9 device pixels.
        XCTAssertEqual(ShadowPainter.maskPlacement(offset: (0.4, 18.6), sigma: 36, alpha: 0.45).x, 0)
        XCTAssertEqual(ShadowPainter.maskPlacement(offset: (0.4, 18.6), sigma: 36, alpha: 0.45).y, 19)
        XCTAssertEqual(ShadowPainter.maskPlacement(offset: (0.4, 18.6), sigma: 22, alpha: 0.45).y, 18.6)
        XCTAssertEqual(ShadowPainter.maskPlacement(offset: (0.4, 18.6), sigma: 4, alpha: 1).x, 0.4)
        XCTAssertEqual(ShadowPainter.maskPlacement(offset: (0.4, 18.6), sigma: 60, alpha: 1).y, 19)
    }

    /// The canvas with one card casting a shadow of `radius` at `offsetY` points.
    private func render(offsetY: Double, radius: Double, opacity: Double) throws -> [UInt8] {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
        root.anchorPoint = .zero
        root.backgroundColor = .white
        let card = Layer()
        card.frame = Rect(x: 60, y: 50, width: 70, height: 90)
        card.backgroundColor = Color(hex: 0x3050C0)
        card.cornerRadius = 12
        card.shadowOpacity = opacity
        card.shadowRadius = radius
        card.shadowOffset = Size(width: 0, height: offsetY)
        root.addSublayer(card)
        let canvas = try Canvas(pixelWidth: 200, pixelHeight: 200, scale: 1)
        try LayerRenderer(cache: nil).render(root, into: canvas)
        return canvas.rgbaImage().pixels
    }

    private func largestDifference(_ a: [UInt8], _ b: [UInt8]) -> Int { zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0 }

    func testASoftShadowAtAFractionalOffsetIsDrawnAtTheNearestWholePixel() throws {
        let fractional = try render(offsetY: 12.3, radius: 30, opacity: 0.45)
        XCTAssertEqual(fractional, try render(offsetY: 12, radius: 30, opacity: 0.45))
        // The premise: moving such a shadow by a whole pixel changes no channel by more than two
        // levels, so by half a pixel (the most rounding moves it) by at most one.
        XCTAssertLessThanOrEqual(largestDifference(try render(offsetY: 12, radius: 30, opacity: 0.45),
                                                   try render(offsetY: 13, radius: 30, opacity: 0.45)), 2)
    }

    func testASharpShadowKeepsItsFractionalOffset() throws {
        let fractional = try render(offsetY: 12.5, radius: 2, opacity: 0.8)
        XCTAssertNotEqual(fractional, try render(offsetY: 12, radius: 2, opacity: 0.8))
        XCTAssertNotEqual(fractional, try render(offsetY: 13, radius: 2, opacity: 0.8))
    }

    /// A shadow-only layer (its `shadowPath`, nothing drawn) at `x`, drawn by `renderer`.
    private func renderShadowPath(at x: Double, radius: Double, with renderer: LayerRenderer) throws -> [UInt8] {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
        root.anchorPoint = .zero
        root.backgroundColor = .white
        let card = Layer()
        card.frame = Rect(x: x, y: 50, width: 70, height: 90)
        card.shadowPath = Path(roundedRect: card.bounds, cornerRadius: 12)
        card.shadowOpacity = 0.45
        card.shadowRadius = radius
        card.shadowOffset = Size(width: 0, height: 12)
        root.addSublayer(card)
        let canvas = try Canvas(pixelWidth: 200, pixelHeight: 200, scale: 1)
        try renderer.render(root, into: canvas)
        return canvas.rgbaImage().pixels
    }

    /// The shadow at x = 60, then at 60.3 by the same cached renderer: both frames, and the
    /// cache misses the second one made.
    private func slideByAFraction(radius: Double) throws -> (whole: [UInt8], slid: [UInt8], misses: Int) {
        let cache = RenderCache()
        let renderer = LayerRenderer(cache: cache)
        let whole = try renderShadowPath(at: 60, radius: radius, with: renderer)
        let before = cache.statistics.misses
        let slid = try renderShadowPath(at: 60.3, radius: radius, with: renderer)
        return (whole, slid, cache.statistics.misses - before)
    }

    func testASoftShadowSlidByAFractionOfAPixelKeepsItsBlurredMask() throws {
        // 60.3 lands on pixel 60: the same mask, found in the cache, and the same pixels.
        let soft = try slideByAFraction(radius: 30)
        XCTAssertEqual(soft.slid, soft.whole)
        XCTAssertEqual(soft.misses, 0)
        XCTAssertEqual(try renderShadowPath(at: 60.3, radius: 30, with: LayerRenderer(cache: nil)), soft.whole, "the same without a cache")
        // 60.7 lands on pixel 61.
        XCTAssertEqual(try renderShadowPath(at: 60.7, radius: 30, with: LayerRenderer(cache: RenderCache())),
                       try renderShadowPath(at: 61, radius: 30, with: LayerRenderer(cache: nil)))
    }

    func testASharpShadowSlidByAFractionOfAPixelIsBlurredAnew() throws {
        let sharp = try slideByAFraction(radius: 2)
        XCTAssertNotEqual(sharp.slid, sharp.whole)
        XCTAssertGreaterThan(sharp.misses, 0)
    }
}
