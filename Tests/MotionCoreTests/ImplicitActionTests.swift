import XCTest
@testable import MotionCore

/// Implicit actions on standalone layers (no delegate): 0.25 s with the default curve from the
/// presentation value, transactions' settings and nesting, disableActions, the lookup order
/// delegate → actions → defaultAction(forKey:) → implicit, and completion blocks.
final class ImplicitActionTests: XCTestCase {
    private let defaultCurve = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1.0)

    func testStandaloneLayerAnimatesWithQuarterSecondDefaultCurve() {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform { layer.opacity = 0 }
        XCTAssertEqual(layer.opacity, 0, "the model changes at once")
        XCTAssertEqual(layer.animationKeys(), ["opacity"])
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.1).opacity, 1 - defaultCurve.value(at: 0.4), accuracy: 1e-12)
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.25).opacity, 0)
        XCTAssertTrue(layer.animationKeys().isEmpty)
    }

    func testLayersInATreeAnimateToo() {
        let timeline = Timeline()
        let root = Layer(), child = Layer()
        root.addSublayer(child)
        timeline.perform { child.position = Point(x: 40, y: 0) }
        let x = timeline.presentation(of: root, at: 0.125).sublayers[0].position.x
        XCTAssertEqual(x, 40 * defaultCurve.value(at: 0.5), accuracy: 1e-12)
    }

    func testNonInterpolatableKeysDoNotAnimate() {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform {
            layer.contentsGravity = .center
            layer.masksToBounds = true
        }
        XCTAssertTrue(layer.animationKeys().isEmpty)
    }

    func testNestedTransactionsInheritAndRestoreSettings() {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform {
            Transaction.begin()
            Transaction.setAnimationDuration(1)
            Transaction.begin()
            Transaction.setAnimationTimingFunction(.easeIn)
            XCTAssertEqual(Transaction.animationDuration(), 1, "inherited")
            layer.position = Point(x: 100, y: 0)
            Transaction.setDisableActions(true)
            layer.zPosition = 3
            Transaction.commit()
            XCTAssertFalse(Transaction.disableActions(), "restored after the inner commit")
            XCTAssertNil(Transaction.animationTimingFunction())
            layer.opacity = 0
            Transaction.commit()
        }
        XCTAssertEqual(Set(layer.animationKeys()), ["position", "opacity"])
        let p = timeline.presentation(of: layer, at: 0.5)
        XCTAssertEqual(p.position.x, 100 * TimingFunction.easeIn.value(at: 0.5), accuracy: 1e-12)
        XCTAssertEqual(p.opacity, 1 - defaultCurve.value(at: 0.5), accuracy: 1e-12)
        XCTAssertEqual(p.zPosition, 3)
    }

    func testDisableActionsInOuterTransactionCoversInnerOnes() {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform {
            Transaction.setDisableActions(true)
            Transaction.begin()
            layer.opacity = 0.3
            Transaction.commit()
        }
        XCTAssertTrue(layer.animationKeys().isEmpty)
    }

    final class SlowFadeLayer: Layer {
        override class func defaultAction(forKey key: String) -> Action? {
            guard key == "opacity" else { return super.defaultAction(forKey: key) }
            let fade = BasicAnimation()
            fade.duration = 2
            return fade
        }
    }

    final class ActionDelegate: LayerDelegate {
        var answer: Action?
        func action(for _: Layer, forKey _: String) -> Action? { answer }
    }

    /// The duration of the opacity animation a change to 0 produces, or nil for none.
    private func opacityAnimationDuration(_ layer: Layer) -> Double? {
        let timeline = Timeline()
        timeline.perform { layer.opacity = 0 }
        return layer.animation(forKey: "opacity")?.duration
    }

    func testLookupOrder() {
        XCTAssertEqual(opacityAnimationDuration(SlowFadeLayer()), 2, "class default before the implicit one")

        let withDictionary = SlowFadeLayer()
        let quick = BasicAnimation()
        quick.duration = 0.5
        withDictionary.actions = ["opacity": quick]
        XCTAssertEqual(opacityAnimationDuration(withDictionary), 0.5, "actions dictionary before the class default")

        let delegated = SlowFadeLayer()
        delegated.actions = ["opacity": quick]
        let delegate = ActionDelegate()
        let slow = BasicAnimation()
        slow.duration = 3
        delegate.answer = slow
        delegated.delegate = delegate
        XCTAssertEqual(opacityAnimationDuration(delegated), 3, "delegate first")

        delegate.answer = NullAction.null
        let vetoed = SlowFadeLayer()
        vetoed.actions = ["opacity": quick]
        vetoed.delegate = delegate
        XCTAssertNil(opacityAnimationDuration(vetoed), "NullAction from the delegate stops the search")

        let nulled = SlowFadeLayer()
        nulled.actions = ["opacity": NullAction.null]
        XCTAssertNil(opacityAnimationDuration(nulled), "NullAction in the dictionary stops the search")
    }

    func testCustomActionReceivesThePreviousPresentationValue() {
        final class Recorder: Action {
            var calls: [(String, Double?)] = []
            func run(forKey event: String, object _: Layer, previousValue: Any?) { calls.append((event, previousValue as? Double)) }
        }
        let recorder = Recorder()
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform { layer.opacity = 0 }
        timeline.advance(to: 0.125)
        layer.actions = ["opacity": recorder]
        timeline.perform { layer.opacity = 1 }
        XCTAssertEqual(recorder.calls.count, 1)
        XCTAssertEqual(recorder.calls.first?.0, "opacity")
        XCTAssertEqual(recorder.calls.first?.1 ?? .nan, 1 - defaultCurve.value(at: 0.5), accuracy: 1e-12)
    }

    func testCompletionBlockWaitsForAllItsAnimations() {
        let timeline = Timeline()
        let layer = Layer()
        var outerDone: Double?, innerDone: Double?, emptyDone: Double?
        timeline.perform {
            Transaction.begin()
            Transaction.setCompletionBlock { outerDone = timeline.time }
            layer.opacity = 0
            Transaction.begin()
            Transaction.setAnimationDuration(1)
            Transaction.setCompletionBlock { innerDone = timeline.time }
            layer.position = Point(x: 10, y: 10)
            Transaction.commit()
            Transaction.commit()
            Transaction.begin()
            Transaction.setCompletionBlock { emptyDone = timeline.time }
            Transaction.commit()
        }
        XCTAssertEqual(emptyDone, 0, "no animations: called at commit")
        timeline.advance(to: 0.5)
        XCTAssertNil(outerDone, "the outer transaction also waits for the inner one's animation")
        timeline.advance(to: 2)
        XCTAssertEqual(innerDone, 1)
        XCTAssertEqual(outerDone, 1)
    }

    func testRetargetingMidFlightContinuesFromThePresentationValue() {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform { layer.position = Point(x: 100, y: 0) }
        let before = timeline.presentation(of: layer, at: 0.125).position
        timeline.perform { layer.position = Point(x: 100, y: 100) }
        let after = timeline.perform { layer.presentation()!.position }
        XCTAssertEqual(after, before, "no jump")
        let f = defaultCurve.value(at: 0.5)
        let later = timeline.presentation(of: layer, at: 0.25).position
        XCTAssertEqual(later.x, before.x + (100 - before.x) * f, accuracy: 1e-9)
        XCTAssertEqual(later.y, 100 * f, accuracy: 1e-9)
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.375).position, Point(x: 100, y: 100))
    }

    func testAdditiveRetargetingAddsOn() {
        // UIKit-style retarget: each change adds (old − new) → 0 additively, so the motions sum.
        let timeline = Timeline()
        let layer = Layer()
        func additive(from delta: Double) -> BasicAnimation {
            let animation = BasicAnimation(keyPath: "position.x")
            animation.fromValue = delta
            animation.toValue = 0.0
            animation.isAdditive = true
            animation.duration = 1
            return animation
        }
        timeline.perform {
            Transaction.setDisableActions(true)
            layer.position.x = 100
            layer.add(additive(from: -100), forKey: "first")
        }
        let before = timeline.presentation(of: layer, at: 0.5).position.x
        XCTAssertEqual(before, 50, accuracy: 1e-12)
        timeline.perform {
            Transaction.setDisableActions(true)
            layer.position.x = 200
            layer.add(additive(from: -100), forKey: "second")
        }
        XCTAssertEqual(timeline.perform { layer.presentation()!.position.x }, 50, accuracy: 1e-12, "continuous")
        // At 1.0: first done (0), second halfway (−50) → 150.
        XCTAssertEqual(timeline.presentation(of: layer, at: 1).position.x, 150, accuracy: 1e-12)
    }

    func testSettingABuiltInPropertyAfterAddingAnAnimationAddsAnImplicitOneOnTop() {
        // Core Animation's gotcha on standalone layers: the implicit animation (added later, so on
        // top) shows for 0.25 s, then the explicit one shows; disableActions avoids it.
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform {
            let fade = BasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.0
            fade.duration = 2
            layer.add(fade, forKey: "fade")
            layer.opacity = 0
        }
        XCTAssertEqual(layer.animationKeys(), ["fade", "opacity"])
        // The implicit one has only a from value (the previous presentation value, 1), so it heads
        // for the value underneath it — the explicit fade's 1 − 0.125/2 — as CA's from-only rule says.
        let underneath = 1 - 0.125 / 2
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.125).opacity, 1 + (underneath - 1) * defaultCurve.value(at: 0.5),
                       accuracy: 1e-12)
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.5).opacity, 0.75, accuracy: 1e-12)
    }
}
