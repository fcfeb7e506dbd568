import XCTest
@testable import MotionCore

/// CAKeyframeAnimation behaviour. Expected values are computed here from the definitions:
/// piecewise-linear interpolation between (keyTime, value) pairs, Apple's discrete rule (each
/// value holds from its key time until the next), paced key times proportional to distance,
/// and the Catmull-Rom formula for the cubic mode with default tension/continuity/bias.
final class KeyframeAnimationTests: XCTestCase {
    /// Adds `animation` (1 s unless set) under "k" to a fresh layer and samples `read` at `times`
    /// (in increasing order: the virtual clock only moves forwards).
    private func sample<T>(_ animation: KeyframeAnimation, at times: [Double], read: (Layer) -> T) -> [T] {
        XCTAssertEqual(times, times.sorted())
        let timeline = Timeline()
        let layer = Layer()
        if animation.duration == 0 { animation.duration = 1 }
        timeline.perform { layer.add(animation, forKey: "k") }
        XCTAssertTrue(timeline.takeProblems().isEmpty)
        return times.map { read(timeline.presentation(of: layer, at: $0)) }
    }

    private func assertClose(_ actual: [Double], _ expected: [Double], _ accuracy: Double = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, file: file, line: line)
        for (index, (a, e)) in zip(actual, expected).enumerated() {
            XCTAssertEqual(a, e, accuracy: accuracy, "sample \(index)", file: file, line: line)
        }
    }

    func testLinearWithKeyTimes() {
        let animation = KeyframeAnimation(keyPath: "opacity", values: [0.0, 0.2, 0.8], keyTimes: [0, 0.25, 1])
        animation.duration = 2
        // t = 0.25 → p = 0.125, half of segment 0; t = 1 → p = 0.5, a third of segment 1.
        let values = sample(animation, at: [0.25, 0.5, 1, 1.9], read: \.opacity)
        assertClose(values, [0.1, 0.2, 0.2 + 0.6 / 3, 0.2 + 0.6 * (0.95 - 0.25) / 0.75])
    }

    func testEvenlySpacedWithoutKeyTimes() {
        let animation = KeyframeAnimation(keyPath: "position.x", values: [0.0, 100.0, 50.0])
        assertClose(sample(animation, at: [0.25, 0.75], read: \.position.x), [50, 75])
    }

    func testPerSegmentTimingFunctionsAfterTheOverallOne() {
        let animation = KeyframeAnimation(keyPath: "position.x", values: [0.0, 10.0, 30.0])
        animation.timingFunctions = [.easeIn, .easeOut]
        let direct = sample(animation, at: [0.2, 0.7], read: \.position.x)
        assertClose(direct, [10 * TimingFunction.easeIn.value(at: 0.4), 10 + 20 * TimingFunction.easeOut.value(at: 0.4)])

        let eased = KeyframeAnimation(keyPath: "position.x", values: [0.0, 10.0, 30.0])
        eased.timingFunctions = [.linear, .linear]
        eased.timingFunction = .easeInEaseOut
        let p = TimingFunction.easeInEaseOut.value(at: 0.3)
        assertClose(sample(eased, at: [0.3], read: \.position.x), [p < 0.5 ? 20 * p : 10 + 40 * (p - 0.5)])
    }

    func testDiscreteHoldsEachValueUntilTheNextKeyTime() {
        // Apple's example shape: one more key time than values; the last value holds to the end.
        let animation = KeyframeAnimation(keyPath: "position.y", values: [0.0, 10.0, 60.0], keyTimes: [0, 0.25, 0.75, 1])
        animation.calculationMode = .discrete
        assertClose(sample(animation, at: [0.1, 0.3, 0.74, 0.8], read: \.position.y), [0, 10, 10, 60])

        let sameCount = KeyframeAnimation(keyPath: "position.y", values: [0.0, 10.0, 60.0], keyTimes: [0, 0.5, 0.9])
        sameCount.calculationMode = .discrete
        assertClose(sample(sameCount, at: [0.45, 0.6, 0.95], read: \.position.y), [0, 10, 60])

        let even = KeyframeAnimation(keyPath: "position.y", values: [0.0, 10.0, 60.0, 70.0])
        even.calculationMode = .discrete
        assertClose(sample(even, at: [0.2, 0.3, 0.6, 0.8], read: \.position.y), [0, 10, 60, 70])
    }

    func testPacedSpacesKeyTimesByDistance() {
        // Distances 50 and 40: the corner is reached at 50/90 of the way, whatever keyTimes say.
        let animation = KeyframeAnimation(keyPath: "position", values: [Point(x: 0, y: 0), Point(x: 30, y: 40), Point(x: 30, y: 0)],
                                          keyTimes: [0, 0.1, 1])
        animation.calculationMode = .paced
        let points = sample(animation, at: [0.25, 5.0 / 9, 0.8], read: \.position)
        XCTAssertEqual(points[1].x, 30, accuracy: 1e-9)
        XCTAssertEqual(points[1].y, 40, accuracy: 1e-9)
        // 0.25 · 90 = 22.5 along the first leg (3-4-5 direction); 0.8 · 90 = 72 → 22 down the second.
        XCTAssertEqual(points[0].x, 22.5 * 0.6, accuracy: 1e-9)
        XCTAssertEqual(points[0].y, 22.5 * 0.8, accuracy: 1e-9)
        XCTAssertEqual(points[2].y, 40 - 22, accuracy: 1e-9)

        let numbers = KeyframeAnimation(keyPath: "opacity", values: [0.0, 0.1, 0.4])
        numbers.calculationMode = .paced
        assertClose(sample(numbers, at: [0.25, 0.5], read: \.opacity), [0.1, 0.2])
    }

    /// Catmull-Rom between P1 and P2 at s: ½[2P1 + (P2−P0)s + (2P0−5P1+4P2−P3)s² + (−P0+3P1−3P2+P3)s³].
    private func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ s: Double) -> Double {
        0.5 * (2 * p1 + (p2 - p0) * s + (2 * p0 - 5 * p1 + 4 * p2 - p3) * s * s + (-p0 + 3 * p1 - 3 * p2 + p3) * s * s * s)
    }

    func testCubicIsCatmullRomWithDefaultParameters() {
        let v = [0.0, 10.0, 0.0, 10.0]
        let animation = KeyframeAnimation(keyPath: "position.x", values: v)
        animation.calculationMode = .cubic
        animation.duration = 3
        // Segment 1 (t in [1, 2]) has real neighbours; segment 0 uses P0 as its own predecessor.
        let values = sample(animation, at: [0.5, 1.25, 1.5, 2.75], read: \.position.x)
        assertClose(values, [catmullRom(v[0], v[0], v[1], v[2], 0.5), catmullRom(v[0], v[1], v[2], v[3], 0.25),
                             catmullRom(v[0], v[1], v[2], v[3], 0.5), catmullRom(v[1], v[2], v[3], v[3], 0.75)])
        XCTAssertNotEqual(values[1], 7.5, "not linear")
    }

    func testCubicOnPointsAndTensionOne() {
        let points = [Point(x: 0, y: 0), Point(x: 10, y: 20), Point(x: 20, y: 0)]
        let animation = KeyframeAnimation(keyPath: "position", values: points)
        animation.calculationMode = .cubic
        let p = sample(animation, at: [0.25], read: \.position)[0]
        XCTAssertEqual(p.x, catmullRom(0, 0, 10, 20, 0.5), accuracy: 1e-9)
        XCTAssertEqual(p.y, catmullRom(0, 0, 20, 0, 0.5), accuracy: 1e-9)

        // Tension 1 zeroes every tangent: each segment is the Hermite smoothstep 3s² − 2s³.
        let tight = KeyframeAnimation(keyPath: "position.x", values: [0.0, 10.0, 30.0])
        tight.calculationMode = .cubic
        tight.tensionValues = [1, 1, 1]
        let smooth = { (s: Double) in 3 * s * s - 2 * s * s * s }
        assertClose(sample(tight, at: [0.1, 0.6], read: \.position.x), [10 * smooth(0.2), 10 + 20 * smooth(0.2)])
    }

    func testCubicBiasShiftsTheCurve() {
        // Bias +1 makes the outgoing tangent at P1 the whole incoming chord (P1 − P0) = 10 and the
        // incoming tangent at P1 the same; the Hermite value at s = 0.5 of segment 1 is then
        // ½P1 + ⅛m1 + ½P2 − ⅛m2 with m2 (end, bias +1) = P2 − P1 = 0.
        let animation = KeyframeAnimation(keyPath: "position.x", values: [0.0, 10.0, 10.0])
        animation.calculationMode = .cubic
        animation.biasValues = [1, 1, 1]
        assertClose(sample(animation, at: [0.75], read: \.position.x), [0.5 * 10 + 0.125 * 10 + 0.5 * 10])
    }

    func testCumulativeAndAdditiveKeyframes() {
        let animation = KeyframeAnimation(keyPath: "position.x", values: [0.0, 4.0, 10.0])
        animation.isCumulative = true
        animation.repeatCount = 2
        assertClose(sample(animation, at: [1.75], read: \.position.x), [10 + 7])

        let timeline = Timeline()
        let layer = Layer()
        timeline.perform {
            Transaction.setDisableActions(true)
            layer.position = Point(x: 100, y: 0)
            let wiggle = KeyframeAnimation(keyPath: "position.x", values: [0.0, -5.0, 5.0, 0.0])
            wiggle.isAdditive = true
            wiggle.duration = 3
            layer.add(wiggle, forKey: "wiggle")
        }
        XCTAssertEqual(timeline.presentation(of: layer, at: 1.5).position.x, 100, accuracy: 1e-9)
        XCTAssertEqual(timeline.presentation(of: layer, at: 2).position.x, 105, accuracy: 1e-9)
    }

    func testAsAnActionWithoutKeyPathItAnimatesTheChangedKey() {
        let timeline = Timeline()
        let layer = Layer()
        let pulse = KeyframeAnimation()
        pulse.values = [1.0, 0.2, 1.0]
        pulse.duration = 1
        layer.actions = ["opacity": pulse]
        timeline.perform { layer.opacity = 0.5 }
        XCTAssertEqual((layer.animation(forKey: "opacity") as? KeyframeAnimation)?.keyPath, "opacity")
        XCTAssertNil(pulse.keyPath, "the action itself is not changed")
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.25).opacity, 0.6, accuracy: 1e-9)
    }

    func testSingleValueHoldsAndNonNumericValuesSwitchDiscretely() {
        assertClose(sample(KeyframeAnimation(keyPath: "opacity", values: [0.3]), at: [0.5], read: \.opacity), [0.3])
        let gravity = KeyframeAnimation(keyPath: "contentsGravity", values: [ContentsGravity.top, ContentsGravity.bottom])
        XCTAssertEqual(sample(gravity, at: [0.25, 0.75], read: \.contentsGravity), [.top, .bottom])
    }
}
