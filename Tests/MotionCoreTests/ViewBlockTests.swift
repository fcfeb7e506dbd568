import XCTest
@testable import MotionCore

/// Animation blocks: completion order and flags, nesting, options, springs, keyframes, transitions.
final class ViewBlockTests: XCTestCase {
    private func x(_ view: View, _ timeline: Timeline) -> Double {
        timeline.perform { view.layer.presentation()!.position.x }
    }

    func testCompletionsFireOnceInOrderOfEndingWithFinishedFlags() {
        let timeline = Timeline()
        let a = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let b = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        timeline.perform {
            View.animate(withDuration: 2, animations: { a.alpha = 0 }, completion: { log.append("long \($0)") })
            View.animate(withDuration: 1, animations: { b.alpha = 0 }, completion: { log.append("short \($0)") })
            View.animate(withDuration: 1, animations: {}, completion: { log.append("empty \($0)") })
        }
        XCTAssertEqual(log, ["empty true"], "an empty block completes at once with true")
        timeline.advance(to: 0.99)
        XCTAssertEqual(log, ["empty true"])
        timeline.advance(to: 1.0)
        XCTAssertEqual(log, ["empty true", "short true"])
        timeline.advance(to: 5)
        XCTAssertEqual(log, ["empty true", "short true", "long true"], "each completion exactly once")
    }

    /// `.beginFromCurrentState` on geometry keeps UIKit's additive animation (iOS 8 and later,
    /// WWDC 2014 "Building Interruptible and Responsive Interactions"): the second block's delta
    /// (old − new model value, to zero) adds to the first one still running, so nothing jumps,
    /// nothing is taken over, and both blocks complete finished.
    func testBeginFromCurrentStateOnGeometryStaysAdditive() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        timeline.perform {
            View.animate(withDuration: 1, options: .curveLinear, animations: { view.center.x = 105 },
                         completion: { log.append("first \($0)") })
        }
        timeline.advance(to: 0.5)
        let before = x(view, timeline)
        XCTAssertEqual(before, 5 + 100 * 0.5, accuracy: 1e-9)
        timeline.perform {
            View.animate(withDuration: 1, options: [.beginFromCurrentState, .curveLinear], animations: { view.center.x = 5 },
                         completion: { log.append("second \($0)") })
        }
        XCTAssertEqual(log, [], "nothing is taken over")
        XCTAssertEqual(x(view, timeline), before, accuracy: 1e-9, "no jump")
        timeline.advance(to: 1.0)
        // model 5 + first's delta −100·(1 − 1) + second's delta 100·(1 − 0.5)
        XCTAssertEqual(x(view, timeline), 5 + 100 * 0.5, accuracy: 1e-9)
        XCTAssertEqual(log, ["first true"])
        timeline.advance(to: 1.5)
        XCTAssertEqual(x(view, timeline), 5, accuracy: 1e-9)
        XCTAssertEqual(log, ["first true", "second true"])
    }

    /// On keys UIKit does not animate additively (opacity, colours) `.beginFromCurrentState`
    /// starts from the value on screen and the replaced block completes unfinished.
    func testBeginFromCurrentStateOnOpacityTakesOverWithFinishedFalse() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        timeline.perform {
            View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 },
                         completion: { log.append("first \($0)") })
        }
        timeline.advance(to: 0.5)
        timeline.perform {
            View.animate(withDuration: 1, options: [.beginFromCurrentState, .curveLinear], animations: { view.alpha = 1 },
                         completion: { log.append("second \($0)") })
        }
        XCTAssertEqual(log, ["first false"], "the replaced animation's block completes unfinished")
        let opacity = { timeline.perform { view.layer.presentation()!.opacity } }
        XCTAssertEqual(opacity(), 0.5, accuracy: 1e-9, "takes over from the value on screen")
        timeline.advance(to: 1.0)
        XCTAssertEqual(opacity(), 0.75, accuracy: 1e-9, "linear from the current value")
        timeline.advance(to: 1.5)
        XCTAssertEqual(log, ["first false", "second true"])
    }

    func testNestedBlockInheritsDurationAndCurveUnlessOverridden() {
        let timeline = Timeline()
        let inherit = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let own = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform {
            View.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                View.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn, animations: { inherit.center.x = 105 })
                View.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn],
                             animations: { own.center.x = 105 })
            })
        }
        timeline.advance(to: 0.25)
        XCTAssertEqual(x(inherit, timeline), 5 + 100 * 0.125, accuracy: 1e-9, "2 s linear from the outer block")
        XCTAssertEqual(x(own, timeline), 5 + 100 * TimingFunction.easeIn.value(at: 0.5), accuracy: 1e-9, "own 0.5 s ease-in")
        timeline.advance(to: 1)
        XCTAssertEqual(x(inherit, timeline), 55, accuracy: 1e-9)
        XCTAssertEqual(x(own, timeline), 105, accuracy: 1e-9)
    }

    func testSpringBlockFollowsFittedSpringAndSettlesInDuration() throws {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        timeline.perform {
            View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                         animations: { view.center.x = 105 }, completion: { finished = $0 })
        }
        let spring = try View.springForBlock(duration: 1, dampingRatio: 0.5, velocity: 0)
        XCTAssertEqual(spring.settlingDuration, 1, accuracy: 1e-6, "fitted to settle in the block's duration")
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 1e-12)
        var overshoot = false
        for t in stride(from: 0.05, to: 1, by: 0.05) {
            timeline.advance(to: t)
            let expected = 5 + 100 * spring.value(at: t)
            XCTAssertEqual(x(view, timeline), expected, accuracy: 1e-6, "at \(t)")
            if x(view, timeline) > 105 { overshoot = true }
        }
        XCTAssertTrue(overshoot, "an under-damped spring overshoots")
        timeline.advance(to: 1)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(x(view, timeline), 105, accuracy: 1e-9)
    }

    func testInvalidSpringIsReportedAndAppliedAtOnce() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        timeline.perform {
            View.animate(withDuration: 1, usingSpringWithDamping: -1, initialSpringVelocity: 0,
                         animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        }
        XCTAssertEqual(finished, true)
        XCTAssertTrue(view.layer.animationKeys().isEmpty)
        XCTAssertEqual(timeline.takeProblems().map { "\($0)" }, [
            "invalid spring animation: damping ratio is -1.0; it must be a finite number > 0"])
    }

    func testAutoreverseRunsForwardThenBack() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform {
            View.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.center.x = 105 })
        }
        timeline.advance(to: 0.5)
        XCTAssertEqual(x(view, timeline), 55, accuracy: 1e-9)
        timeline.advance(to: 1.5)
        XCTAssertEqual(x(view, timeline), 55, accuracy: 1e-9, "coming back")
        timeline.advance(to: 2.5)
        XCTAssertEqual(x(view, timeline), 105, accuracy: 1e-9, "then the model value, as in UIKit")
    }

    func testRepeatNeverCompletes() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var called = false
        timeline.perform {
            View.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { view.center.x = 105 },
                         completion: { _ in called = true })
        }
        timeline.advance(to: 10.25)
        XCTAssertEqual(x(view, timeline), 30, accuracy: 1e-5, "a quarter into the 11th cycle (linear solver tolerance)")
        XCTAssertFalse(called)
    }

    func testPerformWithoutAnimationInsideBlock() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform {
            View.animate(withDuration: 1, animations: {
                View.performWithoutAnimation { view.center.x = 50 }
                view.alpha = 0.5
            })
        }
        XCTAssertEqual(view.layer.animationKeys(), ["opacity"])
    }

    func testHiddenDoesNotAnimate() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform { View.animate(withDuration: 1, animations: { view.isHidden = true }) }
        XCTAssertTrue(view.layer.animationKeys().isEmpty)
    }

    func testInvalidDurationReported() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        timeline.perform {
            View.animate(withDuration: .nan, animations: { view.alpha = 0 }, completion: { finished = $0 })
        }
        XCTAssertEqual(finished, true)
        XCTAssertEqual(view.alpha, 0)
        XCTAssertEqual(timeline.takeProblems().count, 1)
    }

    func testZeroDurationWithDelayCompletesAfterDelay() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        timeline.perform {
            View.animate(withDuration: 0, delay: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        }
        XCTAssertNil(finished)
        timeline.advance(to: 1)
        XCTAssertEqual(finished, true)
    }

    func testNestedBlockInheritsOptionsUnlessOverridden() {
        let timeline = Timeline()
        let inherit = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let own = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform {
            View.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: {
                View.animate(withDuration: 1, animations: { inherit.alpha = 0 })
                View.animate(withDuration: 1, delay: 0, options: .overrideInheritedOptions, animations: { own.alpha = 0 })
            })
        }
        XCTAssertEqual(inherit.layer.animation(forKey: "opacity")?.autoreverses, true)
        XCTAssertEqual(own.layer.animation(forKey: "opacity")?.autoreverses, false)
    }
}
