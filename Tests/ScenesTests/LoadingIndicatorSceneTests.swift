import XCTest
@testable import Scenes
@testable import Zoetrope

final class LoadingIndicatorSceneTests: XCTestCase {
    /// percent follows the block's ease-out curve over its duration.
    private func expectedPercent(at t: Double) -> Double {
        let progress = min(max((t - LoadingIndicatorScene.start) / LoadingIndicatorScene.animationDuration, 0), 1)
        return 100 * TimingFunction.easeOut.value(at: progress)
    }

    func testLabelShowsFloorOfPercentInEveryFrame() throws {
        let scene = try LoadingIndicatorScene(variant: nil)
        let player = ScenePlayer(scene)
        for frame in 0..<Int(scene.duration * Double(scene.fps)) {
            let t = Double(frame) / Double(scene.fps)
            let layer = try XCTUnwrap(player.layer("indicator", at: t) as? LoadingIndicatorLayer)
            XCTAssertEqual(layer.percent, expectedPercent(at: t), accuracy: 1e-9, "percent at frame \(frame)")
            let context = RecordingGraphicsContext()
            layer.draw(in: context)
            XCTAssertEqual(context.texts, ["\(Int(expectedPercent(at: t).rounded(.down)))%"], "label at frame \(frame)")
        }
    }

    func testMarkerMovesInLockstepWithPercent() throws {
        let player = ScenePlayer(try LoadingIndicatorScene(variant: nil))
        for t in stride(from: 0.0, through: 3.1, by: 1.0 / 60) {
            let indicator = try XCTUnwrap(player.layer("indicator", at: t) as? LoadingIndicatorLayer)
            let marker = try player.layer("marker", at: t)
            XCTAssertEqual((marker.position.x - 60) / 360, indicator.percent / 100, accuracy: 1e-9, "at \(t)")
        }
    }

    func testLastFrameShowsAHundredAndAFullBar() throws {
        let scene = try LoadingIndicatorScene(variant: nil)
        let last = Double(Int(scene.duration * Double(scene.fps)) - 1) / Double(scene.fps)
        let drawing = try ScenePlayer(scene).drawing(of: "indicator", at: last)
        XCTAssertEqual(drawing.texts, ["100%"])
        let fills = drawing.commands.compactMap { command -> Path? in
            if case .fillPath(let path, let color, _) = command, color == Palette.accent { return path }
            return nil
        }
        XCTAssertEqual(fills.count, 1)
        XCTAssertEqual(fills.first?.boundingBox.width ?? 0, 360, accuracy: 1e-9)
    }
}
