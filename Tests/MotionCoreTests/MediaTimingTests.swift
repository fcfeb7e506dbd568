import XCTest
@testable import MotionCore

extension Timeline {
    /// Advances to `time` and returns the presentation copy of `layer` then.
    func presentation<L: Layer>(of layer: L, at time: Double) -> L {
        advance(to: time)
        return perform { layer.presentation()! }
    }
}

/// Records delegate calls with the virtual time they happened at.
final class TimingRecorder: AnimationDelegate {
    var events: [String] = []
    /// Virtual times of the stops, for comparisons with a tolerance.
    var stopTimes: [Double] = []
    let timeline: Timeline
    init(_ timeline: Timeline) { self.timeline = timeline }
    func animationDidStart(_: Animation) { events.append("start@\(timeline.time)") }
    func animationDidStop(_: Animation, finished: Bool) {
        events.append("stop(\(finished))@\(timeline.time)")
        stopTimes.append(timeline.time)
    }
}

/// CAMediaTiming arithmetic: local time t = (t_parent − beginTime)·speed + timeOffset, cycles of
/// `duration` (doubled by autoreverses), repeatCount/repeatDuration, fill modes, and layers as
/// timing objects that compose down their subtree. Expected values are those formulas evaluated
/// by hand for a linear 0 → 1 opacity animation, whose value equals its progress.
final class MediaTimingTests: XCTestCase {
    private func ramp(duration: Double = 1, configure: (BasicAnimation) -> Void = { _ in }) -> BasicAnimation {
        let animation = BasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = duration
        configure(animation)
        return animation
    }

    /// Adds `animation` to a fresh layer whose model opacity is 0.5 and samples opacity.
    private func samples(_ animation: BasicAnimation, at times: [Double]) -> [Double] {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform {
            Transaction.setDisableActions(true)
            layer.opacity = 0.5
            layer.add(animation, forKey: "ramp")
        }
        return times.map { timeline.presentation(of: layer, at: $0).opacity }
    }

    private func assertSamples(_ actual: [Double], _ expected: [Double], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, file: file, line: line)
        for (index, (a, e)) in zip(actual, expected).enumerated() {
            XCTAssertEqual(a, e, accuracy: 1e-9, "sample \(index)", file: file, line: line)
        }
    }

    func testZeroDurationMeansQuarterSecond() {
        assertSamples(samples(ramp(duration: 0), at: [0.125, 0.3]), [0.5, 0.5])
        let values = samples(ramp(duration: 0), at: [0.1])
        XCTAssertEqual(values[0], 0.4, accuracy: 1e-9)
    }

    func testSpeedScalesParentTime() {
        // speed 2: progress = 2t, active interval 0.5 s of parent time.
        assertSamples(samples(ramp { $0.speed = 2 }, at: [0.1, 0.25, 0.6]), [0.2, 0.5, 0.5])
    }

    func testTimeOffsetStartsMidCycleAndWraps() {
        // timeOffset 0.25: local = t + 0.25, wrapped into the 1 s cycle; the active duration stays 1 s.
        assertSamples(samples(ramp { $0.timeOffset = 0.25 }, at: [0, 0.5, 0.8, 1.2]), [0.25, 0.75, 0.05, 0.5])
    }

    func testBeginTimeDelaysTheAnimation() {
        assertSamples(samples(ramp { $0.beginTime = 1 }, at: [0.5, 1.25, 2.5]), [0.5, 0.25, 0.5])
    }

    func testFractionalRepeatCount() {
        // 2.5 repeats of 1 s: active 2.5 s; the forwards fill holds progress 0.5.
        let animation = ramp {
            $0.repeatCount = 2.5
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        assertSamples(samples(animation, at: [0.25, 1.25, 2.25, 2.75, 4]), [0.25, 0.25, 0.25, 0.5, 0.5])
    }

    func testInfiniteRepeatNeverStops() {
        let timeline = Timeline()
        let recorder = TimingRecorder(timeline)
        let layer = Layer()
        timeline.perform {
            layer.add(ramp {
                $0.repeatCount = .infinity
                $0.delegate = recorder
            }, forKey: "forever")
        }
        XCTAssertEqual(timeline.presentation(of: layer, at: 1000.3).opacity, 0.3, accuracy: 1e-9)
        XCTAssertEqual(recorder.events, ["start@0.0"])
        XCTAssertEqual(layer.animationKeys(), ["forever"])
    }

    func testRepeatDurationEndsMidCycle() {
        let timeline = Timeline()
        let recorder = TimingRecorder(timeline)
        let layer = Layer()
        timeline.perform {
            Transaction.setDisableActions(true)
            layer.opacity = 0.5
            layer.add(ramp {
                $0.repeatDuration = 1.5
                $0.delegate = recorder
            }, forKey: "ramp")
        }
        XCTAssertEqual(timeline.presentation(of: layer, at: 1.25).opacity, 0.25, accuracy: 1e-9)
        XCTAssertEqual(timeline.presentation(of: layer, at: 2).opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(recorder.events, ["start@0.0", "stop(true)@1.5"])
    }

    func testAutoreversesDoublesTheCycle() {
        // Cycle 2 s: up in the first second, back down in the second.
        assertSamples(samples(ramp { $0.autoreverses = true }, at: [0.25, 1.25, 1.75, 2.5]), [0.25, 0.75, 0.25, 0.5])
    }

    func testFillModes() {
        // Begins at 1, ends at 2; model value 0.5. Before: backwards fill shows the start (0);
        // after: forwards fill holds the end (1); otherwise the model value shows.
        let cases: [(FillMode, before: Double, after: Double)] = [
            (.removed, 0.5, 0.5), (.forwards, 0.5, 1), (.backwards, 0, 0.5), (.both, 0, 1),
        ]
        for (mode, before, after) in cases {
            let animation = ramp {
                $0.beginTime = 1
                $0.fillMode = mode
                $0.isRemovedOnCompletion = false
            }
            assertSamples(samples(animation, at: [0.5, 1.5, 3]), [before, 0.5, after])
        }
    }

    func testForwardFillStillEndsWhenRemovedOnCompletion() {
        let animation = ramp { $0.fillMode = .forwards }
        assertSamples(samples(animation, at: [0.5, 2]), [0.5, 0.5])
    }

    func testRemovedOrReplacedAnimationsStopUnfinishedAtThatTime() {
        let timeline = Timeline()
        let first = TimingRecorder(timeline), second = TimingRecorder(timeline), kept = TimingRecorder(timeline)
        let layer = Layer()
        var completions: [Bool] = []
        timeline.perform {
            layer.add(ramp {
                $0.delegate = first
                $0.completion = { completions.append($0) }
            }, forKey: "a")
            layer.add(ramp {
                $0.delegate = kept
                $0.isRemovedOnCompletion = false
            }, forKey: "kept")
        }
        timeline.advance(to: 0.4)
        timeline.perform { layer.add(ramp { $0.delegate = second }, forKey: "a") }
        timeline.advance(to: 0.7)
        timeline.perform { layer.removeAnimation(forKey: "a") }
        timeline.advance(to: 3)
        XCTAssertEqual(first.events, ["start@0.0", "stop(false)@0.4"], "replaced under the same key")
        XCTAssertEqual(completions, [false])
        XCTAssertEqual(second.events, ["start@0.4", "stop(false)@0.7"], "removed")
        XCTAssertEqual(kept.events, ["start@0.0", "stop(true)@1.0"])
        XCTAssertEqual(layer.animationKeys(), ["kept"], "isRemovedOnCompletion = false stays attached")
    }

    func testNegativeLayerSpeedPlaysBackwards() {
        // The reverse recipe: beginTime = now, timeOffset = current local time, speed = −1.
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform { layer.add(ramp(), forKey: "ramp") }
        timeline.advance(to: 0.5)
        timeline.perform {
            let now = layer.convertTime(timeline.time, from: nil)
            layer.beginTime = timeline.time
            layer.timeOffset = now
            layer.speed = -1
        }
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.75).opacity, 0.25, accuracy: 1e-9)
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.9).opacity, 0.1, accuracy: 1e-9)
        XCTAssertEqual(layer.animationKeys(), ["ramp"], "running backwards, it never reaches its end")
        XCTAssertEqual(timeline.presentation(of: layer, at: 1.5).opacity, 1, "before its start again: model value")
    }

    func testLayerTimingComposesDownTheSubtree() {
        // parent: speed 2, beginTime 1 → parent local = 2(t − 1); child: speed 0.5, timeOffset 3
        // → child local = 0.5·parent local + 3 = t + 2.
        let timeline = Timeline()
        let parent = Layer(), child = Layer(), grandchild = Layer()
        parent.addSublayer(child)
        child.addSublayer(grandchild)
        parent.speed = 2
        parent.beginTime = 1
        child.speed = 0.5
        child.timeOffset = 3
        XCTAssertEqual(grandchild.localTime(atGlobalTime: 4), 6, accuracy: 1e-12)
        XCTAssertEqual(grandchild.convertTime(6, from: nil), 8, accuracy: 1e-12)
        XCTAssertEqual(parent.convertTime(6, from: grandchild), 6, accuracy: 1e-12, "child local 6 ↔ t = 4 ↔ parent local 6")

        let recorder = TimingRecorder(timeline)
        timeline.perform {
            // Added at t = 0 on a parent running twice as fast: 1 s of parent time is 0.5 s.
            parent.add(ramp { $0.delegate = recorder }, forKey: "ramp")
        }
        XCTAssertEqual(timeline.presentation(of: parent, at: 0.25).opacity, 0.5, accuracy: 1e-9)
        timeline.advance(to: 1)
        XCTAssertEqual(recorder.events, ["start@0.0", "stop(true)@0.5"])
    }

    func testPauseAndResumeWithAppleRecipe() {
        // Technical Q&A QA1673: pause by speed 0 + timeOffset, resume by shifting beginTime.
        let timeline = Timeline()
        let recorder = TimingRecorder(timeline)
        let layer = Layer()
        timeline.perform { layer.add(ramp { $0.delegate = recorder }, forKey: "ramp") }
        timeline.advance(to: 0.3)
        // Timing changes run inside the timeline, as scripted events do.
        timeline.perform {
            let pausedTime = layer.convertTime(timeline.time, from: nil)
            layer.speed = 0
            layer.timeOffset = pausedTime
        }
        XCTAssertEqual(timeline.presentation(of: layer, at: 2).opacity, 0.3, accuracy: 1e-9, "paused")
        timeline.perform {
            let paused = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(timeline.time, from: nil) - paused
        }
        XCTAssertEqual(timeline.presentation(of: layer, at: 2.2).opacity, 0.5, accuracy: 1e-9, "resumed")
        timeline.advance(to: 5)
        XCTAssertEqual(recorder.events, ["start@0.0", "stop(true)@2.7"])
    }
}
