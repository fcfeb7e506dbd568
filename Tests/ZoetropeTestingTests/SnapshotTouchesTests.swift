import CairoRendering
import XCTest
import Zoetrope
import ZoetropeTesting
import ZoetropeTestSupport

/// A scene that taps at (32, 24) from 0.2 s to 0.6 s with touch indicators on.
private struct TappedScene: Scene, DefaultConstructible {
    static let name = "tapped"
    static let summary = "test scene"
    static let point = Point(x: 32, y: 24)
    var showsTouches = true
    var size: Size { Size(width: 64, height: 48) }
    var duration: Double { 1 }

    func setUp(on stage: Stage) {
        stage.showsTouches = showsTouches
        stage.touchIndicatorStyle = TouchIndicatorStyle(color: .black, ripple: nil)
        stage.tap(at: Self.point, time: 0.2, holdDuration: 0.4)
    }
}

/// Snapshot assertions leave the scripted touches out unless their settings ask, so turning
/// indicators on for a demo video keeps the scene's references.
final class SnapshotTouchesTests: XCTestCase {
    private let pressed = 0.4

    func testSnapshotsLeaveTouchesOutByDefault() throws {
        let withTouches = try SnapshotRenderer.frames(of: TappedScene(), at: [pressed])
        let without = try SnapshotRenderer.frames(of: TappedScene(showsTouches: false), at: [pressed])
        XCTAssertEqual(withTouches, without)
        XCTAssertTrue(withTouches[0].pixel(x: 32, y: 24) == (255, 255, 255, 255))
    }

    func testSnapshotsShowTouchesWhenAsked() throws {
        let frame = try SnapshotRenderer.frames(of: TappedScene(), at: [pressed], settings: RenderSettings(showsTouches: true))[0]
        XCTAssertTrue(frame.pixel(x: Int(TappedScene.point.x), y: Int(TappedScene.point.y)) == (0, 0, 0, 255), "the black disc")
    }

    func testAnimationSnapshotsLeaveTouchesOutByDefault() throws {
        let snapshot = AnimationSnapshot(every: 0.4)
        let scrubber = Scrubber(scene: TappedScene())
        let shown = try scrubber.still(at: pressed).rgbaImage()
        XCTAssertTrue(shown.pixel(x: 32, y: 24) == (0, 0, 0, 255), "a plain still shows what the scene asks")
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let outcome = snapshot.verify(TappedScene(), in: directory.url, testName: "tapped",
                                      verifier: SnapshotVerifier(recordMode: .all))
        if case .failed(let message) = outcome { XCTFail(message) }
        let recorded = try RGBAImage(contentsOfPNG: directory.file("tapped.frames/\(TraceFormat.number(pressed, decimals: 3)).png"))
        XCTAssertTrue(recorded.pixel(x: 32, y: 24) == (255, 255, 255, 255), "the recorded frame has no disc")
    }
}
