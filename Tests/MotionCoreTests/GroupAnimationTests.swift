import XCTest
@testable import MotionCore

/// AnimationGroup: children run in the group's time space (their beginTime counts from the
/// group's start), the group's duration clips them, and the group's own timing (timing
/// function, autoreverse, fill) warps them all.
final class GroupAnimationTests: XCTestCase {
    private func linear(_ keyPath: String, from: Double, to: Double, duration: Double, begin: Double = 0) -> BasicAnimation {
        let animation = BasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.beginTime = begin
        return animation
    }

    /// A layer with model opacity 1 and x = 500, carrying `group` added at t = 0.
    private func run(_ group: AnimationGroup) -> (Timeline, Layer) {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform {
            Transaction.setDisableActions(true)
            layer.position = Point(x: 500, y: 0)
            layer.add(group, forKey: "group")
        }
        XCTAssertTrue(timeline.takeProblems().isEmpty)
        return (timeline, layer)
    }

    func testChildrenRunInGroupTimeAndAreClippedByItsDuration() {
        let group = AnimationGroup(animations: [
            linear("opacity", from: 0, to: 1, duration: 1, begin: 0.5),
            linear("position.x", from: 0, to: 300, duration: 3),
        ], duration: 2)
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform {
            Transaction.setDisableActions(true)
            layer.position = Point(x: 500, y: 0)
            timeline.schedule(at: 1) { layer.add(group, forKey: "group") }
        }
        let before = timeline.presentation(of: layer, at: 1.25)
        XCTAssertEqual(before.opacity, 1, "child has not begun: model value")
        XCTAssertEqual(before.position.x, 25, accuracy: 1e-9)
        let during = timeline.presentation(of: layer, at: 2)
        XCTAssertEqual(during.opacity, 0.5, accuracy: 1e-9, "child begins 0.5 s into the group")
        XCTAssertEqual(during.position.x, 100, accuracy: 1e-9)
        XCTAssertEqual(timeline.presentation(of: layer, at: 2.9).position.x, 190, accuracy: 1e-9)
        let after = timeline.presentation(of: layer, at: 3.5)
        XCTAssertEqual(after.position.x, 500, "clipped at the group's end: model value")
        XCTAssertTrue(layer.animationKeys().isEmpty)
    }

    func testChildrenWithoutDurationTakeTheGroupsDuration() {
        // Apple's CAAnimationGroup example: the scale animation has no duration of its own and
        // grows over the group's whole second, alongside the 1 s fade.
        let fadeOut = linear("opacity", from: 1, to: 0, duration: 1)
        let expand = linear("transform.scale", from: 1, to: 3, duration: 0)
        let inner = AnimationGroup(animations: [linear("position.x", from: 0, to: 10, duration: 0)])
        let group = AnimationGroup(animations: [fadeOut, expand, inner], duration: 1)
        let (timeline, layer) = run(group)
        let p = timeline.presentation(of: layer, at: 0.5)
        XCTAssertEqual(p.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(p.value(forKeyPath: "transform.scale.x") as? Double ?? .nan, 2, accuracy: 1e-9)
        XCTAssertEqual(p.position.x, 5, accuracy: 1e-9, "a nested group without duration passes it on")
        XCTAssertEqual(BasicAnimation().effectiveDuration, 0.25, "outside a group, 0 still means 0.25 s")
    }

    func testGroupTimingFunctionWarpsChildren() {
        let group = AnimationGroup(animations: [linear("opacity", from: 0, to: 1, duration: 2)], duration: 2)
        group.timingFunction = .easeIn
        let (timeline, layer) = run(group)
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.5).opacity, TimingFunction.easeIn.value(at: 0.25), accuracy: 1e-9)
    }

    func testGroupAutoreverseAndRepeatRunChildrenBackwards() {
        let group = AnimationGroup(animations: [linear("position.x", from: 0, to: 100, duration: 1)], duration: 1)
        group.autoreverses = true
        group.repeatCount = 2
        let (timeline, layer) = run(group)
        XCTAssertEqual(timeline.presentation(of: layer, at: 1.25).position.x, 75, accuracy: 1e-9)
        XCTAssertEqual(timeline.presentation(of: layer, at: 2.5).position.x, 50, accuracy: 1e-9)
    }

    func testForwardFillOnTheGroupHoldsChildrenEndValues() {
        let group = AnimationGroup(animations: [
            linear("opacity", from: 1, to: 0.2, duration: 1),
            linear("position.x", from: 0, to: 40, duration: 0.5),
        ], duration: 1)
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        let (timeline, layer) = run(group)
        let held = timeline.presentation(of: layer, at: 5)
        XCTAssertEqual(held.opacity, 0.2, accuracy: 1e-9, "child ending with the group shows its end value")
        XCTAssertEqual(held.position.x, 500, "child ended earlier without fill: model value, as in Core Animation")
    }

    func testGroupSpeedAndDelegateTiming() {
        let timeline = Timeline()
        let recorder = TimingRecorder(timeline)
        let child = linear("opacity", from: 0, to: 1, duration: 2)
        child.delegate = recorder
        let group = AnimationGroup(animations: [child], duration: 2)
        group.speed = 4
        group.beginTime = 1
        var completed: [String] = []
        group.completion = { completed.append("\($0)@\(timeline.time)") }
        let groupRecorder = TimingRecorder(timeline)
        group.delegate = groupRecorder
        let layer = Layer()
        timeline.perform { layer.add(group, forKey: "group") }
        XCTAssertEqual(timeline.presentation(of: layer, at: 1.25).opacity, 0.5, accuracy: 1e-9)
        timeline.advance(to: 3)
        XCTAssertEqual(groupRecorder.events, ["start@1.0", "stop(true)@1.5"])
        XCTAssertEqual(completed, ["true@1.5"])
        XCTAssertEqual(recorder.events, [], "children's delegates are not called")
    }

    func testGroupIsCopiedDeeplyWhenAdded() {
        let child = linear("opacity", from: 0, to: 1, duration: 1)
        let group = AnimationGroup(animations: [child], duration: 1)
        let (timeline, layer) = run(group)
        child.toValue = 0.0
        group.animations.append(linear("position.x", from: 0, to: 10, duration: 1))
        let p = timeline.presentation(of: layer, at: 0.5)
        XCTAssertEqual(p.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(p.position.x, 500)
    }

    func testGroupsNestAndMixKinds() {
        let keyframes = KeyframeAnimation(keyPath: "position.x", values: [0.0, 10.0, 30.0])
        keyframes.duration = 2
        let inner = AnimationGroup(animations: [keyframes], duration: 2)
        inner.beginTime = 1
        let outer = AnimationGroup(animations: [inner], duration: 4)
        let (timeline, layer) = run(outer)
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.5).position.x, 500)
        XCTAssertEqual(timeline.presentation(of: layer, at: 2.5).position.x, 10 + 20 * 0.5, accuracy: 1e-9)
    }
}
