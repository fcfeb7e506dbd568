import XCTest
@testable import MotionCore

/// BasicAnimation's value rules over time: nil endpoints read the live model value, additive
/// animations add onto it, cumulative repeats continue from the previous repeat's end.
final class MediaTimingValueRulesTests: XCTestCase {
    private func layer(opacity: Double, on timeline: Timeline) -> Layer {
        let layer = Layer()
        timeline.perform {
            Transaction.setDisableActions(true)
            layer.opacity = opacity
        }
        return layer
    }

    func testNilFromValueReadsTheLiveModelValue() {
        let timeline = Timeline()
        let layer = layer(opacity: 0, on: timeline)
        timeline.perform {
            let animation = BasicAnimation(keyPath: "opacity")
            animation.toValue = 1.0
            animation.duration = 1
            layer.add(animation, forKey: "up")
        }
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.25).opacity, 0.25, accuracy: 1e-12)
        timeline.perform {
            Transaction.setDisableActions(true)
            layer.opacity = 0.5
        }
        // from = 0.5 now: 0.5 + (1 − 0.5)·0.5
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.5).opacity, 0.75, accuracy: 1e-12)
    }

    func testFromToByRules() {
        // (from, to, by) → expected value at progress 0.5 with model value 0.2.
        let cases: [(Double?, Double?, Double?, Double)] = [
            (0, 1, nil, 0.5), (0.4, nil, 0.2, 0.5), (nil, 0.6, 0.2, 0.5),
            (0.6, nil, nil, 0.4), (nil, 0.6, nil, 0.4), (nil, nil, 0.4, 0.4),
        ]
        for (from, to, by, expected) in cases {
            let timeline = Timeline()
            let layer = layer(opacity: 0.2, on: timeline)
            timeline.perform {
                let animation = BasicAnimation(keyPath: "opacity")
                animation.fromValue = from
                animation.toValue = to
                animation.byValue = by
                animation.duration = 1
                layer.add(animation, forKey: "rule")
            }
            XCTAssertEqual(timeline.presentation(of: layer, at: 0.5).opacity, expected, accuracy: 1e-12,
                           "from \(String(describing: from)) to \(String(describing: to)) by \(String(describing: by))")
        }
    }

    func testAdditiveAddsOntoTheModelValue() {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform {
            Transaction.setDisableActions(true)
            layer.position = Point(x: 100, y: 50)
            let shake = BasicAnimation(keyPath: "position.x")
            shake.fromValue = -10.0
            shake.toValue = 10.0
            shake.isAdditive = true
            shake.duration = 1
            layer.add(shake, forKey: "shake")
        }
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.25).position, Point(x: 95, y: 50))
    }

    func testCumulativeRepeatsContinueFromTheLastEnd() {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform {
            let spin = BasicAnimation(keyPath: "position.x")
            spin.fromValue = 0.0
            spin.byValue = 10.0
            spin.isCumulative = true
            spin.repeatCount = 3
            spin.duration = 1
            layer.add(spin, forKey: "spin")
        }
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.5).position.x, 5, accuracy: 1e-12)
        XCTAssertEqual(timeline.presentation(of: layer, at: 1.5).position.x, 15, accuracy: 1e-12)
        XCTAssertEqual(timeline.presentation(of: layer, at: 2.25).position.x, 22.5, accuracy: 1e-12)
    }
}
