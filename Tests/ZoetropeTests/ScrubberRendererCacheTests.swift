import XCTest
@testable import Zoetrope

/// The preview's scrubber keeps a bounded number of renderers, however many scales are asked for.
final class ScrubberRendererCacheTests: XCTestCase {
    private struct Dot: Scene, DefaultConstructible {
        static let name = "dot"
        static let summary = "a dot"
        var size: Size { Size(width: 8, height: 8) }
        var duration: Double { 1 }
        func setUp(on stage: Stage) {
            let dot = Layer()
            dot.frame = Rect(x: 2, y: 2, width: 4, height: 4)
            dot.backgroundColor = .red
            stage.rootLayer.addSublayer(dot)
        }
    }

    func testRenderersAreBoundedAndReusedLeastRecentlyUsedFirst() throws {
        let scrubber = Scrubber(scene: Dot())
        for step in 0..<20 {
            var settings = RenderSettings()
            settings.scale = 1 + Double(step) / 1000
            _ = try scrubber.still(at: 0.5, settings: settings)
            XCTAssertLessThanOrEqual(scrubber.keptRendererCount, Scrubber.rendererCapacity)
        }
        XCTAssertEqual(scrubber.keptRendererCount, Scrubber.rendererCapacity)
        // The pixels do not depend on which renderer draws them.
        var settings = RenderSettings()
        settings.scale = 2
        let first = try scrubber.still(at: 0.5, settings: settings).rgbaImage()
        for step in 0..<6 {
            var other = RenderSettings()
            other.scale = 3 + Double(step)
            _ = try scrubber.still(at: 0.5, settings: other)
        }
        XCTAssertEqual(try scrubber.still(at: 0.5, settings: settings).rgbaImage(), first)
    }
}
