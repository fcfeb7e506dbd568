import XCTest
@testable import MotionCore

/// UIViewPropertyAnimator as Apple documents it; expected values from the documentation and from
/// the physics of a damped spring, never from the engine's output.
final class AnimatorDocumentedSemanticsTests: XCTestCase {
    private let timeline = Timeline()
    private var view: View!

    override func setUp() { view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10)) }

    private func x() -> Double { timeline.perform { view.layer.presentation()!.position.x } }

    /// The peak overshoot of an underdamped unit step with no initial velocity, exp(−πζ/√(1−ζ²)):
    /// a property of every spring of ratio ζ, whatever its stiffness.
    private func overshoot(dampingRatio ζ: Double) -> Double { exp(-Double.pi * ζ / (1 - ζ * ζ).squareRoot()) }

    /// Samples x every millisecond from `from` to `to`, returning the largest value and when.
    private func peak(from: Double, to: Double) -> (value: Double, time: Double) {
        var best = (value: -Double.infinity, time: from)
        for step in 0...Int(((to - from) * 1000).rounded()) {
            let t = from + Double(step) / 1000
            timeline.advance(to: t)
            let value = x()
            if value > best.value { best = (value, t) }
        }
        return best
    }

    /// UISpringTimingParameters(dampingRatio:) in UIViewPropertyAnimator(duration:timingParameters:):
    /// the animation lasts the animator's duration, completing `.end` at exactly 2 s, and moves as
    /// a spring of ratio 0.7 (its overshoot).
    func testDampingRatioSpringRunsForTheAnimatorsDuration() {
        var completedAt: Double?
        timeline.perform {
            let animator = PropertyAnimator(duration: 2, timingParameters: SpringTimingParameters(dampingRatio: 0.7))
            animator.addAnimations { self.view.center.x = 105 }
            animator.addCompletion { position in
                XCTAssertEqual(position, .end)
                completedAt = self.timeline.time
            }
            animator.startAnimation()
        }
        let top = peak(from: 0, to: 1.999)
        XCTAssertNil(completedAt, "not before the duration")
        XCTAssertEqual((top.value - 5) / 100 - 1, overshoot(dampingRatio: 0.7), accuracy: 0.002, "a ζ = 0.7 spring")
        timeline.advance(to: 2)
        XCTAssertEqual(completedAt, 2)
        XCTAssertEqual(x(), 105)
    }

    /// UIKit's default spring, UISpringTimingParameters() (ratio 4.56, no overshoot), also takes the
    /// animator's duration.
    func testDefaultSpringTakesTheAnimatorsDuration() {
        var completedAt: Double?
        timeline.perform {
            let animator = PropertyAnimator(duration: 0.8, timingParameters: SpringTimingParameters())
            animator.addAnimations { self.view.center.x = 105 }
            animator.addCompletion { _ in completedAt = self.timeline.time }
            animator.startAnimation()
        }
        XCTAssertLessThanOrEqual(peak(from: 0, to: 0.799).value, 105, "overdamped: never past the target")
        XCTAssertNil(completedAt)
        timeline.advance(to: 0.8)
        XCTAssertEqual(completedAt, 0.8)
    }

    /// With mass, stiffness and damping UIKit ignores the animator's duration: a slow spring given
    /// 0.5 s still runs until it settles.
    func testPhysicalSpringKeepsItsOwnSettlingTime() {
        var completedAt: Double?
        timeline.perform {
            let spring = SpringTimingParameters(mass: 1, stiffness: 20, damping: 4)
            let animator = PropertyAnimator(duration: 0.5, timingParameters: spring)
            animator.addAnimations { self.view.center.x = 105 }
            animator.addCompletion { _ in completedAt = self.timeline.time }
            animator.startAnimation()
        }
        timeline.advance(to: 1)
        XCTAssertNil(completedAt, "a spring of ω₀ = √20 and ζ = 0.45 is still moving after 1 s")
        XCTAssertNotEqual(x(), 105)
        timeline.advance(to: 10)
        XCTAssertNotNil(completedAt)
    }

    /// addAnimations(_:delayFactor:): "Multiply this value by the animator's remaining duration to
    /// determine the actual delay in seconds" — 0.5 on a 2 s animator starts the block at 1 s, and
    /// it ends with the animator. Measured on an ease-in animator, whose eased progress at 1 s
    /// (0.32) is far from the time share (0.5).
    func testDelayFactorDelaysInTime() {
        let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform {
            let animator = PropertyAnimator(duration: 2, curve: .easeIn)
            animator.addAnimations { self.view.center.x = 105 }
            animator.addAnimations({ other.center.x = 105 }, delayFactor: 0.5)
            animator.startAnimation()
        }
        let otherX = { self.timeline.perform { other.layer.presentation()!.position.x } }
        timeline.advance(to: 0.999)
        XCTAssertEqual(otherX(), 5, accuracy: 1e-9, "not started before 1 s")
        timeline.advance(to: 1.02)
        XCTAssertGreaterThan(otherX(), 5, "started at 1 s")
        timeline.advance(to: 1.999)
        XCTAssertLessThan(otherX(), 105)
        timeline.advance(to: 2)
        XCTAssertEqual(otherX(), 105, accuracy: 1e-9)
    }

    /// A model value set directly while an animator runs survives its natural end: the animator
    /// only removes its animations at `.end` (the block set the end values when it ran), as
    /// stopAnimation/finishAnimation(at:) are the only calls documented to write model values.
    func testDirectModelValueSurvivesTheNaturalEnd() {
        timeline.perform {
            let animator = PropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 105 }
            animator.startAnimation()
        }
        timeline.advance(to: 0.5)
        timeline.perform { View.performWithoutAnimation { self.view.center.x = 40 } }
        timeline.advance(to: 1.5)
        XCTAssertEqual(view.center.x, 40)
        XCTAssertEqual(x(), 40)
    }
}
