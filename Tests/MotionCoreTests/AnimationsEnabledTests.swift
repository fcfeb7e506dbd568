import XCTest
@testable import MotionCore

/// UIView.setAnimationsEnabled(_:) as Apple documents it: "If you disable animations, code inside
/// subsequent animation blocks is still executed but no animations actually occur. Thus, any
/// changes you make inside an animation block are reflected immediately instead of being
/// animated" — block, keyframe and transition forms alike; turned on again, blocks animate.
final class AnimationsEnabledTests: XCTestCase {
    private let timeline = Timeline()
    private var view: View!

    override func setUp() { view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10)) }

    private func presentedX() -> Double { timeline.perform { view.layer.presentation()!.position.x } }

    func testDisabledBlocksApplyAtOnceAndStillComplete() {
        var finished: Bool?
        timeline.perform {
            XCTAssertTrue(View.areAnimationsEnabled)
            View.setAnimationsEnabled(false)
            XCTAssertFalse(View.areAnimationsEnabled)
            View.animate(withDuration: 1, animations: { self.view.center.x = 100 }, completion: { finished = $0 })
        }
        timeline.advance(to: 0.5)
        XCTAssertEqual(presentedX(), 100, "no animation: the change shows at once")
        XCTAssertTrue(view.layer.animationKeys().isEmpty)
        XCTAssertEqual(finished, true)
    }

    func testKeyframeBlocksApplyTheirKeyframesAtOnce() {
        timeline.perform {
            View.setAnimationsEnabled(false)
            View.animateKeyframes(withDuration: 1, animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.view.center.x = 60 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.view.alpha = 0.5 }
            })
        }
        timeline.advance(to: 0.1)
        XCTAssertEqual(presentedX(), 60)
        XCTAssertEqual(timeline.perform { view.layer.presentation()!.opacity }, 0.5)
        XCTAssertTrue(timeline.takeProblems().isEmpty, "keyframes inside a disabled block are no error")
    }

    func testEnabledAgainBlocksAnimate() {
        timeline.perform {
            View.setAnimationsEnabled(false)
            View.setAnimationsEnabled(true)
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.center.x = 105 })
        }
        timeline.advance(to: 0.5)
        XCTAssertEqual(presentedX(), 55, accuracy: 1e-9, "halfway along a linear block from 5 to 105")
    }
}
