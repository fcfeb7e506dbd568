import XCTest
@testable import Zoetrope

/// `Stage.after(animationsSettle:perform:)`: a step runs at the instant the last animation ends
/// (begin + delay + duration of the animations the script started), after the earlier steps,
/// plus its pause, and chains.
final class SettleTests: XCTestCase {
    private var stage: Stage!
    private var view: View!
    private var ran: [String: Double] = [:]

    override func setUp() {
        stage = Stage(size: Size(width: 100, height: 100))
        view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        stage.rootView.addSubview(view)
        ran = [:]
    }

    private func record(_ name: String) -> () -> Void { { [unowned self] in ran[name] = stage.time } }

    private func fade(duration: Double, delay: Double = 0, completion: ((Bool) -> Void)? = nil) {
        View.animate(withDuration: duration, delay: delay, options: [], animations: { view.alpha = 1 - view.alpha },
                     completion: completion)
    }

    /// Plays to `end` frame by frame at 60 fps, as an export does.
    private func play(to end: Double) throws {
        for frame in 0...Int(end * 60) { try stage.advance(to: Double(frame) / 60) }
    }

    func testAStepRunsWhenTheLastAnimationEnds() throws {
        stage.at(0.2) { [self] in
            fade(duration: 0.5, delay: 0.3)                  // ends at 0.2 + 0.3 + 0.5 = 1.0
            View.animate(withDuration: 0.4) { view.frame.origin.x = 50 }   // ends at 0.6
        }
        stage.after(perform: record("next"))
        try play(to: 2)
        XCTAssertEqual(try XCTUnwrap(ran["next"]), 0.2 + 0.3 + 0.5, accuracy: 1e-9)
    }

    func testThePauseComesAfterTheEnd() throws {
        stage.at(0.2) { [self] in fade(duration: 0.5) }
        stage.after(animationsSettle: 0.25, perform: record("next"))
        try stage.advance(to: 2)                              // one jump: the same instant as frame by frame
        XCTAssertEqual(try XCTUnwrap(ran["next"]), 0.2 + 0.5 + 0.25, accuracy: 1e-9)
    }

    func testStepsChainOnTheAnimationsTheirPredecessorsStart() throws {
        stage.at(0.1) { [self] in fade(duration: 0.5) }
        stage.after { [self] in ran["first"] = stage.time; fade(duration: 0.4) }
        stage.after(animationsSettle: 0.1, perform: record("second"))
        try play(to: 2)
        XCTAssertEqual(try XCTUnwrap(ran["first"]), 0.6, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(ran["second"]), 0.6 + 0.4 + 0.1, accuracy: 1e-9)
    }

    func testCompletionsThatStartAnimationsAreWaitedFor() throws {
        stage.at(0) { [self] in fade(duration: 0.3) { [self] _ in fade(duration: 0.45) } }
        stage.after(perform: record("next"))
        try play(to: 2)
        XCTAssertEqual(try XCTUnwrap(ran["next"]), 0.3 + 0.45, accuracy: 1e-9)
    }

    func testEarlierStepsAreWaitedForLaterOnesAreNot() throws {
        stage.at(0.1) { [self] in fade(duration: 0.2) }
        stage.at(1.5) {}
        stage.after(perform: record("afterTheStepAt1.5"))
        stage.after(perform: record("chained"))
        stage.at(3) {}
        stage.after(perform: record("afterTheStepAt3"))
        stage.at(3.5) {}
        try play(to: 4)
        XCTAssertEqual(try XCTUnwrap(ran["afterTheStepAt1.5"]), 1.5, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(ran["chained"]), 1.5, accuracy: 1e-9, "at(3) was scripted after it")
        XCTAssertEqual(try XCTUnwrap(ran["afterTheStepAt3"]), 3, accuracy: 1e-9, "at(3.5) was scripted after it")
    }

    func testAScriptedTapIsAnEarlierStepUntilTheFingerLifts() throws {
        stage.tap(at: Point(x: 5, y: 5), time: 1, holdDuration: 0.2)
        stage.after(perform: record("next"))
        try play(to: 2)
        XCTAssertEqual(try XCTUnwrap(ran["next"]), 1.2, accuracy: 1e-9)
    }

    func testAnimationsThatNeverEndAreNotWaitedFor() throws {
        stage.at(0.2) { [self] in
            let spin = BasicAnimation(keyPath: "opacity")
            spin.fromValue = 0.0; spin.toValue = 1.0; spin.duration = 0.5; spin.repeatCount = .infinity
            view.layer.add(spin, forKey: "spin")
            fade(duration: 0.7)
        }
        stage.after(perform: record("next"))
        try play(to: 2)
        XCTAssertEqual(try XCTUnwrap(ran["next"]), 0.9, accuracy: 1e-9)
    }

    func testWithNothingScriptedTheStepRunsAtOnce() throws {
        stage.after(perform: record("next"))
        try stage.advance(to: 0)
        XCTAssertEqual(ran["next"], 0)
    }

    func testWaitingUntilIdleRunsTheWholeChain() throws {
        stage.at(0.2) { [self] in fade(duration: 0.5, delay: 0.3) }
        stage.after(animationsSettle: 0.25) { [self] in fade(duration: 0.4) }
        XCTAssertEqual(try stage.waitUntilIdle(), 0.2 + 0.3 + 0.5 + 0.25 + 0.4, accuracy: 1e-9)
        XCTAssertEqual(try stage.waitUntilIdle(), stage.time, "already idle")
    }

    func testWaitingUntilIdleGivesUpAfterItsLimit() {
        stage.at(10) {}
        XCTAssertThrowsError(try stage.waitUntilIdle(limit: 5)) { error in
            XCTAssertEqual(error as? ScriptError, .neverIdle(limit: 5, at: 0))
        }
        XCTAssertEqual(stage.time, 0, "nothing was played")
    }

    func testANegativePauseFailsTheFrame() {
        stage.after(animationsSettle: -1) {}
        XCTAssertThrowsError(try stage.advance(to: 0)) { error in
            XCTAssertEqual(error as? SceneError, .scriptFailed(time: 0, error: ScriptError.invalidTime("the pause after the animations settle", -1)))
        }
    }
}
