import XCTest
@testable import MotionCore

/// The timing the preview plots is the engine's: a property animator's animation is plotted by its
/// animator's run, and the plot's progress is what the layer presents at that share of the run.
final class AnimationTimingPlotTests: XCTestCase {
    let timeline = Timeline()
    var view: View!

    override func setUp() {
        view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    }

    private func x(at time: Double) -> Double {
        timeline.advance(to: time)
        return timeline.perform { view.layer.presentation()!.position.x }
    }

    private func plot() throws -> AnimationTimingPlot {
        AnimationTimingPlot(try XCTUnwrap(view.layer.animation(forKey: "position")))
    }

    /// Started at 0.2 s, `PropertyAnimator(duration: 0.3, curve: .easeInOut)` (city-guide's).
    func testACurvedAnimatorIsPlottedByItsRun() throws {
        timeline.advance(to: 0.2)
        let animator = timeline.perform { PropertyAnimator(duration: 0.3, curve: .easeInOut) { self.view.center.x = 105 } }
        timeline.perform { animator.startAnimation() }
        let plot = try plot()
        XCTAssertTrue(plot.isDrivenByAnimator)
        XCTAssertFalse(plot.isSpring)
        XCTAssertEqual(plot.beginTime, 0.2, accuracy: 1e-12)
        XCTAssertEqual(plot.duration, 0.3, accuracy: 1e-12)
        XCTAssertEqual(plot.curve, "\(AnimationCurve.easeInOut.timingFunction)")
        for share in [0.1, 0.25, 0.5, 0.8] {
            XCTAssertEqual(plot.progress(atShare: share), AnimationCurve.easeInOut.timingFunction.value(at: share), accuracy: 1e-9)
            XCTAssertEqual(x(at: 0.2 + share * 0.3), 5 + 100 * plot.progress(atShare: share), accuracy: 1e-6, "presented at \(share)")
        }
    }

    /// A spring with its own coefficients runs for its settling time, whatever the animator's duration.
    func testASpringAnimatorIsPlottedBySpringOverItsSettlingTime() throws {
        let spring = SpringTimingParameters(dampingRatio: 0.8, response: 0.45)
        let animator = timeline.perform {
            let animator = PropertyAnimator(duration: 0.3, timingParameters: spring)
            animator.addAnimations { self.view.center.x = 105 }
            return animator
        }
        timeline.perform { animator.startAnimation() }
        let plot = try plot()
        XCTAssertTrue(plot.isSpring)
        XCTAssertEqual(plot.duration, spring.settlingDuration, accuracy: 1e-12)
        XCTAssertEqual(plot.curve, "spring(mass=\(spring.mass), stiffness=\(spring.stiffness), damping=\(spring.damping))")
        for share in [0.1, 0.3, 0.6] {
            XCTAssertEqual(x(at: share * spring.settlingDuration), 5 + 100 * plot.progress(atShare: share), accuracy: 1e-6)
        }
    }

    /// Any other animation by its own duration and timing function (0.25 s and linear when unset).
    func testABasicAnimationIsPlottedByItsOwnTiming() {
        let fade = BasicAnimation(keyPath: "opacity")
        fade.duration = 2
        fade.timingFunction = .easeIn
        let plot = AnimationTimingPlot(fade)
        XCTAssertFalse(plot.isDrivenByAnimator)
        XCTAssertEqual(plot.duration, 2)
        XCTAssertEqual(plot.progress(atShare: 0.5), TimingFunction.easeIn.value(at: 0.5), accuracy: 1e-12)
        XCTAssertEqual(AnimationTimingPlot(BasicAnimation(keyPath: "opacity")).duration, 0.25)
        XCTAssertEqual(AnimationTimingPlot(BasicAnimation(keyPath: "opacity")).curve, "linear")
    }
}
