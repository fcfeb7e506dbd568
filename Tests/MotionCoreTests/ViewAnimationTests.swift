import XCTest
@testable import MotionCore

final class PercentLayer: Layer {
    @Animatable("percent") var percent: Double = 0
}

final class PercentView: View {
    override class var layerClass: AnyClass { PercentLayer.self }
    var percent: Double {
        get { (layer as! PercentLayer).percent }
        set { (layer as! PercentLayer).percent = newValue }
    }
}

final class ViewAnimationTests: XCTestCase {
    func testNoAnimationOutsideBlock() {
        let timeline = Timeline()
        let view = PercentView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform { view.percent = 40; view.alpha = 0.5 }
        XCTAssertTrue(view.layer.animationKeys().isEmpty)
    }

    func testCustomPropertyAndBuiltInAnimateInLockstepWithBlockTiming() {
        let timeline = Timeline()
        let view = PercentView(frame: Rect(x: 0, y: 0, width: 100, height: 10))
        var finished: [Bool] = []
        timeline.perform {
            View.animate(withDuration: 2, delay: 0.5, options: .curveEaseOut, animations: {
                view.percent = 100
                view.center = Point(x: 250, y: 5)
            }, completion: { finished.append($0) })
        }
        XCTAssertEqual(view.percent, 100, "the model takes the new value at once")
        for t in stride(from: 0.0, through: 3.0, by: 0.1) {
            timeline.advance(to: t)
            let p = timeline.perform { view.layer.presentation()! } as! PercentLayer
            let expected = TimingFunction.easeOut.value(at: min(max((t - 0.5) / 2, 0), 1))
            XCTAssertEqual(p.percent, 100 * expected, accuracy: 1e-9, "percent at \(t)")
            XCTAssertEqual((p.position.x - 50) / 200, p.percent / 100, accuracy: 1e-9, "lockstep at \(t)")
        }
        XCTAssertEqual(finished, [true])
    }

    func testCompletionImmediatelyWhenNothingAnimates() {
        let timeline = Timeline()
        var finished: Bool?
        timeline.perform {
            View.animate(withDuration: 1, animations: {}, completion: { finished = $0 })
        }
        XCTAssertEqual(finished, true)
    }

    func testAdditiveRetargetKeepsMotionContinuous() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform { View.animate(withDuration: 1, animations: { view.center = Point(x: 105, y: 5) }) }
        timeline.advance(to: 0.5)
        let before = timeline.perform { view.layer.presentation()!.position.x }
        timeline.perform { View.animate(withDuration: 1, animations: { view.center = Point(x: 5, y: 5) }) }
        let after = timeline.perform { view.layer.presentation()!.position.x }
        XCTAssertEqual(before, after, accuracy: 1e-9)
        timeline.advance(to: 2)
        XCTAssertEqual(timeline.perform { view.layer.presentation()!.position.x }, 5, accuracy: 1e-9)
    }
}
