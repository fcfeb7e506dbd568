import Scenes
import SnapshotTesting
import XCTest
import Zoetrope
import ZoetropeSnapshotTesting
import ZoetropeTesting

/// The strategies as a swift-snapshot-testing user writes them; references live in
/// `__Snapshots__/StrategyTests/` under swift-snapshot-testing's naming (`<test>.<n>.<ext>`).
/// ZoetropeTesting is imported too: its own `assertSnapshot(of:as:)` yields, so these calls stay
/// swift-snapshot-testing's.
final class StrategyTests: XCTestCase {
    func testFrameOfAScene() {
        assertSnapshot(of: LoadingIndicatorScene.defaultVariant, as: .frame(at: 1.6))
    }

    func testFramesOfASceneAsAFilmstrip() {
        assertSnapshot(of: LoadingIndicatorScene.defaultVariant, as: .frames(at: [0, 0.8, 3.2]), named: "strip")
    }

    func testFrameOfAnExistentialScene() throws {
        let scene: any Scene = try ClockScene.self.init(variant: nil)
        assertSnapshot(of: scene, as: .frame(at: 2, settings: RenderSettings(scale: 0.5)))
    }

    func testTraceOfAScene() {
        assertSnapshot(of: LoadingIndicatorScene.defaultVariant, as: .trace(layers: ["indicator", "marker"], properties: ["position.x", "percent"], fps: 10))
    }

    func testLayerAndView() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 40, height: 24)
        layer.cornerRadius = 8
        layer.backgroundColor = Color(hex: 0x30D158)
        assertSnapshot(of: layer, as: .image())

        let view = View(frame: Rect(x: 100, y: 100, width: 24, height: 24))
        view.backgroundColor = Color(hex: 0xFF375F)
        view.layer.cornerRadius = 12
        assertSnapshot(of: view, as: .image(background: nil))
    }
}
