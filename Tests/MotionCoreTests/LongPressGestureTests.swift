import XCTest
@testable import MotionCore

/// UILongPressGestureRecognizer's documented behaviour at virtual time: it begins exactly
/// `minimumPressDuration` after the fingers go down, with no touch at that instant (a timed step
/// on the timeline), changes on moves, ends on the lift; a wander or an early lift fails it.
final class LongPressGestureTests: XCTestCase {
    let timeline = Timeline()
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    lazy var dispatcher = TouchDispatcher(rootView: root)
    var log: [(GestureRecognizer.State, Double)] = []

    func press() -> LongPressGestureRecognizer {
        let press = LongPressGestureRecognizer { [unowned self] in log.append(($0.state, timeline.time)) }
        root.addGestureRecognizer(press)
        return press
    }

    func touch(_ phase: TouchEvent.Phase, _ x: Double, _ y: Double, _ t: Double, finger: Int = 1) -> TouchEvent {
        TouchEvent(phase: phase, location: Point(x: x, y: y), time: t, touch: finger)
    }

    func testBeginsAtDownPlusTheMinimumDurationWithoutANewTouch() {
        let press = press()
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        XCTAssertEqual(press.allowableMovement, 10)
        dispatcher.schedule([touch(.began, 100, 100, 1), touch(.moved, 104, 103, 1.2), touch(.moved, 160, 100, 1.8),
                             touch(.ended, 160, 100, 2.4)], on: timeline)
        timeline.advance(to: 1.5 - 1e-6)
        XCTAssertTrue(log.isEmpty, "a 5-point wander is allowed; not yet half a second")
        timeline.advance(to: 1.75)
        XCTAssertEqual(log.map(\.0), [.began])
        XCTAssertEqual(log[0].1, 1.5, accuracy: 1e-12, "at exactly down + minimumPressDuration")
        XCTAssertEqual(press.location(in: nil), Point(x: 104, y: 103))
        timeline.advance(to: 3)
        XCTAssertEqual(log.map(\.0), [.began, .changed, .ended], "any distance once it has begun")
        XCTAssertEqual(log[1].1, 1.8, accuracy: 1e-12)
        XCTAssertEqual(log[2].1, 2.4, accuracy: 1e-12)
    }

    func testAnEarlyLiftOrAWanderFails() {
        let press = press()
        dispatcher.schedule([touch(.began, 100, 100, 0), touch(.ended, 100, 100, 0.4)], on: timeline)
        timeline.advance(to: 1)
        XCTAssertEqual(press.state, .failed)
        dispatcher.schedule([touch(.began, 100, 100, 2), touch(.moved, 111, 100, 2.3), touch(.ended, 111, 100, 3)], on: timeline)
        timeline.advance(to: 4)
        XCTAssertEqual(press.state, .failed, "11 points is past allowableMovement")
        XCTAssertTrue(log.isEmpty)
    }

    func testTwoFingersBeginHalfASecondAfterTheSecondLands() {
        let press = press()
        press.numberOfTouchesRequired = 2
        dispatcher.schedule([touch(.began, 100, 100, 0), touch(.began, 150, 100, 0.2, finger: 2),
                             touch(.ended, 100, 100, 1, finger: 1)], on: timeline)
        timeline.advance(to: 1.5)
        XCTAssertEqual(log.map(\.0), [.began, .ended])
        XCTAssertEqual(log[0].1, 0.7, accuracy: 1e-12)
        XCTAssertEqual(press.numberOfTouches, 1, "one finger still down after the other lifted")
    }

    func testATapFirstWhenTapsAreRequired() {
        let press = press()
        press.numberOfTapsRequired = 1
        dispatcher.schedule([touch(.began, 100, 100, 0), touch(.ended, 100, 100, 0.1),
                             touch(.began, 100, 100, 0.3), touch(.ended, 100, 100, 1.2)], on: timeline)
        timeline.advance(to: 2)
        XCTAssertEqual(log.map(\.0), [.began, .ended])
        XCTAssertEqual(log[0].1, 0.8, accuracy: 1e-12, "the press after the tap, half a second on")
    }

    /// Fed straight to the recognizer with no timeline running: the deadline runs at the first
    /// touch after it, before that touch is interpreted.
    func testWithoutATimelineTheNextTouchRunsTheDeadline() {
        var states: [GestureRecognizer.State] = []
        let press = LongPressGestureRecognizer { states.append($0.state) }
        View(frame: Rect(x: 0, y: 0, width: 10, height: 10)).addGestureRecognizer(press)
        press.handle(touch(.began, 5, 5, 0))
        press.handle(touch(.moved, 5, 5, 0.6))
        XCTAssertEqual(states, [.began, .changed])
    }
}
