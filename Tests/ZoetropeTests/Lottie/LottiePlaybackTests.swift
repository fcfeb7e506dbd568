import XCTest
@testable import Zoetrope

/// lottie-ios's playback on `LottieView`: the frame shown at each instant from the play's
/// definition (frames per second × speed, loop modes pass by pass), completions at virtual time
/// with true when played through and false when interrupted, and the first frame before any play.
final class LottiePlaybackTests: XCTestCase {
    /// A red square moving linearly from x = 10 to 90 over frames 0–10 (10 fps, so 1 s): frame f
    /// puts its centre at 10 + 8 f.
    private static func document() throws -> LottieDocument {
        let linear = #""o":{"x":0,"y":0},"i":{"x":1,"y":1}"#
        return try LottieFixtures.document(layers: LottieFixtures.redSquare(
            position: #"{"a":1,"k":[{"t":0,"s":[10,50],\#(linear)},{"t":10,"s":[90,50]}]}"#, op: 10), op: 10)
    }

    private static func x(ofFrame frame: Double) -> Double { 10 + 8 * frame }

    /// A 100 × 100 `LottieView` at the origin; `script` plays it.
    private struct PlayerScene: Scene {
        static let name = "lottie-player"
        static let summary = "test scene"
        let document: LottieDocument
        let script: (Stage, LottieView) -> Void
        init(variant: String?) throws { throw SceneError.unknownScene("lottie-player", known: []) }
        init(document: LottieDocument, script: @escaping (Stage, LottieView) -> Void) { self.document = document; self.script = script }
        var size: Size { Size(width: 100, height: 100) }
        var duration: Double { 6 }
        func setUp(on stage: Stage) {
            let view = LottieView(animation: document)
            view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            stage.rootView.addSubview(view)
            script(stage, view)
        }
    }

    private func assertFrames(_ expected: [(time: Double, frame: Double)], file: StaticString = #filePath, line: UInt = #line,
                              _ script: @escaping (Stage, LottieView) -> Void) throws {
        let scene = PlayerScene(document: try Self.document(), script: script)
        for (time, frame) in expected {
            let centre = try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: time), file: file, line: line)
            XCTAssertEqual(centre.x, Self.x(ofFrame: frame), accuracy: 0.05, "at \(time) s, frame \(frame)", file: file, line: line)
        }
    }

    func testItShowsTheFirstFrameUntilPlayedThenPlaysOnceAndHolds() throws {
        try assertFrames([(0.3, 0), (0.75, 2.5), (1.4, 9), (2, 10), (5, 10)]) { stage, view in
            stage.at(0.5) { view.play() }
        }
    }

    func testLoopModesPassByPass() throws {
        // Played at 0.5 s from frame 0 to 10 (1 s a pass): 1.25 s after it is a quarter into the second pass.
        try assertFrames([(0.75, 2.5), (1.75, 2.5), (3.75, 2.5)]) { stage, view in
            stage.at(0.5) { view.play(fromFrame: 0, toFrame: 10, loopMode: .loop) }
        }
        try assertFrames([(0.75, 2.5), (1.75, 7.5), (2.75, 2.5)]) { stage, view in
            stage.at(0.5) { view.play(fromFrame: 0, toFrame: 10, loopMode: .autoReverse) }
        }
        // Twice and a half: the third pass stops half way and holds.
        try assertFrames([(1.75, 2.5), (2.75, 2.5), (3.25, 5), (4.5, 5)]) { stage, view in
            stage.at(0.5) { view.play(fromFrame: 0, toFrame: 10, loopMode: .repeat(2.5)) }
        }
        // Forwards and back once: ends on the first frame.
        try assertFrames([(1.75, 7.5), (3, 0)]) { stage, view in
            stage.at(0.5) { view.play(fromFrame: 0, toFrame: 10, loopMode: .repeatBackwards(1)) }
        }
    }

    func testSpeedProgressBackwardsPauseAndStop() throws {
        try assertFrames([(0.75, 5), (1, 10)]) { stage, view in
            view.animationSpeed = 2
            stage.at(0.5) { view.play() }
        }
        // Looping at 10 fps from 0.5 s, then twice as fast from 0.7 s (frame 2): the pass ends at
        // 1.1 s, the next runs 1.1–1.6 s at 20 fps.
        try assertFrames([(0.9, 6), (1.05, 9), (1.55, 9), (1.7, 2)]) { stage, view in
            view.loopMode = .loop
            stage.at(0.5) { view.play() }
            stage.at(0.7) { view.animationSpeed = 2 }
        }
        // From progress 0.5 back to 0: frame 5 down to 0 in half a second.
        try assertFrames([(0.7, 3), (1.5, 0)]) { stage, view in
            stage.at(0.5) { view.play(fromProgress: 0.5, toProgress: 0) }
        }
        try assertFrames([(0.9, 4), (2, 5)]) { stage, view in
            stage.at(0.5) { view.play() }
            stage.at(1.0) { view.pause() }
        }
        try assertFrames([(0.9, 4), (2, 0)]) { stage, view in
            stage.at(0.5) { view.play() }
            stage.at(1.0) { view.stop() }
        }
        try assertFrames([(2, 7.5)]) { stage, view in
            stage.at(0.5) { view.currentProgress = 0.75 }
        }
    }

    func testCompletionsRunAtVirtualTime() throws {
        var heard: [(time: Double, finished: Bool)] = []
        var states: [Bool] = []
        let scene = PlayerScene(document: try Self.document()) { stage, view in
            stage.at(0.5) {
                view.play { finished in heard.append((stage.time, finished)) }
                states.append(view.isAnimationPlaying)
                // Interrupted 0.3 s in by a play of frames 10 → 5, which completes half a second later.
                stage.at(0.8) {
                    view.play(fromFrame: 10, toFrame: 5) { finished in heard.append((stage.time, finished)) }
                }
            }
            stage.at(2) { states.append(view.isAnimationPlaying) }
        }
        try Stage(scene: scene).advance(to: 3)
        XCTAssertEqual(heard.map(\.finished), [false, true])
        XCTAssertEqual(heard[0].time, 0.8, accuracy: 1e-9)
        XCTAssertEqual(heard[1].time, 1.3, accuracy: 1e-9)
        XCTAssertEqual(states, [true, false])
    }

    func testContentModeFitsTheDocumentIntoTheBounds() throws {
        let scene = PlayerScene(document: try Self.document()) { _, view in view.frame = Rect(x: 0, y: 0, width: 100, height: 50) }
        let centre = try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 0.1))
        // Fitted into 100 × 50: scale 0.5, 25 points in from the left; frame 0's square at (10, 50) → (25 + 5, 25).
        XCTAssertEqual(centre.x, 25 + 10 * 0.5, accuracy: 0.05)
        XCTAssertEqual(centre.y, 50 * 0.5, accuracy: 0.05)
    }
}
