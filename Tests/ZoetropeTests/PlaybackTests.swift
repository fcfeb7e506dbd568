import XCTest
@testable import Zoetrope

/// `Playback`, the one place a scene is played: frames in order with their own values, a
/// backwards step replays from 0, and notes arrive with the frame they were made at.
final class PlaybackTests: XCTestCase {
    // The scene eases linearly, a cubic Bézier solved to within 1e-7 of progress: hence 1e-6.
    private func squareX(_ tree: Layer) -> Double? { tree.sublayer(named: "square")?.position.x }

    func testFramesCarryTheirIndexTimeAndValuesAtThatTime() throws {
        let settings = try RenderSettings(fps: 4).resolved(for: MovingSquareScene())
        var seen: [(Int, Double, Double?)] = []
        try Playback(scene: MovingSquareScene()).play(settings) { seen.append(($0.index, $0.time, squareX($0.tree))) }
        XCTAssertEqual(seen.map(\.0), [0, 1, 2, 3])
        XCTAssertEqual(seen.map(\.1), [0, 0.25, 0.5, 0.75])
        // The square moves linearly from x = 8 to 56 over the first second.
        for (_, time, x) in seen { XCTAssertEqual(try XCTUnwrap(x), 8 + 48 * time, accuracy: 1e-6) }
    }

    func testATimeEarlierThanTheLastReplaysFromTheStart() throws {
        var xs: [Double] = []
        try Playback(scene: MovingSquareScene()).play(at: [0.75, 0.25, 0.5]) { xs.append(try XCTUnwrap(squareX($0.tree))) }
        XCTAssertEqual(xs.count, 3)
        XCTAssertEqual(xs[0], 8 + 48 * 0.75, accuracy: 1e-6)
        XCTAssertEqual(xs[1], 8 + 48 * 0.25, accuracy: 1e-6)
        XCTAssertEqual(xs[2], 8 + 48 * 0.5, accuracy: 1e-6)
        XCTAssertEqual(squareX(try Playback(scene: MovingSquareScene()).tree(at: 0.25)) ?? 0, 8 + 48 * 0.25, accuracy: 1e-6)
    }

    func testNotesArriveWithTheFrameTheyWereMadeAt() throws {
        var notesByTime: [Double: [String]] = [:]
        try Playback(scene: CutSpringScene()).play(at: [0, 0.2, 0.4, 0.6]) { notesByTime[$0.time] = $0.notes }
        XCTAssertEqual(notesByTime[0], [])
        XCTAssertEqual(notesByTime[0.2], [])
        XCTAssertEqual(notesByTime[0.4]?.count, 1, "the spring starts at 0.3")
        XCTAssertEqual(notesByTime[0.6], [])
    }

    func testAScriptFailureStopsThePlaybackWithTheScenesError() {
        var times: [Double] = []
        XCTAssertThrowsError(try Playback(scene: FailsHalfwayScene()).play(at: [0, 0.25, 0.5, 0.75]) { times.append($0.time) }) {
            guard case .scriptFailed(let time, let error)? = $0 as? SceneError else { return XCTFail("\($0)") }
            XCTAssertEqual(time, 0.5)
            // The engine's error keeps its type through the stage.
            guard case .invalidTiming? = error as? AnimationError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(times, [0, 0.25])
    }

    func testAnInvalidScriptedPanFailsWithATouchError() {
        struct OnePointPan: Scene, DefaultConstructible {
            static let name = "one-point-pan"
            static let summary = "test scene"
            var size: Size { Size(width: 10, height: 10) }
            var duration: Double { 1 }
            func setUp(on stage: Stage) { stage.pan(along: [Point(x: 1, y: 1)], time: 0.2, duration: 0.5) }
        }
        XCTAssertThrowsError(try Playback(scene: OnePointPan()).tree(at: 0.5)) {
            guard case .scriptFailed(_, let error)? = $0 as? SceneError else { return XCTFail("\($0)") }
            XCTAssertEqual(error as? TouchError, .invalidPan(pointCount: 1, duration: 0.5))
        }
    }
}
