import XCTest
import ZoetropeUIKit

/// A 200 × 300 scroll view over content of `contentSize`, with the script the test gives it.
private final class BounceScene: IOSTestScene {
    static let name = "ios-scroll-bounce"
    static let summary = "a scroll view dragged past its content's edge"
    var size: Size { Size(width: 200, height: 300) }
    var duration: Double { 3 }
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    private var contentSize = Size(width: 200, height: 1000)
    private var script: (Stage, UIScrollView) -> Void = { _, _ in }

    init() {}

    convenience init(contentSize: Size = Size(width: 200, height: 1000), script: @escaping (Stage, UIScrollView) -> Void) {
        self.init()
        self.contentSize = contentSize
        self.script = script
    }

    func setUp(on stage: Stage) {
        scrollView.contentSize = contentSize
        stage.rootView.addSubview(scrollView)
        script(stage, scrollView)
    }
}

/// UIScrollView's bounce as Apple's reference describes it: `bounces` (true by default) lets the
/// content be pulled past its edge and bounce back; `alwaysBounceVertical`/`Horizontal` (false by
/// default) allow it "even if the content is smaller than the bounds". Past the edge the content
/// follows the finger by the rubber-band approximation (1 − 1 / (x · 0.55 / d + 1)) · d (x the
/// finger's travel past the edge, d the view's length), and on release it scrolls back to the edge
/// with the scroll animation (0.3 s, ease-in-out).
final class IOSScrollViewBounceTests: XCTestCase {
    /// The rubber band, from the formula.
    private func band(_ overshoot: Double, _ dimension: Double) -> Double {
        (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
    }

    /// A finger pulling the content down from y 50 to y 250 between 0.5 s and 1 s (100 points by
    /// 0.75 s), resting there until 1.3 s.
    private func pullDown(_ stage: Stage, _ scrollView: UIScrollView) {
        stage.pan(along: [CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 250)], time: 0.5, duration: 0.5, hold: 0.3)
    }

    private func shownOffset(_ scrollView: UIScrollView, on stage: Stage) -> Point {
        stage.timeline.perform { scrollView.layer.presentation()!.bounds.origin }
    }

    func testBouncingIsOnByDefaultAndAlwaysBouncingOff() {
        let scrollView = UIScrollView()
        XCTAssertTrue(scrollView.bounces)
        XCTAssertFalse(scrollView.alwaysBounceVertical)
        XCTAssertFalse(scrollView.alwaysBounceHorizontal)
    }

    /// At the top, a pull of 100 then 200 points shows the content band(100, 300) and
    /// band(200, 300) above its edge; after the release it is back at the edge.
    func testAPullPastTheTopRubberBandsAndSpringsBack() throws {
        let scene = BounceScene(script: pullDown)
        let stage = Stage(scene: scene)
        try stage.advance(to: 0.76)
        XCTAssertEqual(scene.scrollView.contentOffset.y, -band(100, 300), accuracy: 1e-9)
        XCTAssertTrue(scene.scrollView.isDragging)
        try stage.advance(to: 1.2)
        XCTAssertEqual(scene.scrollView.contentOffset.y, -band(200, 300), accuracy: 1e-9)
        try stage.advance(to: 1.45)
        let returning = shownOffset(scene.scrollView, on: stage).y
        XCTAssertGreaterThan(returning, -band(200, 300))
        XCTAssertLessThan(returning, 0)
        try stage.advance(to: 2)
        XCTAssertEqual(scene.scrollView.contentOffset, CGPoint(x: 0, y: 0))
        XCTAssertEqual(shownOffset(scene.scrollView, on: stage), CGPoint(x: 0, y: 0))
        XCTAssertFalse(scene.scrollView.isDragging)
    }

    /// At the bottom (offset 700 of 1000 − 300), a push of 100 points shows band(100, 300) below.
    func testAPushPastTheBottomRubberBands() throws {
        let scene = BounceScene { stage, scrollView in
            stage.at(0.1) { scrollView.contentOffset = CGPoint(x: 0, y: 700) }
            stage.pan(along: [CGPoint(x: 100, y: 250), CGPoint(x: 100, y: 50)], time: 0.5, duration: 0.5, hold: 0.3)
        }
        let stage = Stage(scene: scene)
        try stage.advance(to: 0.76)
        XCTAssertEqual(scene.scrollView.contentOffset.y, 700 + band(100, 300), accuracy: 1e-9)
        try stage.advance(to: 2)
        XCTAssertEqual(scene.scrollView.contentOffset.y, 700)
    }

    func testWithoutBouncingTheDragStopsAtTheEdge() throws {
        let scene = BounceScene { stage, scrollView in
            scrollView.bounces = false
            self.pullDown(stage, scrollView)
        }
        let stage = Stage(scene: scene)
        for time in [0.76, 1.2, 2] {
            try stage.advance(to: time)
            XCTAssertEqual(scene.scrollView.contentOffset, CGPoint(x: 0, y: 0), "at \(time) s")
        }
    }

    /// Content shorter than the view does not move when pulled, unless it always bounces
    /// vertically; the horizontal part of a diagonal pull moves nothing without
    /// `alwaysBounceHorizontal`.
    func testShortContentBouncesOnlyWhenItAlwaysBounces() throws {
        let short = Size(width: 200, height: 100)
        let still = BounceScene(contentSize: short, script: pullDown)
        let stillStage = Stage(scene: still)
        try stillStage.advance(to: 0.76)
        XCTAssertEqual(still.scrollView.contentOffset, CGPoint(x: 0, y: 0))

        let bouncing = BounceScene(contentSize: short) { stage, scrollView in
            scrollView.alwaysBounceVertical = true
            stage.pan(along: [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 250)], time: 0.5, duration: 0.5, hold: 0.3)
        }
        let stage = Stage(scene: bouncing)
        try stage.advance(to: 0.76)
        XCTAssertEqual(bouncing.scrollView.contentOffset.y, -band(100, 300), accuracy: 1e-9)
        XCTAssertEqual(bouncing.scrollView.contentOffset.x, 0, "no horizontal bounce")
        try stage.advance(to: 2)
        XCTAssertEqual(bouncing.scrollView.contentOffset, CGPoint(x: 0, y: 0))
    }
}
