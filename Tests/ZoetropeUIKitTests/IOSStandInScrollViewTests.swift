import CairoRendering
import XCTest
import ZoetropeUIKit

/// A 200 × 300 scroll view over 1000 points of content, with a red bar at y 500 and the script
/// the test class gives it.
private final class ScrollScene: IOSTestScene {
    static let name = "ios-scroll-view"
    static let summary = "a scroll view scrolled by code and by a drag"
    var size: Size { Size(width: 200, height: 300) }
    var duration: Double { 5 }
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    var script: (Stage, UIScrollView) -> Void = { _, _ in }

    init() {}

    convenience init(script: @escaping (Stage, UIScrollView) -> Void) {
        self.init()
        self.script = script
    }

    func setUp(on stage: Stage) {
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        let bar = UIView(frame: CGRect(x: 0, y: 500, width: 200, height: 50))
        bar.backgroundColor = .red
        scrollView.addSubview(bar)
        stage.rootView.addSubview(scrollView)
        script(stage, scrollView)
    }
}

/// UIScrollView as Apple's reference describes it: the content offset is the bounds' origin (so
/// subviews move the other way), `setContentOffset(_:animated:)` scrolls with the documented
/// 0.3 s ease-in-out curve, a drag moves the content with the finger within the content, and the
/// release glides at the release speed decaying by `decelerationRate` (0.998) per millisecond.
final class IOSStandInScrollViewTests: XCTestCase {
    /// The offset on screen on `stage` now.
    private func shownOffset(_ scrollView: UIScrollView, on stage: Stage) -> Double {
        stage.timeline.perform { scrollView.layer.presentation()!.bounds.origin.y }
    }

    func testTheContentOffsetIsTheBoundsOrigin() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scrollView = UIScrollView(frame: CGRect(x: 10, y: 20, width: 200, height: 300))
        screen.addSubview(scrollView)
        Timeline().perform { scrollView.contentOffset = CGPoint(x: 0, y: 400) }
        XCTAssertEqual(scrollView.bounds, CGRect(x: 0, y: 400, width: 200, height: 300))
        XCTAssertEqual(scrollView.frame, CGRect(x: 10, y: 20, width: 200, height: 300), "the frame stays")
        XCTAssertTrue(scrollView.clipsToBounds, "a scroll view clips its content")
        let subview = UIView(frame: CGRect(x: 0, y: 500, width: 10, height: 10))
        scrollView.addSubview(subview)
        XCTAssertEqual(subview.convert(CGPoint(x: 0, y: 0), to: screen), CGPoint(x: 10, y: 120), "500 − 400 + 20")
    }

    /// The model jumps to the target; on screen the offset follows the ease-in-out Bézier over 0.3 s.
    func testAnimatedScrollingFollowsTheEaseInOutCurve() throws {
        let scene = ScrollScene { stage, scrollView in
            stage.at(1) { scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true) }
        }
        let stage = Stage(scene: scene)
        for fraction in [0.25, 0.5, 0.75] {
            try stage.advance(to: 1 + 0.3 * fraction)
            XCTAssertEqual(scene.scrollView.contentOffset.y, 400, "the model value at once")
            XCTAssertEqual(shownOffset(scene.scrollView, on: stage), 400 * ReferenceCurves.value(ReferenceCurves.easeInEaseOut, at: fraction),
                           accuracy: 1e-3, "the engine solves the curve to a few millionths of its progress")
        }
        try stage.advance(to: 1.4)
        XCTAssertEqual(shownOffset(scene.scrollView, on: stage), 400)
    }

    /// contentOffset is bounds.origin, so it animates in a block with the block's curve.
    func testTheContentOffsetAnimatesInABlock() throws {
        let scene = ScrollScene { stage, scrollView in
            stage.at(1) {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    scrollView.contentOffset = CGPoint(x: 0, y: 300)
                })
            }
        }
        let stage = Stage(scene: scene)
        try stage.advance(to: 1.25)
        XCTAssertEqual(shownOffset(scene.scrollView, on: stage), 75, accuracy: 1e-6)
    }

    /// Scrolled to 400, the bar at y 500 of the content is drawn from y 100 to 150 on screen.
    func testSubviewsAreDrawnScrolled() throws {
        let scene = ScrollScene { _, scrollView in scrollView.contentOffset = CGPoint(x: 0, y: 400) }
        let canvas = try Scrubber(scene: scene).still(at: 0).rgbaImage()
        XCTAssertEqual(canvas.pixel(x: 100, y: 99).g, 255, "white above the bar")
        XCTAssertEqual(canvas.pixel(x: 100, y: 100).r, 255)
        XCTAssertEqual(canvas.pixel(x: 100, y: 100).g, 0, "red from y 100")
        XCTAssertEqual(canvas.pixel(x: 100, y: 149).g, 0)
        XCTAssertEqual(canvas.pixel(x: 100, y: 150).g, 255, "white again from y 150")
    }

    /// A drag held still before lifting leaves the offset where the finger took it: 200 points
    /// up is an offset of 200. A drag past the end stops at 1000 − 300 = 700.
    func testADragScrollsWithTheFingerWithinTheContent() throws {
        let scene = ScrollScene { stage, _ in
            stage.pan(along: [CGPoint(x: 100, y: 250), CGPoint(x: 100, y: 50)], time: 0.5, duration: 0.5, hold: 0.2)
        }
        let stage = Stage(scene: scene)
        try stage.advance(to: 2)
        XCTAssertEqual(scene.scrollView.contentOffset, CGPoint(x: 0, y: 200))
        XCTAssertFalse(scene.scrollView.isDecelerating)

        let far = ScrollScene { stage, _ in
            for start in [0.5, 1.5, 2.5, 3.5] {
                stage.pan(along: [CGPoint(x: 100, y: 290), CGPoint(x: 100, y: 10)], time: start, duration: 0.5, hold: 0.2)
            }
        }
        let farStage = Stage(scene: far)
        try farStage.advance(to: 4.5)
        XCTAssertEqual(far.scrollView.contentOffset, CGPoint(x: 0, y: 700))
    }

    /// With 20 points of inset at the top, a drag down goes no further than an offset of −20;
    /// with scrolling disabled, a drag moves nothing.
    func testDragsStopAtTheInsetAndNotAtAllWhenDisabled() throws {
        let inset = ScrollScene { stage, scrollView in
            scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            stage.pan(along: [CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 250)], time: 0.5, duration: 0.5, hold: 0.2)
        }
        let insetStage = Stage(scene: inset)
        try insetStage.advance(to: 2)
        XCTAssertEqual(inset.scrollView.contentOffset, CGPoint(x: 0, y: -20))

        let disabled = ScrollScene { stage, scrollView in
            scrollView.isScrollEnabled = false
            stage.pan(along: [CGPoint(x: 100, y: 250), CGPoint(x: 100, y: 50)], time: 0.5, duration: 0.5)
        }
        let disabledStage = Stage(scene: disabled)
        try disabledStage.advance(to: 2)
        XCTAssertEqual(disabled.scrollView.contentOffset, CGPoint(x: 0, y: 0))
    }

    /// A linear drag of 200 points in 0.5 s releases at 400 pt/s (the finger lifts 1/60 s after
    /// its last move, 400/60 further). From there o(t) = o₀ + 400·(1 − 0.998^(1000 t)) / (−1000 ln 0.998).
    func testAReleaseGlidesWithUIKitsDeceleration() throws {
        let scene = ScrollScene { stage, _ in
            stage.pan(along: [CGPoint(x: 100, y: 250), CGPoint(x: 100, y: 50)], time: 0.5, duration: 0.5)
        }
        let stage = Stage(scene: scene)
        let release = 1 + 1.0 / 60, releaseOffset = 200 + 400.0 / 60
        func expected(at time: Double) -> Double {
            releaseOffset + 400 * (1 - pow(0.998, 1000 * (time - release))) / (-1000 * log(0.998))
        }
        for time in [1.1, 1.5, 2.0] {
            try stage.advance(to: time)
            XCTAssertTrue(scene.scrollView.isDecelerating)
            XCTAssertEqual(scene.scrollView.contentOffset.y, expected(at: time), accuracy: 1e-6, "at \(time) s")
        }
        try stage.advance(to: 5)
        XCTAssertFalse(scene.scrollView.isDecelerating)
        XCTAssertEqual(scene.scrollView.contentOffset.y, releaseOffset + 400 / (-1000 * log(0.998)), accuracy: 1e-6,
                       "at rest after the whole glide, v · 0.4995 s")
    }

    /// The glide is a function of time, sampled at display refreshes: the same offsets at 30 and 60 Hz.
    func testAGlideIsTheSameAtAnyRefreshRate() throws {
        func offsets(refreshRate: Int) throws -> [Double] {
            let scene = ScrollScene { stage, _ in
                stage.pan(along: [CGPoint(x: 100, y: 250), CGPoint(x: 100, y: 50)], time: 0.5, duration: 0.5)
            }
            let stage = Stage(scene: scene, refreshRate: refreshRate)
            return try [1.5, 2, 5].map { time in
                try stage.advance(to: time)
                return scene.scrollView.contentOffset.y
            }
        }
        XCTAssertEqual(try offsets(refreshRate: 30), try offsets(refreshRate: 60))
    }
}
