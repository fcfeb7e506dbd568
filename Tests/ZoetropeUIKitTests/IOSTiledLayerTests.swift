import CairoRendering
import XCTest
import ZoetropeUIKit

/// CATiledLayer with Apple's defaults (tileSize 256 × 256, levelsOfDetail 1, levelsOfDetailBias 0,
/// fadeDuration() 0.25 s, overridable): its `draw(in:)` content is drawn in full at once offline,
/// every tile present in the first frame that shows it, none faded in.
final class IOSTiledLayerTests: XCTestCase {
    /// A tiled layer drawing a blue rectangle across several tiles, its fade turned off as iOS code often does.
    final class MapLayer: CATiledLayer {
        override class func fadeDuration() -> CFTimeInterval { 0 }
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(CGRect(x: 100, y: 100, width: 500, height: 400))
        }
    }

    func testDefaultsAndSettingsReadBack() {
        let tiled = CATiledLayer()
        XCTAssertEqual(tiled.tileSize, CGSize(width: 256, height: 256))
        XCTAssertEqual(tiled.levelsOfDetail, 1)
        XCTAssertEqual(tiled.levelsOfDetailBias, 0)
        XCTAssertEqual(CATiledLayer.fadeDuration(), 0.25)
        XCTAssertEqual(MapLayer.fadeDuration(), 0)
        tiled.tileSize = CGSize(width: 512, height: 128)
        tiled.levelsOfDetail = 4
        tiled.levelsOfDetailBias = 2
        XCTAssertEqual(tiled.tileSize, CGSize(width: 512, height: 128))
        XCTAssertEqual([tiled.levelsOfDetail, tiled.levelsOfDetailBias], [4, 2])
        XCTAssertEqual(tiled.value(forKey: "levelsOfDetail") as? Int, 4)
    }

    func testEveryTileIsDrawnAtOnce() throws {
        let map = MapLayer()
        map.bounds = CGRect(x: 0, y: 0, width: 700, height: 600)
        map.tileSize = CGSize(width: 128, height: 128)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 700, height: 600), format: format).image { map.render(in: $0.cgContext) }
        guard case .data(let data) = image.source else { throw XCTSkip("the picture is not in memory") }
        let drawn = try RGBAImage(pngData: data)
        // Points in the first tile drawn on, in a middle one and in the last, all fully blue.
        for (x, y) in [(110, 110), (300, 300), (590, 490)] {
            let p = drawn.pixel(x: x, y: y)
            XCTAssertEqual([p.r, p.g, p.b, p.a], [0, 0, 255, 255], "(\(x), \(y))")
        }
        XCTAssertEqual(drawn.pixel(x: 50, y: 50).a, 0)
    }
}
