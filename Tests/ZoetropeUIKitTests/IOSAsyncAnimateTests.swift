import XCTest
import ZoetropeUIKit

/// iOS 13's `await UIView.animate(…)`: the Bool is the completion's flag, and the code after the
/// `await` runs at the virtual time the completion would be called, on the timeline.
final class IOSAsyncAnimateTests: XCTestCase {
    private func opacity(of view: UIView, at time: Double) -> Double? {
        view.layer.presentationValue(forKeyPath: "opacity", atGlobalTime: time) as? Double
    }

    func testEachAwaitResumesAtItsAnimationsEndWithTrue() {
        let timeline = Timeline()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var resumed: [(time: Double, finished: Bool)] = []
        timeline.perform {
            timeline.startScript {
                let faded = await UIView.animate(withDuration: 0.5) { view.alpha = 0 }
                resumed.append((Timeline.current!.time, faded))
                let shown = await UIView.animate(withDuration: 0.25, delay: 0.25, options: [.curveLinear]) { view.alpha = 1 }
                resumed.append((Timeline.current!.time, shown))
            }
        }
        timeline.advance(to: 0.49)
        XCTAssertTrue(resumed.isEmpty)
        timeline.advance(to: 0.6)
        XCTAssertEqual(resumed.map(\.time), [0.5])
        XCTAssertEqual(resumed.map(\.finished), [true])
        // The second block starts at 0.5 after its 0.25 s delay: linear, halfway at 0.875.
        XCTAssertEqual(opacity(of: view, at: 0.875) ?? -1, 0.5, accuracy: 1e-9)
        timeline.advance(to: 2)
        XCTAssertEqual(resumed.map(\.time), [0.5, 1.0])
        XCTAssertEqual(resumed.map(\.finished), [true, true])
    }

    func testAnInterruptedAnimationResumesWithFalseWhenItIsRemoved() {
        let timeline = Timeline()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var resumed: [(time: Double, finished: Bool)] = []
        timeline.perform {
            timeline.startScript {
                let finished = await UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1,
                                                    initialSpringVelocity: 0) { view.alpha = 0 }
                resumed.append((Timeline.current!.time, finished))
            }
        }
        timeline.schedule(at: 0.3) { view.layer.removeAllAnimations() }
        timeline.advance(to: 2)
        XCTAssertEqual(resumed.map(\.time), [0.3])
        XCTAssertEqual(resumed.map(\.finished), [false])
    }

    func testAStageRunsAnAsyncScriptFromItsTime() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.rootView.addSubview(view)
        var log: [String] = []
        stage.at(1, performAsync: {
            log.append("start \(stage.time)")
            let finished = await UIView.animate(withDuration: 0.5) { view.center.x = 80 }
            log.append("moved \(finished) \(stage.time)")
            if await UIView.transition(with: view, duration: 0.25, options: .transitionCrossDissolve, animations: { view.backgroundColor = .red }) {
                log.append("dissolved \(stage.time)")
            }
        })
        try stage.advance(to: 1.2)
        XCTAssertEqual(log, ["start 1.0"])
        try stage.advance(to: 3)
        XCTAssertEqual(log, ["start 1.0", "moved true 1.5", "dissolved 1.75"])
    }

    func testAFrameReachedInOneJumpEqualsTheFrameReachedFrameByFrame() throws {
        func centreX(step: Double) throws -> Double {
            let stage = Stage(size: CGSize(width: 200, height: 50))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            stage.rootView.addSubview(view)
            stage.at(0.1, performAsync: {
                for x in [60.0, 120.0, 180.0] {
                    await UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) { view.center.x = x }
                }
            })
            var time = 0.0
            while time < 0.85 - 1e-9 {
                time = min(time + step, 0.85)
                try stage.advance(to: time)
            }
            return view.layer.presentationValue(forKeyPath: "position.x", atGlobalTime: 0.85) as? Double ?? -1
        }
        // Third block: from 120 at 0.7 to 180 at 1.0, linear: halfway at 0.85.
        XCTAssertEqual(try centreX(step: 0.85), 150, accuracy: 1e-9)
        XCTAssertEqual(try centreX(step: 1.0 / 60), 150, accuracy: 1e-9)
    }

    func testAnAwaitOutsideAStageScriptIsReported() async {
        let timeline = Timeline()
        // Nothing animates in this block, so its completion comes at once and the await returns.
        let finished = await Timeline.$current.withValue(timeline) { await UIView.animate(withDuration: 1) {} }
        XCTAssertTrue(finished)
        XCTAssertEqual(timeline.takeProblems().compactMap { $0 as? ViewAnimationError },
                       [.awaitedOutsideScript("View.animate(withDuration:animations:)")])
    }
}
