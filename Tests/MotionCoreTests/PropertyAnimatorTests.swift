import XCTest
@testable import MotionCore

/// UIViewPropertyAnimator semantics on the virtual clock.
final class PropertyAnimatorTests: XCTestCase {
    let timeline = Timeline()
    var view: View!
    var log: [String] = []

    override func setUp() {
        view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        log = []
    }

    func x() -> Double { timeline.perform { view.layer.presentation()!.position.x } }
    func ease(_ p: Double) -> Double { TimingFunction.easeInEaseOut.value(at: p) }

    func makeAnimator(duration: Double = 1, curve: AnimationCurve = .easeInOut) -> PropertyAnimator {
        timeline.perform {
            let animator = PropertyAnimator(duration: duration, curve: curve) { self.view.center.x = 105 }
            animator.addCompletion { self.log.append("first \($0.rawValue)") }
            animator.addCompletion { self.log.append("second \($0.rawValue)") }
            return animator
        }
    }

    func testRunsToTheEndAlongTheCurveAndCompletesInOrder() {
        let animator = makeAnimator()
        XCTAssertEqual(animator.state, .inactive)
        timeline.perform { animator.startAnimation() }
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(view.center.x, 105, "the model takes the new value")
        timeline.advance(to: 0.3)
        XCTAssertEqual(x(), 5 + 100 * ease(0.3), accuracy: 1e-9)
        XCTAssertEqual(timeline.perform { animator.fractionComplete }, 0.3, accuracy: 1e-12)
        timeline.advance(to: 0.999)
        XCTAssertTrue(log.isEmpty)
        timeline.advance(to: 1)
        XCTAssertEqual(log, ["first end", "second end"])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertTrue(view.layer.animationKeys().isEmpty)
        XCTAssertEqual(x(), 105)
    }

    func testStartAfterDelayHoldsTheStartValues() {
        let animator = makeAnimator(curve: .linear)
        timeline.perform { animator.startAnimation(afterDelay: 0.5) }
        timeline.advance(to: 0.4)
        XCTAssertEqual(x(), 5, accuracy: 1e-9)
        timeline.advance(to: 1)
        XCTAssertEqual(x(), 55, accuracy: 1e-6)
        timeline.advance(to: 1.5)
        XCTAssertEqual(log, ["first end", "second end"])
    }

    func testPauseScrubAndContinueWithRemainingTime() {
        let animator = makeAnimator()
        timeline.perform { animator.startAnimation() }
        timeline.advance(to: 0.4)
        timeline.perform { animator.pauseAnimation() }
        let paused = 5 + 100 * ease(0.4)
        XCTAssertEqual(x(), paused, accuracy: 1e-9)
        XCTAssertEqual(animator.fractionComplete, ease(0.4), accuracy: 1e-9, "scrubsLinearly: the fraction matches the values on screen")
        XCTAssertFalse(animator.isRunning)
        timeline.advance(to: 1.2)
        XCTAssertEqual(x(), paused, accuracy: 1e-9, "paused")
        XCTAssertTrue(log.isEmpty)
        timeline.perform { animator.fractionComplete = 0.7 }
        XCTAssertEqual(x(), 75, accuracy: 1e-9, "scrubbing moves the values at once, linearly")
        timeline.perform { animator.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        timeline.advance(to: 1.35)
        XCTAssertEqual(x(), 75 + 30 * ease(0.5), accuracy: 1e-6, "the rest (0.3 s) eased")
        timeline.advance(to: 1.5)
        XCTAssertEqual(log, ["first end", "second end"])
    }

    func testScrubThroughTheCurveWhenNotLinear() {
        let animator = makeAnimator(curve: .easeIn)
        animator.scrubsLinearly = false
        timeline.perform {
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
        }
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(x(), 5 + 100 * TimingFunction.easeIn.value(at: 0.5), accuracy: 1e-9)
        XCTAssertEqual(animator.fractionComplete, 0.5)
        timeline.perform { animator.startAnimation() }
        timeline.advance(to: 0.25)
        XCTAssertEqual(x(), 5 + 100 * TimingFunction.easeIn.value(at: 0.75), accuracy: 1e-6, "continues along the curve")
    }

    func testReverseWhileRunningGoesBackAndFinishesAtStart() {
        let animator = makeAnimator(duration: 2, curve: .linear)
        timeline.perform { animator.startAnimation() }
        timeline.advance(to: 0.5)
        XCTAssertEqual(x(), 30, accuracy: 1e-6)
        timeline.perform { animator.isReversed = true }
        XCTAssertEqual(animator.fractionComplete, 0.75, accuracy: 1e-9, "a reversed fraction counts from the end")
        XCTAssertEqual(x(), 30, accuracy: 1e-6, "no jump")
        timeline.advance(to: 0.75)
        XCTAssertEqual(x(), 17.5, accuracy: 1e-6)
        timeline.advance(to: 1.0)
        XCTAssertEqual(log, ["first start", "second start"])
        XCTAssertEqual(view.center.x, 5, "finishing at .start restores the model")
        XCTAssertEqual(x(), 5)
        XCTAssertFalse(animator.isReversed)
    }

    func testContinueWithNewCurveAndDurationFactor() {
        let animator = makeAnimator(curve: .linear)
        timeline.perform {
            animator.startAnimation()
        }
        timeline.advance(to: 0.5)
        timeline.perform {
            animator.pauseAnimation()
            animator.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .easeOut), durationFactor: 2)
        }
        timeline.advance(to: 1.5)
        XCTAssertEqual(x(), 55 + 50 * TimingFunction.easeOut.value(at: 0.5), accuracy: 1e-6, "the rest takes 2 × duration")
        timeline.advance(to: 2.49)
        XCTAssertTrue(log.isEmpty)
        timeline.advance(to: 2.5)
        XCTAssertEqual(log, ["first end", "second end"])
    }

    func testPhysicalSpringIgnoresTheDuration() {
        let spring = SpringTimingParameters(mass: 1, stiffness: 100, damping: 10)
        let animator = timeline.perform { () -> PropertyAnimator in
            let animator = PropertyAnimator(duration: 0.3, timingParameters: spring)
            animator.addAnimations { self.view.center.x = 105 }
            animator.addCompletion { self.log.append($0.rawValue) }
            animator.startAnimation()
            return animator
        }
        for t in [0.1, 0.3, 0.6, 1.2] {
            timeline.advance(to: t)
            XCTAssertEqual(x(), 5 + 100 * spring.value(at: t), accuracy: 1e-9, "at \(t)")
        }
        XCTAssertGreaterThan(spring.settlingDuration, 1.2)
        XCTAssertTrue(log.isEmpty, "still settling long after the nominal 0.3 s")
        timeline.advance(to: spring.settlingDuration)
        XCTAssertEqual(log, ["end"])
        XCTAssertEqual(animator.state, .inactive)
    }

    func testDampingRatioSpringSettlesInTheDuration() throws {
        let animator = timeline.perform { () -> PropertyAnimator in
            let animator = PropertyAnimator(duration: 0.8, dampingRatio: 0.7) { self.view.center.x = 105 }
            animator.addCompletion { self.log.append($0.rawValue) }
            animator.startAnimation()
            return animator
        }
        let spring = try View.springForBlock(duration: 0.8, dampingRatio: 0.7, velocity: 0)
        timeline.advance(to: 0.2)
        XCTAssertEqual(x(), 5 + 100 * spring.value(at: 0.2), accuracy: 1e-9)
        timeline.advance(to: 0.8)
        XCTAssertEqual(log, ["end"])
        XCTAssertEqual(animator.state, .inactive)
    }

    func testDelayFactorStartsLaterAndRunsOverTheRest() {
        let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let animator = makeAnimator(duration: 2, curve: .linear)
        timeline.perform {
            animator.addAnimations({ other.center.x = 105 }, delayFactor: 0.5)
            animator.startAnimation()
        }
        timeline.advance(to: 0.9)
        XCTAssertEqual(timeline.perform { other.layer.presentation()!.position.x }, 5, accuracy: 1e-9)
        timeline.advance(to: 1.5)
        XCTAssertEqual(timeline.perform { other.layer.presentation()!.position.x }, 55, accuracy: 1e-6)
        XCTAssertEqual(x(), 80, accuracy: 1e-6)
    }

    func testStopWithoutFinishingLeavesValuesAndSkipsCompletions() {
        let animator = makeAnimator(curve: .linear)
        timeline.perform { animator.startAnimation() }
        timeline.advance(to: 0.25)
        timeline.perform { animator.stopAnimation(true) }
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.center.x, 30, accuracy: 1e-6, "the model takes the values on screen")
        XCTAssertTrue(view.layer.animationKeys().isEmpty)
        timeline.advance(to: 2)
        XCTAssertTrue(log.isEmpty)
    }

    func testStopThenFinishAtEachPosition() {
        for (position, expected) in [(AnimatingPosition.current, 30.0), (.end, 105), (.start, 5)] {
            let local = Timeline()
            let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            var positions: [AnimatingPosition] = []
            let animator = local.perform { () -> PropertyAnimator in
                let a = PropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
                a.addCompletion { positions.append($0) }
                a.startAnimation()
                return a
            }
            local.advance(to: 0.25)
            local.perform { animator.stopAnimation(false) }
            XCTAssertEqual(animator.state, .stopped)
            XCTAssertTrue(positions.isEmpty)
            _ = local.takeProblems()
            local.perform { animator.startAnimation() }
            XCTAssertEqual(local.takeProblems().map { $0 as? PropertyAnimatorError },
                           [.illegalCall("startAnimation", state: .stopped, reason: "call finishAnimation(at:) first")])
            local.perform { animator.finishAnimation(at: position) }
            XCTAssertEqual(positions, [position])
            XCTAssertEqual(v.center.x, expected, accuracy: 1e-6, "\(position)")
            XCTAssertEqual(animator.state, .inactive)
        }
    }

    func testIllegalCallsAreReportedNotFatal() {
        let animator = makeAnimator()
        timeline.perform {
            animator.finishAnimation(at: .end)
            animator.startAnimation()
            animator.fractionComplete = 0.5
            animator.isInterruptible = false
            animator.addAnimations({}, delayFactor: 2)
        }
        XCTAssertEqual(timeline.takeProblems().map { "\($0)" }, [
            "PropertyAnimator.finishAnimation(at:) is not allowed while the animator is inactive: call stopAnimation(false) first",
            "PropertyAnimator.fractionComplete is not allowed while the animator is active: pause the animator before scrubbing",
            "PropertyAnimator.isInterruptible is not allowed while the animator is active: it can only change while inactive",
            "PropertyAnimator: delayFactor is 2.0; it must be between 0 and 1",
        ])
        let unattended = UnattendedProblemCollector()
        defer { unattended.stop() }
        let detached = PropertyAnimator(duration: 1, curve: .linear) {}
        detached.startAnimation()
        XCTAssertEqual(unattended.problems.map { $0 as? TimelineError }, [.noTimeline("PropertyAnimator.startAnimation")],
                       "with no timeline at all the problem goes to the unattended handler, not nowhere")
    }

    func testNonInterruptibleAnimatorRefusesToPause() {
        let animator = makeAnimator()
        animator.isInterruptible = false
        timeline.perform {
            animator.startAnimation()
            animator.pauseAnimation()
        }
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(timeline.takeProblems().count, 1)
        timeline.advance(to: 1)
        XCTAssertEqual(log, ["first end", "second end"])
    }

    func testPausesOnCompletionStaysActiveAndCanReverse() {
        let animator = makeAnimator(curve: .linear)
        animator.pausesOnCompletion = true
        timeline.perform { animator.startAnimation() }
        timeline.advance(to: 1.5)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertTrue(log.isEmpty, "no completion while pausing on completion")
        XCTAssertEqual(x(), 105, accuracy: 1e-9)
        timeline.perform {
            animator.isReversed = true
            animator.startAnimation()
        }
        timeline.advance(to: 2)
        XCTAssertEqual(x(), 55, accuracy: 1e-6)
    }

    /// The seed's interactive sequence: start, interrupt, scrub by a drag, release with a velocity
    /// pointing back, reverse and continue over the remaining time.
    func testInterruptScrubAndReverseByVelocity() {
        let animator = makeAnimator(duration: 0.5)
        timeline.perform { animator.startAnimation() }
        timeline.advance(to: 0.2)
        var progress = 0.0
        timeline.perform {
            animator.pauseAnimation()
            progress = animator.fractionComplete
        }
        XCTAssertEqual(progress, ease(0.4), accuracy: 1e-9)
        let onScreen = x()
        timeline.advance(to: 0.3)
        timeline.perform { animator.fractionComplete = progress + 0.1 }
        XCTAssertEqual(x(), onScreen + 10, accuracy: 1e-9, "a drag of 10 % moves 10 points")
        timeline.advance(to: 0.4)
        timeline.perform {
            animator.isReversed = true
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
        let remaining = (progress + 0.1) * 0.5
        timeline.advance(to: 0.4 + remaining / 2)
        XCTAssertEqual(x(), 5 + (onScreen + 10 - 5) * (1 - ease(0.5)), accuracy: 1e-6)
        timeline.advance(to: 0.4 + remaining)
        XCTAssertEqual(log, ["first start", "second start"])
        XCTAssertEqual(view.center.x, 5)
    }

    func testReusedAfterCompletion() {
        let animator = makeAnimator(duration: 0.5, curve: .linear)
        timeline.perform { animator.startAnimation() }
        timeline.advance(to: 0.5)
        timeline.perform {
            animator.addAnimations { self.view.center.x = 5 }
            animator.addCompletion { self.log.append("back \($0.rawValue)") }
            animator.startAnimation()
        }
        timeline.advance(to: 0.75)
        XCTAssertEqual(x(), 55, accuracy: 1e-6)
        timeline.advance(to: 1)
        XCTAssertEqual(log, ["first end", "second end", "back end"])
    }

    func testInvalidSpringIsReportedAndJumpsToTheEnd() {
        _ = timeline.perform { () -> PropertyAnimator in
            let a = PropertyAnimator(duration: 1, timingParameters: SpringTimingParameters(mass: 0, stiffness: 100, damping: 10))
            a.addAnimations { self.view.center.x = 105 }
            a.addCompletion { self.log.append($0.rawValue) }
            a.startAnimation()
            return a
        }
        let problems = timeline.takeProblems()
        guard problems.count == 1, case .invalidTiming = problems[0] as? PropertyAnimatorError else {
            return XCTFail("expected one invalidTiming, got \(problems)")
        }
        timeline.advance(to: 0)
        XCTAssertEqual(log, ["end"])
        XCTAssertEqual(x(), 105)
    }

    func testCustomCubicFromControlPointsAndTimingParameters() {
        let c1 = Point(x: 0.17, y: 0.67), c2 = Point(x: 0.76, y: 1.0)
        let curve = TimingFunction(controlPoints: 0.17, 0.67, 0.76, 1.0)
        let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform {
            let a = PropertyAnimator(duration: 0.3, controlPoint1: c1, controlPoint2: c2) { self.view.center.x = 105 }
            let b = PropertyAnimator(duration: 0.3, timingParameters: CubicTimingParameters(controlPoint1: c1, controlPoint2: c2))
            b.addAnimations { other.center.x = 105 }
            a.startAnimation()
            b.startAnimation()
        }
        timeline.advance(to: 0.1)
        XCTAssertEqual(x(), 5 + 100 * curve.value(at: 1.0 / 3), accuracy: 1e-9)
        XCTAssertEqual(timeline.perform { other.layer.presentation()!.position.x }, x(), accuracy: 1e-12)
    }
}
