import XCTest
@testable import Zoetrope

final class RenderSettingsTests: XCTestCase {
    func testDefaultsComeFromTheSceneAndGIFIsCappedAt30FPS() throws {
        let scene = try SizedScene(variant: nil)
        let video = try RenderSettings().resolved(for: scene)
        XCTAssertEqual(video.fps, 60)
        XCTAssertEqual(video.frameCount, 60)
        let gif = try RenderSettings().resolved(for: scene, gif: true)
        XCTAssertEqual(gif.fps, 30)
        XCTAssertEqual(gif.frameCount, 30)
    }

    func testFrameTimesAreIndexOverFPSFromTheRangeStart() throws {
        let resolved = try RenderSettings(fps: 25, from: 0.4, to: 0.8).resolved(for: SizedScene(variant: nil))
        XCTAssertEqual(resolved.frameCount, 10)
        XCTAssertEqual(resolved.time(ofFrame: 3), 0.4 + 3.0 / 25, accuracy: 1e-12)
    }

    func testBadValuesAreRejectedWithMessages() throws {
        let scene = try SizedScene(variant: nil)
        let cases: [(RenderSettings, Scene, String)] = [
            (RenderSettings(fps: 0), scene, "fps"),
            (RenderSettings(fps: -5), scene, "fps"),
            (RenderSettings(scale: .nan), scene, "scale"),
            (RenderSettings(scale: -1), scene, "scale"),
            (RenderSettings(from: 2, to: 1), scene, "range"),
            (RenderSettings(to: 0), scene, "range"),
            (RenderSettings(), SizedScene(size: Size(width: 100_000, height: 100_000), duration: 1), "pixels"),
            (RenderSettings(), SizedScene(size: Size(width: 0, height: 10), duration: 1), "size"),
            (RenderSettings(), SizedScene(size: Size(width: 10, height: 10), duration: 0), "duration"),
            (RenderSettings(), SizedScene(size: Size(width: 10, height: 10), duration: -1), "duration"),
            (RenderSettings(), SizedScene(size: Size(width: 10, height: 10), duration: .nan), "duration"),
        ]
        for (settings, scene, word) in cases {
            XCTAssertThrowsError(try settings.resolved(for: scene)) { error in
                XCTAssertTrue("\(error)".contains(word), "'\(error)' should mention \(word)")
            }
        }
    }
}
