import XCTest
import ZoetropeUIKit

/// `UIView.transform3D` and `UIView.AnimationCurve` as iOS code names them.
final class IOSViewNamesTests: XCTestCase {
    func testTransform3DIsTheLayersTransformAndAnimatesInABlock() {
        let timeline = Timeline()
        let view = UIView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let turn = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        timeline.perform {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform3D = turn })
        }
        XCTAssertEqual(view.layer.transform, turn)
        XCTAssertEqual(view.layer.animationKeys(), ["transform"])
        let curve: UIView.AnimationCurve = .easeInOut
        let animator = UIViewPropertyAnimator(duration: 1, curve: curve) {}
        XCTAssertEqual(animator.duration, 1)
    }
}
