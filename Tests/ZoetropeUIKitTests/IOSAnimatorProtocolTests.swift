import XCTest
import ZoetropeUIKit

/// `UIViewAnimating` and `UIViewImplicitlyAnimating` as types, `isManualHitTestingEnabled`, and
/// `UICubicTimingParameters.animationCurve` as iOS declares them.
final class IOSAnimatorProtocolTests: XCTestCase {
    func testCodeTypedAgainstTheProtocolsDrivesThePropertyAnimator() {
        let timeline = Timeline()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var positions: [UIViewAnimatingPosition] = []
        var implicitly: UIViewImplicitlyAnimating?
        timeline.perform {
            let animator: UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations? { view.alpha = 0 }
            animator.addAnimations { view.center.y = 20 }
            animator.addCompletion? { positions.append($0) }
            animator.startAnimation()
            implicitly = animator
        }
        let animating: UIViewAnimating = implicitly!
        XCTAssertEqual(animating.state, .active)
        XCTAssertTrue(animating.isRunning)
        timeline.advance(to: 0.5)
        XCTAssertEqual(view.layer.presentationValue(forKeyPath: "opacity", atGlobalTime: 0.5) as? Double ?? -1, 0.5, accuracy: 1e-9)
        timeline.perform {
            animating.pauseAnimation()
            animating.fractionComplete = 0.25
        }
        XCTAssertEqual(view.layer.presentationValue(forKeyPath: "opacity", atGlobalTime: 0.5) as? Double ?? -1, 0.75, accuracy: 1e-9)
        timeline.perform {
            implicitly?.addAnimations({ view.center.x = 40 }, delayFactor: 0.5)
            implicitly?.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        timeline.advance(to: 2)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(view.center, CGPoint(x: 40, y: 20))
        XCTAssertEqual(animating.state, .inactive)
    }

    /// A 20-point view moved by a linear 1 s animator from x 0 to x 100: at 0.5 s it is on
    /// screen at x 50…70 while its model frame is at 100…120. `hit` names what a touch finds.
    private func hits(manual: Bool) -> (onScreen: Bool, atModel: Bool) {
        let timeline = Timeline()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(moving)
        timeline.perform {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { moving.frame.origin.x = 100 }
            animator.isManualHitTestingEnabled = manual
            animator.startAnimation()
        }
        timeline.advance(to: 0.5)
        return timeline.perform {
            (root.hitTest(CGPoint(x: 60, y: 10)) === moving, root.hitTest(CGPoint(x: 110, y: 10)) === moving)
        }
    }

    func testAnAnimatorHitTestsItsViewsWhereTheyAreOnScreenUnlessTheAppDoesItManually() {
        XCTAssertEqual(UIViewPropertyAnimator(duration: 1, curve: .linear).isManualHitTestingEnabled, false)
        let automatic = hits(manual: false)
        XCTAssertTrue(automatic.onScreen)
        XCTAssertFalse(automatic.atModel)
        let manual = hits(manual: true)
        XCTAssertFalse(manual.onScreen)
        XCTAssertTrue(manual.atModel, "manual hit testing sees the model; the app finds the moving view itself")
    }

    func testAnimationCurveIsNotOptionalAndNamesTheBuiltInCurveOfTheSameShape() {
        let curve: UIView.AnimationCurve = UICubicTimingParameters(animationCurve: .easeIn).animationCurve
        XCTAssertEqual(curve, .easeIn)
        XCTAssertEqual(UICubicTimingParameters().animationCurve, .easeInOut)
        let easeOutByPoints = UICubicTimingParameters(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
        XCTAssertEqual(easeOutByPoints.animationCurve, .easeOut)
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
        XCTAssertEqual(custom.animationCurve, .easeInOut, "undefined in UIKit's documentation; the default curve here")
        XCTAssertEqual(custom.timingCurveType, .cubic)
        XCTAssertEqual(custom.controlPoint1, CGPoint(x: 0.1, y: 0.9))
    }
}
