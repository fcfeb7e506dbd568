import XCTest
@testable import MotionCore

/// UIView animation-block APIs as Apple documents them (iOS 13 and 17 additions included).
final class BlockDocumentedSemanticsTests: XCTestCase {
    private let timeline = Timeline()
    private var view: View!

    override func setUp() { view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10)) }

    private func x() -> Double { timeline.perform { view.layer.presentation()!.position.x } }

    /// A zero-duration block applies its changes at once, and its completion comes later ("the
    /// next run loop cycle"), never inside the call.
    func testZeroDurationCompletionIsNotSynchronous() {
        var log: [String] = []
        timeline.perform {
            View.animate(withDuration: 0, animations: { self.view.center.x = 50 }, completion: { log.append("done \($0)") })
            log.append("after the call")
        }
        XCTAssertEqual(view.center.x, 50)
        XCTAssertEqual(log, ["after the call"])
        timeline.advance(to: 0)
        XCTAssertEqual(log, ["after the call", "done true"])
    }

    /// modifyAnimations(withRepeatCount:autoreverses:animations:): inside a 1 s linear block, two
    /// autoreversing repeats — forward 1 s and back 1 s each, 4 s in all — then the completion.
    func testModifyAnimationsRepeatsAndAutoreverses() {
        var finished: Bool?
        timeline.perform {
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                View.modifyAnimations(withRepeatCount: 2, autoreverses: true) { self.view.center.x = 105 }
            }, completion: { finished = $0 })
        }
        let expected: [(Double, Double)] = [(0.5, 55), (1, 105), (1.5, 55), (2.5, 55), (3, 105), (3.5, 55)]
        for (time, value) in expected {
            timeline.advance(to: time)
            XCTAssertEqual(x(), value, accuracy: 1e-9, "at \(time)")
        }
        XCTAssertNil(finished)
        timeline.advance(to: 4)
        XCTAssertEqual(finished, true)
    }

    /// Outside a block there is nothing to modify: the change is applied and the call reported.
    func testModifyAnimationsOutsideABlockIsReported() {
        timeline.perform { View.modifyAnimations(withRepeatCount: 2, autoreverses: false) { self.view.center.x = 105 } }
        XCTAssertEqual(x(), 105)
        XCTAssertEqual(timeline.takeProblems().count, 1)
    }

    /// animate(springDuration:bounce:...) (iOS 17): bounce 0.3 is a damping ratio of 0.7
    /// (Spring(duration:bounce:): ratio = 1 − bounce), whose overshoot is exp(−πζ/√(1−ζ²)); the
    /// first peak comes at π/ω_d, ω_d = (2π/duration)·√(1−ζ²); the completion when it settles.
    func testSpringDurationAndBounce() {
        var finishedAt: Double?
        timeline.perform {
            View.animate(springDuration: 0.5, bounce: 0.3, animations: { self.view.center.x = 105 },
                         completion: { _ in finishedAt = self.timeline.time })
        }
        let ζ = 0.7, ωd = 2 * Double.pi / 0.5 * (1 - ζ * ζ).squareRoot()
        var best = (value: -Double.infinity, time: 0.0)
        for step in 0...1000 {
            let t = Double(step) / 1000
            timeline.advance(to: t)
            if x() > best.value { best = (x(), t) }
        }
        XCTAssertEqual((best.value - 5) / 100 - 1, exp(-Double.pi * ζ / (1 - ζ * ζ).squareRoot()), accuracy: 0.002)
        XCTAssertEqual(best.time, Double.pi / ωd, accuracy: 0.002)
        timeline.advance(to: 5)
        XCTAssertNotNil(finishedAt)
        XCTAssertEqual(x(), 105, accuracy: 1e-9)
    }

    /// Bounce 0 is critically damped: it never passes the target.
    func testSpringDurationWithoutBounceNeverOvershoots() {
        timeline.perform { View.animate(springDuration: 0.4, bounce: 0, animations: { self.view.center.x = 105 }) }
        for step in 0...200 {
            timeline.advance(to: Double(step) / 100)
            XCTAssertLessThanOrEqual(x(), 105 + 1e-9)
        }
    }
}
