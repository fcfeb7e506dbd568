import XCTest
import ZoetropeUIKit

/// The deprecated begin/commit block (`UIView.beginAnimations(_:context:)` … `commitAnimations()`)
/// as UIKit documented it: defaults 0.2 s and ease-in-out, each setter applying to the changes
/// made after it, and nothing outside a block.
final class IOSBeginCommitAnimationsTests: XCTestCase {
    private let timeline = Timeline()

    private func makeView() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }

    private func opacity(of view: UIView, at time: Double) -> Double {
        view.layer.presentationValue(forKeyPath: "opacity", atGlobalTime: time) as? Double ?? -1
    }

    func testChangesAnimateOverTwoTenthsOfASecondEaseInOutByDefault() {
        let view = makeView()
        timeline.perform {
            UIView.beginAnimations(nil, context: nil)
            view.alpha = 0
            UIView.commitAnimations()
        }
        let animation = view.layer.animation(forKey: "opacity")
        XCTAssertEqual(animation?.duration, 0.2)
        XCTAssertEqual(animation?.timingFunction, TimingFunction.easeInEaseOut)
        // Ease-in-out is symmetric about its middle: halfway in time is halfway in value.
        XCTAssertEqual(opacity(of: view, at: 0.1), 0.5, accuracy: 1e-6)
        XCTAssertEqual(opacity(of: view, at: 0.2), 0, accuracy: 1e-9)
    }

    func testSettingsApplyToTheChangesMadeAfterThem() {
        let early = makeView(), late = makeView()
        timeline.perform {
            UIView.beginAnimations("fade", context: nil)
            early.alpha = 0
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationDelay(0.5)
            late.alpha = 0
            UIView.commitAnimations()
        }
        XCTAssertEqual(early.layer.animation(forKey: "opacity")?.duration, 0.2)
        XCTAssertEqual(opacity(of: late, at: 0.25), 1, accuracy: 1e-9, "waits out its delay")
        XCTAssertEqual(opacity(of: late, at: 1), 0.5, accuracy: 1e-9, "linear: halfway at 0.5 + 0.5")
        XCTAssertEqual(opacity(of: late, at: 1.5), 0, accuracy: 1e-9)
    }

    func testRepeatCountAndAutoreversing() {
        let view = makeView(), once = makeView()
        timeline.perform {
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationRepeatAutoreverses(true)
            once.alpha = 0
            UIView.setAnimationRepeatCount(Float(2))
            view.alpha = 0
            UIView.commitAnimations()
        }
        let animation = view.layer.animation(forKey: "opacity")
        XCTAssertEqual(animation?.repeatCount, 2)
        XCTAssertEqual(animation?.autoreverses, true)
        // Forward over 1 s, back over the next: at 1.5 s it is halfway back.
        XCTAssertEqual(opacity(of: view, at: 1.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(once.layer.animation(forKey: "opacity")?.autoreverses, false,
                       "autoreversing counts only with a repeat count other than 0")
    }

    func testBeginningFromTheCurrentStateTakesOverFromWhatIsOnScreen() {
        func opacityAfterRetarget(fromCurrentState: Bool) -> Double {
            let timeline = Timeline()
            let view = makeView()
            timeline.perform {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
            }
            timeline.schedule(at: 0.5) {
                UIView.beginAnimations(nil, context: nil)
                UIView.setAnimationBeginsFromCurrentState(fromCurrentState)
                UIView.setAnimationDuration(1)
                UIView.setAnimationCurve(.linear)
                view.alpha = 1
                UIView.commitAnimations()
            }
            timeline.advance(to: 1)
            return view.layer.presentationValue(forKeyPath: "opacity", atGlobalTime: 1) as? Double ?? -1
        }
        // From the 0.5 on screen to 1, halfway after 0.5 s.
        XCTAssertEqual(opacityAfterRetarget(fromCurrentState: true), 0.75, accuracy: 1e-9)
        // Added to the first animation, which has ended by 1 s: from 0 (its end) to 1, halfway.
        XCTAssertEqual(opacityAfterRetarget(fromCurrentState: false), 0.5, accuracy: 1e-9)
    }

    func testATransitionFlipsTheViewOverTheBlocksDuration() {
        let container = makeView(), old = makeView(), new = makeView()
        container.addSubview(old)
        timeline.perform {
            UIView.beginAnimations("flip", context: nil)
            UIView.setAnimationDuration(0.75)
            UIView.setAnimationTransition(.flipFromLeft, for: container, cache: true)
            old.removeFromSuperview()
            container.addSubview(new)
            UIView.commitAnimations()
        }
        let flip = container.layer.animation(forKey: "transition") as? FlipTransition
        XCTAssertEqual(flip?.axis, .fromLeft)
        XCTAssertEqual(flip?.duration, 0.75)
        XCTAssertEqual(flip?.previousContents?.sublayers?.count, 1, "the old look holds the old subview")
        XCTAssertEqual(container.subviews.map { $0 === new }, [true])
    }

    func testOutsideABlockTheSettersDoNothingAndACommitIsReported() {
        let view = makeView()
        timeline.perform {
            UIView.setAnimationDuration(5)
            UIView.setAnimationRepeatCount(3)
            view.alpha = 0
            UIView.commitAnimations()
        }
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(timeline.takeProblems().compactMap { $0 as? ViewAnimationError },
                       [.outsideAnimationBlock("View.commitAnimations()")])
    }

    func testWithAnimationsDisabledOrNoDurationTheChangesApplyAtOnce() {
        let disabled = makeView(), instant = makeView()
        timeline.perform {
            UIView.setAnimationsEnabled(false)
            UIView.beginAnimations(nil, context: nil)
            disabled.alpha = 0
            UIView.commitAnimations()
            UIView.setAnimationsEnabled(true)
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(0)
            instant.alpha = 0
            UIView.commitAnimations()
        }
        XCTAssertNil(disabled.layer.animationKeys())
        XCTAssertNil(instant.layer.animationKeys())
        XCTAssertEqual(instant.alpha, 0)
    }

    func testInheritedAnimationDurationIsTheBlockBeingBuilt() {
        var durations: [TimeInterval] = []
        timeline.perform {
            durations.append(UIView.inheritedAnimationDuration)
            UIView.animate(withDuration: 1.5) {
                durations.append(UIView.inheritedAnimationDuration)
                UIView.animate(withDuration: 3) { durations.append(UIView.inheritedAnimationDuration) }
                UIView.animate(withDuration: 3, delay: 0, options: .overrideInheritedDuration, animations: {
                    durations.append(UIView.inheritedAnimationDuration)
                })
                UIView.performWithoutAnimation { durations.append(UIView.inheritedAnimationDuration) }
            }
            UIView.beginAnimations(nil, context: nil)
            durations.append(UIView.inheritedAnimationDuration)
            UIView.setAnimationDuration(0.7)
            durations.append(UIView.inheritedAnimationDuration)
            UIView.commitAnimations()
        }
        XCTAssertEqual(durations, [0, 1.5, 1.5, 3, 0, 0.2, 0.7])
    }
}
