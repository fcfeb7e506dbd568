import XCTest
@testable import MotionCore

/// Keyframe blocks and view transitions.
final class ViewKeyframeTransitionTests: XCTestCase {
    private let linear = View.KeyframeAnimationOptions(rawValue: View.AnimationOptions.curveLinear.rawValue)

    func testKeyframesRunInTheirWindowsAndHoldBetween() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = Color(red: 1, green: 1, blue: 1)
        var finished: [Bool] = []
        timeline.perform {
            View.animateKeyframes(withDuration: 4, delay: 0, options: linear, animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 105 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 5 }
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.backgroundColor = Color(red: 1, green: 0, blue: 0) }
            }, completion: { finished.append($0) })
        }
        XCTAssertEqual(Set(view.layer.animationKeys()), ["position", "backgroundColor"], "one animation per property")
        let expectations: [(Double, Double)] = [(0, 5), (0.5, 55), (1, 105), (1.5, 105), (2, 105), (3, 55), (3.9, 10)]
        for (t, expected) in expectations {
            timeline.advance(to: t)
            XCTAssertEqual(timeline.perform { view.layer.presentation()!.position.x }, expected, accuracy: 1e-5, "at \(t)")
        }
        XCTAssertTrue(finished.isEmpty)
        timeline.advance(to: 4)
        XCTAssertEqual(finished, [true])
    }

    func testKeyframeBlockEasesTheWholeTimelineByDefault() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform {
            View.animateKeyframes(withDuration: 2, animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 105 }
            })
        }
        timeline.advance(to: 0.5)
        let expected = 5 + 100 * TimingFunction.easeInEaseOut.value(at: 0.25)
        XCTAssertEqual(timeline.perform { view.layer.presentation()!.position.x }, expected, accuracy: 1e-6)
    }

    func testDiscreteKeyframesJumpAtTheirStart() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let options: View.KeyframeAnimationOptions = [.calculationModeDiscrete, linear]
        timeline.perform {
            View.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.2 }
            })
        }
        timeline.advance(to: 0.49)
        XCTAssertEqual(timeline.perform { view.layer.presentation()!.opacity }, 1)
        timeline.advance(to: 0.5)
        XCTAssertEqual(timeline.perform { view.layer.presentation()!.opacity }, 0.2)
    }

    func testPacedKeyframesMoveAtAConstantSpeedIgnoringTheirTimes() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform {
            View.animateKeyframes(withDuration: 4, delay: 0, options: [.calculationModePaced, linear], animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 105 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 5 }
            })
        }
        XCTAssertTrue(timeline.problems.isEmpty, "\(timeline.problems)")
        // 200 points of travel in 4 s: 50 points a second, whatever the keyframes' windows say.
        for (t, expected) in [(0.0, 5.0), (1, 55), (2, 105), (3, 55), (3.9, 10)] {
            timeline.advance(to: t)
            XCTAssertEqual(timeline.perform { view.layer.presentation()!.position.x }, expected, accuracy: 1e-6, "at \(t)")
        }
    }

    func testCubicKeyframesFollowCoreAnimationsSplineThroughEachKeyframesEnd() {
        for mode in [View.KeyframeAnimationOptions.calculationModeCubic, .calculationModeCubicPaced] {
            let timeline = Timeline()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            timeline.perform {
                View.animateKeyframes(withDuration: 4, delay: 0, options: [mode, linear], animations: {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 105 }
                    View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 5 }
                })
            }
            // The reference: Core Animation's keyframe animation with the values each keyframe
            // reaches at its end.
            let reference = KeyframeAnimation(keyPath: "position.x")
            reference.values = [5.0, 105.0, 5.0]
            reference.keyTimes = [0, 0.25, 1]
            reference.calculationMode = mode == .calculationModeCubic ? .cubic : .cubicPaced
            var differsFromStraightLines = false
            for step in 0...16 {
                let t = Double(step) / 4
                timeline.advance(to: t)
                let actual = timeline.perform { view.layer.presentation()!.position.x }
                let expected = reference.values(atProgress: min(t / 4, 1), underlying: 5.0)?.value as? Double
                // 1e-4: the block's linear curve is a cubic Bézier solved to within 1e-7 of progress.
                XCTAssertEqual(actual, try XCTUnwrap(expected), accuracy: 1e-4, "\(reference.calculationMode) at \(t)")
                if t == 0.5 && abs(actual - 55) > 1 { differsFromStraightLines = true }
            }
            XCTAssertTrue(differsFromStraightLines, "\(reference.calculationMode) is a curve, not straight lines")
        }
    }

    func testKeyframeMisuseIsReported() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
            View.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                View.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.5) { view.alpha = 0.1 }
            })
        }
        XCTAssertEqual(view.alpha, 0.1)
        XCTAssertEqual(timeline.takeProblems().map { "\($0)" }, [
            "invalid keyframe: addKeyframe called outside View.animateKeyframes",
            "invalid keyframe: relative start 0.8 and duration 0.5 must lie within [0, 1]",
        ])
    }

    func testCrossDissolveSnapshotsTheOldLookAndFades() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let child = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        view.addSubview(child)
        var finished: Bool?
        timeline.perform {
            View.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
                child.alpha = 0.25
            }, completion: { finished = $0 })
        }
        XCTAssertEqual(child.layer.animationKeys(), [], "changes inside a transition apply at once")
        timeline.advance(to: 0.25)
        let state = timeline.perform { view.layer.presentation()!.activeTransition }
        XCTAssertEqual(state?.kind, .fade)
        XCTAssertEqual(state?.progress ?? -1, 0.25, accuracy: 1e-6)
        XCTAssertEqual(state?.previous.sublayers.first?.opacity, 1, "the snapshot shows the old look")
        timeline.advance(to: 1)
        XCTAssertEqual(finished, true)
        XCTAssertNil(timeline.perform { view.layer.presentation()!.activeTransition })
    }

    func testFlipShowsOldThenNewAndTurnsAboutTheVerticalAxis() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform {
            View.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                            animations: { view.backgroundColor = Color(red: 0, green: 0, blue: 1) })
        }
        timeline.advance(to: 0.25)
        var p = timeline.perform { view.layer.presentation()! }
        XCTAssertEqual(p.activeTransition?.progress, 0, "first half: old look")
        XCTAssertEqual(p.transform.m11, cos(Double.pi / 4), accuracy: 1e-6, "a quarter turn of 180°")
        XCTAssertEqual(p.transform.m22, 1, accuracy: 1e-12, "about the vertical axis")
        timeline.advance(to: 0.75)
        p = timeline.perform { view.layer.presentation()! }
        XCTAssertEqual(p.activeTransition?.progress, 1, "second half: new look")
        XCTAssertEqual(p.transform.m11, cos(Double.pi / 4), accuracy: 1e-6)
    }

    /// The curls are page-curl transitions of the view's layer: the model changes at once, the
    /// transition's progress follows the curve option over the duration, and completion gets
    /// true once, at the end.
    func testCurlsArePageCurlTransitionsPacedByTheCurveAndCompletingAtTheirEnd() {
        let cases: [(View.AnimationOptions, Transition.Kind, View.AnimationOptions, (Double, Double, Double, Double))] = [
            (.transitionCurlUp, .pageCurl, .curveEaseIn, (0.42, 0, 1, 1)),
            (.transitionCurlDown, .pageUnCurl, .curveEaseOut, (0, 0, 0.58, 1)),
            (.transitionCurlUp, .pageCurl, [], (0.42, 0, 0.58, 1)),
        ]
        for (option, kind, curve, controlPoints) in cases {
            let timeline = Timeline()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = .red
            var finished: [Bool] = []
            timeline.perform {
                View.transition(with: view, duration: 2, options: [option, curve],
                                animations: { view.backgroundColor = .blue }, completion: { finished.append($0) })
            }
            XCTAssertTrue(timeline.problems.isEmpty, "\(kind): \(timeline.problems)")
            XCTAssertEqual(view.backgroundColor, .blue, "\(kind): the change applies at once")
            XCTAssertEqual(view.layer.animationKeys(), ["transition"], "\(kind): only the transition animates")
            for t in [0.0, 0.5, 1, 1.5, 1.99] {
                timeline.advance(to: t)
                let p = timeline.perform { view.layer.presentation()! }
                XCTAssertEqual(p.activeTransition?.kind, kind)
                XCTAssertEqual(p.activeTransition?.progress ?? -1, Self.bezier(controlPoints, at: t / 2), accuracy: 1e-5, "\(kind) at \(t)")
                XCTAssertEqual(p.activeTransition?.previous.backgroundColor, .red, "\(kind): the snapshot shows the old look")
                XCTAssertEqual(p.backgroundColor, .blue)
                XCTAssertEqual(finished, [], "\(kind): not finished at \(t)")
            }
            timeline.advance(to: 2)
            XCTAssertEqual(finished, [true], "\(kind): finished at the end")
            XCTAssertNil(timeline.perform { view.layer.presentation()!.activeTransition })
            timeline.advance(to: 3)
            XCTAssertEqual(finished, [true], "\(kind): completion runs once")
        }
    }

    /// The cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1): y where x = `x`,
    /// solved by bisection (x grows with the curve's parameter for control x in [0, 1]).
    private static func bezier(_ c: (Double, Double, Double, Double), at x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if coordinate(c.0, c.2, middle) < x { low = middle } else { high = middle }
        }
        return coordinate(c.1, c.3, (low + high) / 2)
    }

    func testTransitionFromViewToViewSwapsThemUnderAFade() {
        let timeline = Timeline()
        let container = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let front = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let back = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(front)
        var finished: Bool?
        timeline.perform {
            View.transition(from: front, to: back, duration: 1, options: .transitionCrossDissolve) { finished = $0 }
        }
        XCTAssertNil(front.superview)
        XCTAssertTrue(back.superview === container)
        timeline.advance(to: 0.5)
        let state = timeline.perform { container.layer.presentation()!.activeTransition }
        XCTAssertEqual(state?.previous.sublayers.count, 1)
        XCTAssertTrue(state?.previous.sublayers.first?.modelLayer === front.layer, "the snapshot still shows the old view")
        timeline.advance(to: 1)
        XCTAssertEqual(finished, true)
    }
}
