import XCTest
import ZoetropeUIKit

/// `UIView.perform(.delete, on:…)`, `UIView.contentMode` and the preferred-frame-rate options.
final class IOSViewAnimationExtrasTests: XCTestCase {
    func testDeleteShrinksAndFadesTheViewsThenRemovesThemAlongsideTheParallelAnimations() {
        let timeline = Timeline()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let doomed = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let neighbour = UIView(frame: CGRect(x: 40, y: 0, width: 20, height: 20))
        [doomed, neighbour].forEach(container.addSubview)
        var completions: [(time: Double, finished: Bool)] = []
        timeline.perform {
            UIView.perform(.delete, on: [doomed], options: [.curveLinear], animations: { neighbour.alpha = 0.5 }) { finished in
                completions.append((Timeline.current!.time, finished))
            }
        }
        let duration = UIView.SystemAnimation.deleteDuration
        let half = duration / 2
        func shown(_ view: UIView, _ key: String) -> Any? { view.layer.presentationValue(forKeyPath: key, atGlobalTime: half) }
        XCTAssertEqual(shown(doomed, "opacity") as? Double ?? -1, 0.5, accuracy: 1e-9)
        let scale = (1 + UIView.SystemAnimation.deleteScale) / 2
        XCTAssertEqual((shown(doomed, "transform") as? CATransform3D)?.m11 ?? -1, scale, accuracy: 1e-9)
        XCTAssertEqual(shown(neighbour, "opacity") as? Double ?? -1, 0.75, accuracy: 1e-9, "same duration and curve")
        timeline.advance(to: duration - 0.01)
        XCTAssertTrue(doomed.superview === container)
        timeline.advance(to: duration)
        XCTAssertNil(doomed.superview)
        XCTAssertEqual(completions.map(\.time), [duration])
        XCTAssertEqual(completions.map(\.finished), [true])
        XCTAssertEqual(doomed.alpha, 1, "put back once out of the hierarchy")
        XCTAssertEqual(doomed.transform, .identity)
        XCTAssertEqual(neighbour.alpha, 0.5)
    }

    func testContentModeSetsTheLayersGravityAndRedrawOnBoundsChange() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(view.contentMode, .scaleToFill)
        let gravities: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
            (.redraw, .resize), (.center, .center), (.top, .top), (.bottom, .bottom), (.left, .left),
            (.right, .right), (.topLeft, .topLeft), (.topRight, .topRight), (.bottomLeft, .bottomLeft),
            (.bottomRight, .bottomRight),
        ]
        for (mode, gravity) in gravities {
            view.contentMode = mode
            XCTAssertEqual(view.layer.contentsGravity, gravity, "\(mode)")
            XCTAssertEqual(view.layer.needsDisplayOnBoundsChange, mode == .redraw, "\(mode)")
        }
        XCTAssertEqual(UIView.ContentMode.redraw.rawValue, 3, "UIKit's raw values")
        XCTAssertEqual(UIView.ContentMode.bottomRight.rawValue, 12)
    }

    func testARedrawViewIsMarkedForDisplayWhenItsBoundsChange() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.contentMode = .redraw
        view.layer.displayIfNeeded()
        view.bounds.size.width = 30
        XCTAssertTrue(view.layer.needsDisplay())
    }

    func testAnImageViewStillPlacesItsImageByContentMode() {
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        imageView.contentMode = .scaleAspectFit
        XCTAssertEqual(imageView.layer.contentsGravity, .resizeAspect)
    }

    func testPreferredFramesPerSecondOptionsHaveUIKitsBitsAndAreNotedWhenTheRenderCannotHonourThem() {
        XCTAssertEqual(UIView.AnimationOptions.preferredFramesPerSecondDefault.rawValue, 0)
        XCTAssertEqual(UIView.AnimationOptions.preferredFramesPerSecond60.rawValue, 3 << 24)
        XCTAssertEqual(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue, 7 << 24)
        let timeline = Timeline()
        timeline.refreshRate = 30
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform {
            UIView.animate(withDuration: 1, delay: 0, options: [.preferredFramesPerSecondDefault], animations: { view.alpha = 0.9 })
            UIView.animate(withDuration: 1, delay: 0, options: [.preferredFramesPerSecond30], animations: { view.alpha = 0.8 })
        }
        XCTAssertEqual(timeline.takeNotes(), [], "the render's 30 fps is what was asked")
        timeline.perform {
            UIView.animate(withDuration: 1, delay: 0, options: [.preferredFramesPerSecond60, .curveEaseOut], animations: { view.alpha = 0.7 })
            UIView.animate(withDuration: 1, delay: 0, options: [.preferredFramesPerSecond60], animations: { view.alpha = 0.6 })
        }
        XCTAssertEqual(timeline.takeNotes().count, 1, "said once")
        XCTAssertEqual(view.layer.animation(forKey: "opacity")?.duration, 1, "the block still animates")
    }
}
