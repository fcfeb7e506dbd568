import XCTest
@testable import MotionCore

/// Touches with identities: several fingers down at once, each routed by its own hit test, samples
/// of one instant delivered as one event; multi-finger taps and pans.
final class MultiTouchGestureTests: XCTestCase {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    lazy var dispatcher = TouchDispatcher(rootView: root)

    func touch(_ phase: TouchEvent.Phase, _ finger: Int, _ x: Double, _ y: Double, _ t: Double) -> TouchEvent {
        TouchEvent(phase: phase, location: Point(x: x, y: y), time: t, touch: finger)
    }

    func testTwoFingerTapNeedsBothFingers() throws {
        var recognised: [(Int, Point, Point)] = []
        let tap = TapGestureRecognizer {
            recognised.append(($0.numberOfTouches, $0.location(ofTouch: 0, in: nil), $0.location(ofTouch: 1, in: nil)))
        }
        tap.numberOfTouchesRequired = 2
        root.addGestureRecognizer(tap)
        try dispatcher.handle(touch(.began, 1, 100, 100, 0))
        try dispatcher.handle(touch(.ended, 1, 100, 100, 0.1))
        XCTAssertTrue(recognised.isEmpty, "one finger is not a two-finger tap")
        try dispatcher.handle(touch(.began, 1, 100, 100, 1))
        try dispatcher.handle(touch(.began, 2, 160, 100, 1.02))
        try dispatcher.handle(touch(.ended, 1, 102, 101, 1.08))
        XCTAssertTrue(recognised.isEmpty, "until the last finger lifts")
        try dispatcher.handle(touch(.ended, 2, 160, 100, 1.1))
        XCTAssertEqual(recognised.count, 1)
        XCTAssertEqual(recognised.first?.0, 2, "both fingers, the first already lifted, as UIKit reports them")
        XCTAssertEqual(recognised.first?.1, Point(x: 102, y: 101))
        XCTAssertEqual(recognised.first?.2, Point(x: 160, y: 100))
        XCTAssertEqual(tap.location(in: nil), Point(x: 160, y: 100), "the centroid of the fingers still down at the last sample")
    }

    func testATwoFingerPanFollowsTheCentroidWithoutJumpingWhenAFingerLands() throws {
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        root.addGestureRecognizer(pan)
        try dispatcher.handle(touch(.began, 1, 100, 100, 0))
        try dispatcher.handle(touch(.moved, 1, 100, 130, 0.1))
        XCTAssertEqual(pan.state, .possible, "one finger is too few")
        try dispatcher.handle(touch(.began, 2, 200, 130, 0.2))                         // centroid jumps to (150, 130)
        XCTAssertEqual(pan.translation(in: nil), Point(x: 0, y: 30), "a finger landing is not a drag")
        try dispatcher.handle(event: [touch(.moved, 1, 100, 150, 0.3), touch(.moved, 2, 200, 150, 0.3)])
        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(pan.translation(in: nil), Point(x: 0, y: 50))
        XCTAssertEqual(pan.location(in: nil), Point(x: 150, y: 150))
        try dispatcher.handle(touch(.ended, 2, 200, 150, 0.4))                         // centroid back to (100, 150)
        XCTAssertEqual(pan.translation(in: nil), Point(x: 0, y: 50), "a finger lifting is not a drag")
        try dispatcher.handle(touch(.moved, 1, 100, 170, 0.5))
        XCTAssertEqual(pan.state, .began, "no change with fewer fingers than the minimum")
        try dispatcher.handle(touch(.ended, 1, 100, 170, 0.6))
        XCTAssertEqual(pan.state, .ended, "when the last finger lifts")
    }

    func testEachFingerIsHitTestedOnItsOwn() throws {
        let left = View(frame: Rect(x: 0, y: 0, width: 200, height: 400))
        root.addSubview(left)
        let leftTap = TapGestureRecognizer(), rootTap = TapGestureRecognizer()
        left.addGestureRecognizer(leftTap)
        root.addGestureRecognizer(rootTap)
        let hits = try dispatcher.handle(event: [touch(.began, 1, 100, 100, 0), touch(.began, 2, 300, 100, 0)])
        XCTAssertTrue(hits[0] === left)
        XCTAssertTrue(hits[1] === root)
        XCTAssertEqual(leftTap.numberOfTouches, 1, "the left view's recognizer gets only the finger on it")
        XCTAssertEqual(rootTap.numberOfTouches, 2, "the root's gets both")
    }

    func testMalformedMultiTouchEventsThrowAndChangeNothing() throws {
        try dispatcher.handle(touch(.began, 1, 10, 10, 0))
        XCTAssertThrowsError(try dispatcher.handle(touch(.began, 1, 20, 20, 0.1))) {
            XCTAssertEqual("\($0)", "touch 1 began while it is already down (lift it first)")
        }
        XCTAssertThrowsError(try dispatcher.handle(event: [touch(.moved, 1, 20, 20, 0.2), touch(.began, 2, 30, 30, 0.3)])) {
            XCTAssertEqual("\($0)", "one touch event holds samples at 0.2 and 0.3 (an event is one instant)")
        }
        XCTAssertThrowsError(try dispatcher.handle(touch(.moved, 2, 30, 30, 0.4))) {
            XCTAssertEqual("\($0)", "touch moved received with no touch in progress (script a .began first)")
        }
        try dispatcher.handle(event: [touch(.began, 2, 30, 30, 0.5), touch(.ended, 1, 10, 10, 0.5)])
        try dispatcher.handle(touch(.ended, 2, 30, 30, 0.6))
    }
}
