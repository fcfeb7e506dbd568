import CairoRendering
import XCTest
@testable import Zoetrope

/// Caption styles that read: the default size follows the canvas's shorter side (a portrait
/// caption is the size of the landscape one), and a white callout over a white screen still
/// shows — its shadow darkens the screen under it, its outline marks its edge.
final class CaptionStyleTests: XCTestCase {
    /// One caption over a white canvas of `size`.
    private struct OneCaption: Scene {
        static let name = "one-caption"
        static let summary = "test scene"
        var size: Size
        var style: CaptionStyle
        var duration: Double { 1 }
        var fps: Int { 30 }
        init(variant _: String?) throws { size = Size(width: 10, height: 10); style = .subtitle }
        init(size: Size, style: CaptionStyle) { self.size = size; self.style = style }
        func setUp(on stage: Stage) {
            stage.rootLayer.backgroundColor = .white
            var style = self.style
            style.fadeDuration = 0
            stage.caption("Tap a city", from: 0, to: 1, style: style)
        }
    }

    /// The caption layers a frame of `scene` at 0.5 s draws.
    private func captions(of scene: OneCaption) throws -> [CaptionLayer] {
        let stage = Stage(scene: scene)
        let overlay = try XCTUnwrap(try stage.captionOverlay.overlay(at: 0.5, bounds: Rect(origin: .zero, size: scene.size)))
        return overlay.sublayers.compactMap { $0 as? CaptionLayer }
    }

    func testTheDefaultFontIsAFractionOfTheShorterSide() throws {
        let landscape = try XCTUnwrap(try captions(of: OneCaption(size: Size(width: 640, height: 360), style: .subtitle)).first?.item)
        let portrait = try XCTUnwrap(try captions(of: OneCaption(size: Size(width: 360, height: 640), style: .subtitle)).first?.item)
        // 4.5 % of 360 points, rounded: 16 points either way (the portrait one was 29 by its height).
        XCTAssertEqual(landscape.runs.map(\.style.font.size), [16])
        XCTAssertEqual(portrait.runs.map(\.style.font.size), [16])
        XCTAssertEqual(portrait.layout.text.size, landscape.layout.text.size, "the same line, unwrapped")
    }

    func testAWhiteCalloutOverWhiteCastsAShadowAndShowsItsEdge() throws {
        let scene = OneCaption(size: Size(width: 300, height: 200), style: .callout(at: Point(x: 150, y: 150)))
        let layer = try XCTUnwrap(try captions(of: scene).first)
        let box = try XCTUnwrap(layer.item?.layout.box)
        XCTAssertEqual(layer.shadowOpacity, 0.3)
        let image = try Exporter(scene: scene).still(at: 0.5).rgbaImage()
        func level(_ x: Double, _ y: Double) -> Int { Int(image.pixel(x: Int(x), y: Int(y)).g) }
        // Far from the bubble: the white screen. Inside it: the white box.
        XCTAssertEqual(level(5, 5), 255)
        XCTAssertEqual(level(box.midX, box.minY + 3), 255)
        // 2 points below the box's bottom edge, where the shadow (offset 4 down, radius 10, 30 %)
        // lies: at least a tenth of its opacity shows, about 8 levels.
        XCTAssertLessThanOrEqual(level(box.minX + 12, box.maxY + 2), 255 - 8)
        // On the left edge, half way down: the outline (black at 15 %, 1 point wide, centred on
        // the edge) darkens the pixel that straddles it.
        XCTAssertLessThanOrEqual(level(box.minX, box.midY), 255 - 10)
    }
}
