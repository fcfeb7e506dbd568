import XCTest
import ZoetropeUIKit

/// A cross-dissolve of a 200 × 60 container over 1 s (linear) whose block moves its red square
/// from x = 0 to x = 100 and turns it blue, with the options given (`.allowAnimatedContent` or not).
private final class TransitionContentScene: IOSTestScene {
    static let name = "ios-transition-content"
    static let summary = "a transition whose block moves a subview"
    var extraOptions: UIView.AnimationOptions = []
    var size: Size { Size(width: 200, height: 60) }
    var duration: Double { 1 }

    init() {}

    func setUp(on stage: Stage) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        container.layer.name = "container"
        let square = UIView(frame: CGRect(x: 0, y: 10, width: 40, height: 40))
        square.layer.name = "square"
        square.backgroundColor = .red
        container.addSubview(square)
        stage.rootView.addSubview(container)
        UIView.transition(with: container, duration: 1, options: extraOptions.union([.transitionCrossDissolve, .curveLinear]),
                          animations: {
                              square.center.x += 100
                              square.backgroundColor = .blue
                          })
    }
}

/// UIKit's transition(with:...) discussion: the block may add, remove, show or hide subviews;
/// "if you want to incorporate other animatable changes, you must include the
/// allowAnimatedContent key in the options parameter" ("animate the views by changing the
/// property values dynamically and redrawing the view").
final class IOSAnimatedContentTests: XCTestCase {
    private func tree(_ options: UIView.AnimationOptions, at time: Double) throws -> (container: CALayer, square: CALayer) {
        let scene = TransitionContentScene()
        scene.extraOptions = options
        let tree = try Scrubber(scene: scene).tree(at: time)
        return (try XCTUnwrap(tree.sublayer(named: "container")), try XCTUnwrap(tree.sublayer(named: "square")))
    }

    func testWithoutTheOptionTheChangesApplyAtOnceUnderTheTransition() throws {
        let half = try tree([], at: 0.5)
        XCTAssertEqual(half.square.position.x, 120, "moved at once")
        XCTAssertEqual(half.square.backgroundColor, .blue)
        XCTAssertEqual(try XCTUnwrap(half.container.activeTransition).progress, 0.5, accuracy: 1e-9)
    }

    func testWithAllowAnimatedContentTheChangesAnimateWithTheTransitionsCurve() throws {
        let half = try tree(.allowAnimatedContent, at: 0.5)
        XCTAssertEqual(half.square.position.x, 20 + 100 * 0.5, accuracy: 1e-4, "halfway along the linear curve")
        let color = try XCTUnwrap(half.square.backgroundColor)
        XCTAssertEqual(color.red, 0.5, accuracy: 1e-4)
        XCTAssertEqual(color.blue, 0.5, accuracy: 1e-4)
        XCTAssertEqual(try XCTUnwrap(half.container.activeTransition).progress, 0.5, accuracy: 1e-9, "the cross-dissolve still runs")
        let end = try tree(.allowAnimatedContent, at: 1)
        XCTAssertEqual(end.square.position.x, 120)
        XCTAssertEqual(end.square.backgroundColor, .blue)
    }
}
