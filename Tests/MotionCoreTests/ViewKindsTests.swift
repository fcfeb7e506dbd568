import XCTest
@testable import MotionCore

/// ImageView, pasted-UIKit call shapes, and the running-animator shortcut.
final class ViewKindsTests: XCTestCase {
    func testImageViewShowsItsImageAsContentsWithoutAnimating() {
        let timeline = Timeline()
        let first = Image(source: .file(URL(fileURLWithPath: "/tmp/a.png")), pixelSize: Size(width: 40, height: 30))
        let second = Image(source: .file(URL(fileURLWithPath: "/tmp/b.png")))
        let imageView = ImageView(image: first)
        XCTAssertEqual(imageView.frame, Rect(x: 0, y: 0, width: 40, height: 30), "sized to the image")
        XCTAssertEqual(imageView.layer.contents, first)
        imageView.contentMode = .scaleAspectFit
        XCTAssertEqual(imageView.layer.contentsGravity, .resizeAspect)
        timeline.perform { View.animate(withDuration: 1, animations: { imageView.image = second }) }
        XCTAssertTrue(imageView.layer.animationKeys().isEmpty, "UIKit does not animate image changes in blocks")
        XCTAssertEqual(timeline.perform { imageView.layer.presentation()!.contents }, second)
    }

    func testTrailingClosureFormsCompile() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform {
            View.animate(withDuration: 0.5) { view.alpha = 0 }
            View.animate(withDuration: 0.5, animations: { view.center.x = 50 }) { _ in }
        }
        XCTAssertEqual(Set(view.layer.animationKeys()), ["opacity", "position"])
    }

    func testRunningPropertyAnimatorStartsAfterItsDelay() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var positions: [AnimatingPosition] = []
        let animator = timeline.perform {
            PropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: .curveLinear,
                                                     animations: { view.center.x = 105 },
                                                     completion: { positions.append($0) })
        }
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(animator.delay, 0.5)
        timeline.advance(to: 1)
        XCTAssertEqual(timeline.perform { view.layer.presentation()!.position.x }, 55, accuracy: 1e-6)
        timeline.advance(to: 1.5)
        XCTAssertEqual(positions, [.end])
    }

    func testSpringBlockMappingCarriesTheVelocity() throws {
        let spring = try View.springForBlock(duration: 0.5, dampingRatio: 1, velocity: 3)
        XCTAssertEqual(spring.initialVelocity.dx, 3)
        XCTAssertEqual(spring.dampingRatio, 1, accuracy: 1e-12)
        let still = try View.springForBlock(duration: 0.5, dampingRatio: 1, velocity: 0)
        XCTAssertEqual(still.settlingDuration, 0.5, accuracy: 1e-6)
        XCTAssertEqual(spring.stiffness, pow(2 * Double.pi / spring.response, 2), accuracy: 1e-9, "SwiftUI's relation")
        XCTAssertThrowsError(try View.springForBlock(duration: 0, dampingRatio: 1, velocity: 0))
    }
}
