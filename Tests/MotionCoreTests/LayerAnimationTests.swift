import XCTest
@testable import MotionCore

/// Seed 002's CircleLayer, with the one-line property declarations instead of the boilerplate.
final class CircleLayer: Layer {
    @Animatable("radius") var radius: Double = 50
    @Animatable("strokeWidth") var strokeWidth: Double = 25
}

final class LayerAnimationTests: XCTestCase {
    func testCustomPropertyIsCopiedIntoPresentationAndAnimatesWithEasing() {
        let timeline = Timeline()
        let circle = CircleLayer()
        timeline.perform {
            let radius = BasicAnimation(keyPath: "radius")
            radius.duration = 3
            radius.fromValue = 50.0
            radius.toValue = 150.0
            radius.timingFunction = .easeInEaseOut
            circle.add(radius, forKey: "animateRadius")
            Transaction.setDisableActions(true)
            circle.radius = 150

            let stroke = BasicAnimation(keyPath: "strokeWidth")
            stroke.duration = 4
            stroke.fromValue = 25.0
            stroke.toValue = 1.0
            stroke.timingFunction = .easeIn
            circle.add(stroke, forKey: "animateStrokeWidth")
            circle.strokeWidth = 1
        }
        for t in [0.0, 0.75, 1.5, 2.25, 3.0, 3.5, 5.0] {
            timeline.advance(to: t)
            let p = timeline.perform { circle.presentation()! }
            let radiusProgress = TimingFunction.easeInEaseOut.value(at: min(t / 3, 1))
            let strokeProgress = TimingFunction.easeIn.value(at: min(t / 4, 1))
            XCTAssertEqual(p.radius, 50 + 100 * radiusProgress, accuracy: 1e-9, "radius at \(t)")
            XCTAssertEqual(p.strokeWidth, 25 - 24 * strokeProgress, accuracy: 1e-9, "strokeWidth at \(t)")
        }
        XCTAssertEqual(circle.radius, 150)
        XCTAssertTrue(circle.animationKeys().isEmpty, "finished animations are removed")
    }

    func testImplicitAnimationRetargetsFromPresentationValue() {
        // Seed 004's pattern on a built-in property: set implicitly, then again mid-flight.
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform { Transaction.setDisableActions(true); layer.opacity = 0.1 }
        timeline.advance(to: 1)
        timeline.perform { layer.opacity = 0.5 }
        timeline.advance(to: 1.125)
        let mid = timeline.perform { layer.presentation()!.opacity }
        XCTAssertEqual(mid, 0.1 + 0.4 * TimingFunction.default.value(at: 0.5), accuracy: 1e-9)
        timeline.perform { layer.opacity = 0 }
        let atRetarget = timeline.perform { layer.presentation()!.opacity }
        XCTAssertEqual(atRetarget, mid, accuracy: 1e-9, "no jump when retargeted")
        timeline.advance(to: 1.125 + 0.25)
        XCTAssertEqual(timeline.perform { layer.presentation()!.opacity }, 0, accuracy: 1e-12)
    }

    func testCustomPropertiesDoNotAnimateImplicitlyAsOnIOS() {
        let timeline = Timeline()
        let circle = CircleLayer()
        timeline.perform { circle.radius = 90 }
        XCTAssertTrue(circle.animationKeys().isEmpty)
        XCTAssertEqual(timeline.perform { circle.presentation()!.radius }, 90)
    }

    func testDisabledActionsDoNotAnimate() {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform {
            Transaction.setDisableActions(true)
            layer.opacity = 0.2
        }
        XCTAssertTrue(layer.animationKeys().isEmpty)
        XCTAssertEqual(timeline.perform { layer.presentation()!.opacity }, 0.2)
    }

    func testMediaTimingRepeatAutoreverseAndFill() {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform {
            let a = BasicAnimation(keyPath: "opacity")
            a.fromValue = 0.0
            a.toValue = 1.0
            a.duration = 1
            a.autoreverses = true
            a.repeatCount = 1.5
            a.beginTime = 0.5
            a.fillMode = .both
            layer.add(a, forKey: "fade")
        }
        func opacity(_ t: Double) -> Double {
            timeline.advance(to: t)
            return timeline.perform { layer.presentation()!.opacity }
        }
        XCTAssertEqual(opacity(0.25), 0, accuracy: 1e-12, "backwards fill shows the start value")
        XCTAssertEqual(opacity(0.75), 0.25, accuracy: 1e-12)
        XCTAssertEqual(opacity(1.75), 0.75, accuracy: 1e-12, "reversing")
        XCTAssertEqual(opacity(2.75), 0.25, accuracy: 1e-12, "second cycle")
        XCTAssertEqual(opacity(4), 1, accuracy: 1e-12, "1.5 cycles end at the top, held forwards")
    }

    func testLayerSpeedZeroPausesSubtree() {
        let timeline = Timeline()
        let parent = Layer(), child = Layer()
        parent.addSublayer(child)
        timeline.perform {
            let a = BasicAnimation(keyPath: "position.x")
            a.fromValue = 0.0
            a.toValue = 100.0
            a.duration = 1
            child.add(a, forKey: "move")
        }
        timeline.advance(to: 0.5)
        parent.timeOffset = parent.localTime(atGlobalTime: 0.5)
        parent.beginTime = 0.5
        parent.speed = 0
        timeline.advance(to: 3)
        let x = timeline.perform { parent.presentation()!.sublayers[0].position.x }
        XCTAssertEqual(x, 50, accuracy: 1e-9)
    }

    func testInvalidAnimationIsReportedNotApplied() {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform {
            let a = BasicAnimation(keyPath: "opacity")
            a.duration = .nan
            layer.add(a, forKey: "bad")
            let b = BasicAnimation(keyPath: "opacity")
            b.toValue = Double.nan
            layer.add(b, forKey: "nan")
        }
        XCTAssertTrue(layer.animationKeys().isEmpty)
        XCTAssertEqual(timeline.takeProblems().count, 2)
    }

    func testDelegateAndCompletionAtVirtualTime() {
        final class Recorder: AnimationDelegate {
            var events: [String] = []
            let timeline: Timeline
            init(_ timeline: Timeline) { self.timeline = timeline }
            func animationDidStart(_: Animation) { events.append("start@\(timeline.time)") }
            func animationDidStop(_: Animation, finished: Bool) { events.append("stop(\(finished))@\(timeline.time)") }
        }
        let timeline = Timeline()
        let recorder = Recorder(timeline)
        let layer = Layer()
        timeline.perform {
            let a = BasicAnimation(keyPath: "opacity")
            a.toValue = 0.0
            a.duration = 0.5
            a.beginTime = 0.25
            a.delegate = recorder
            layer.add(a, forKey: "fade")
        }
        timeline.advance(to: 2)
        XCTAssertEqual(recorder.events, ["start@0.25", "stop(true)@0.75"])
    }

    func testTransactionCompletionWaitsForItsAnimations() {
        let timeline = Timeline()
        let layer = Layer()
        var completedAt: Double?
        timeline.perform {
            Transaction.begin()
            Transaction.setAnimationDuration(2)
            Transaction.setCompletionBlock { completedAt = timeline.time }
            layer.opacity = 0
            Transaction.commit()
        }
        timeline.advance(to: 1)
        XCTAssertNil(completedAt)
        timeline.advance(to: 3)
        XCTAssertEqual(completedAt, 2)
    }
}
