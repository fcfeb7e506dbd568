import XCTest
@testable import MotionCore

/// Scripted touches: dispatch by hit testing, tap and pan recognizers, delegate veto.
final class GestureRecognizerTests: XCTestCase {
    func touch(_ phase: TouchEvent.Phase, _ x: Double, _ y: Double, _ t: Double) -> TouchEvent {
        TouchEvent(phase: phase, location: Point(x: x, y: y), time: t)
    }

    func testButtonTapThroughTheDispatcher() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        var taps = 0
        let button = Button(frame: Rect(x: 100, y: 100, width: 80, height: 40), title: "Go") { _ in taps += 1 }
        root.addSubview(button)
        let dispatcher = TouchDispatcher(rootView: root)
        let hit = try dispatcher.handle(touch(.began, 120, 110, 0))
        XCTAssertTrue(hit === button.titleLabel, "the deepest view is hit; its ancestors' recognizers get the touch")
        try dispatcher.handle(touch(.ended, 122, 112, 0.1))
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(button.tapRecognizer.state, .ended)
        try dispatcher.handle(touch(.began, 120, 110, 1))
        try dispatcher.handle(touch(.moved, 160, 110, 1.05))
        try dispatcher.handle(touch(.ended, 160, 110, 1.1))
        XCTAssertEqual(taps, 1, "a touch that wanders is not a tap")
        try dispatcher.handle(touch(.began, 10, 10, 2))
        try dispatcher.handle(touch(.ended, 10, 10, 2.1))
        XCTAssertEqual(taps, 1, "a touch outside the button")
    }

    func testDoubleTapNeedsTwoQuickTaps() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var count = 0
        let tap = TapGestureRecognizer { _ in count += 1 }
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        for (t, phase) in [(0.0, TouchEvent.Phase.began), (0.05, .ended), (0.2, .began), (0.25, .ended)] {
            tap.handle(touch(phase, 50, 50, t))
        }
        XCTAssertEqual(count, 1)
        for (t, phase) in [(1.0, TouchEvent.Phase.began), (1.05, .ended), (2.0, .began), (2.05, .ended)] {
            tap.handle(touch(phase, 50, 50, t))
        }
        XCTAssertEqual(count, 1, "taps too far apart")
    }

    func testMalformedTouchesThrow() throws {
        let dispatcher = TouchDispatcher(rootView: View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertThrowsError(try dispatcher.handle(touch(.moved, 1, 1, 0))) {
            XCTAssertEqual("\($0)", "touch moved received with no touch in progress (script a .began first)")
        }
        XCTAssertThrowsError(try dispatcher.handle(touch(.began, .nan, 1, 0)))
        try dispatcher.handle(touch(.began, 1, 1, 1))
        XCTAssertThrowsError(try dispatcher.handle(touch(.moved, 1, 1, 0.5))) {
            XCTAssertEqual("\($0)", "touch time 0.5 is before the previous touch's time 1.0")
        }
    }

    func testPanStatesTranslationAndVelocity() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let scaled = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(scaled)
        scaled.transform = AffineTransform(scaleX: 2, y: 2)
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        scaled.addGestureRecognizer(pan)
        pan.handle(touch(.began, 150, 150, 0))
        pan.handle(touch(.moved, 155, 150, 0.1))
        XCTAssertEqual(states, [], "under the 10 pt threshold")
        pan.handle(touch(.moved, 170, 150, 0.2))
        pan.handle(touch(.moved, 190, 130, 0.3))
        XCTAssertEqual(states, [.began, .changed])
        XCTAssertEqual(pan.translation(in: nil), Point(x: 40, y: -20))
        XCTAssertEqual(pan.translation(in: scaled), Point(x: 20, y: -10), "in the scaled view's units")
        let v = pan.velocity(in: nil)
        XCTAssertEqual(v.x, 200, accuracy: 1e-9, "average over the last 0.1 s")
        XCTAssertEqual(v.y, -200, accuracy: 1e-9)
        XCTAssertEqual(pan.velocity(in: scaled).x, 100, accuracy: 1e-9)
        pan.setTranslation(.zero, in: scaled)
        XCTAssertEqual(pan.translation(in: scaled), .zero)
        pan.handle(touch(.ended, 190, 130, 0.35))
        XCTAssertEqual(states, [.began, .changed, .ended])
        XCTAssertEqual(pan.location(in: root), Point(x: 190, y: 130))
    }

    /// removeAllTargets (UIKit's `removeTarget(nil, action: nil)`): no action runs afterwards.
    func testRemovedTargetsAreNotCalled() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var calls = 0
        let pan = PanGestureRecognizer { _ in calls += 1 }
        view.addGestureRecognizer(pan)
        pan.handle(touch(.began, 10, 10, 0))
        pan.handle(touch(.moved, 40, 10, 0.1))
        XCTAssertEqual(calls, 1, "began")
        pan.removeAllTargets()
        pan.handle(touch(.moved, 60, 10, 0.2))
        pan.handle(touch(.ended, 60, 10, 0.3))
        XCTAssertEqual(calls, 1, "changed and ended reach no target")
        XCTAssertEqual(pan.state, .ended, "the recognizer still recognizes")
    }

    func testDelegateCanVetoThePan() {
        final class Vertical: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
                let v = (g as! PanGestureRecognizer).velocity(in: g.view)
                return abs(v.y) > abs(v.x)
            }
        }
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let pan = PanGestureRecognizer()
        let delegate = Vertical()
        pan.delegate = delegate
        var calls = 0
        pan.addTarget { _ in calls += 1 }
        view.addGestureRecognizer(pan)
        pan.handle(touch(.began, 100, 100, 0))
        pan.handle(touch(.moved, 130, 102, 0.05))
        pan.handle(touch(.moved, 160, 104, 0.1))
        pan.handle(touch(.ended, 160, 104, 0.15))
        XCTAssertEqual(calls, 0)
        XCTAssertEqual(pan.state, .failed)
        pan.handle(touch(.began, 100, 100, 1))
        pan.handle(touch(.moved, 102, 130, 1.05))
        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(calls, 1)
    }

    func testCancelledPanReportsCancelled() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)
        pan.handle(touch(.began, 10, 10, 0))
        pan.handle(touch(.moved, 10, 40, 0.1))
        pan.handle(touch(.cancelled, 10, 40, 0.2))
        XCTAssertEqual(states, [.began, .cancelled])
        pan.handle(touch(.began, 10, 10, 1))
        XCTAssertEqual(pan.state, .possible, "a new touch sequence starts afresh")
        XCTAssertEqual(pan.translation(in: nil), .zero)
    }

    /// UIKit: disabling a recognizer while it recognises moves it to `.cancelled`.
    func testDisablingARecognisingPanCancelsIt() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)
        pan.handle(touch(.began, 10, 10, 0))
        pan.handle(touch(.moved, 10, 40, 0.1))
        pan.isEnabled = false
        pan.handle(touch(.moved, 10, 60, 0.2))
        XCTAssertEqual(states, [.began, .cancelled], "and no touches while disabled")
        pan.isEnabled = true
        pan.handle(touch(.began, 10, 10, 1))
        pan.handle(touch(.moved, 10, 40, 1.1))
        XCTAssertEqual(states.last, .began, "enabled again, the next touch sequence starts afresh")
    }

    func testScriptedDragHasConstantVelocityThroughTheRelease() {
        let events = TouchEvent.drag(from: Point(x: 0, y: 100), to: Point(x: 0, y: 0), time: 1, duration: 0.5, sampleRate: 60)
        XCTAssertEqual(events.count, 32, "began, 30 moves, ended")
        XCTAssertEqual(events.first?.phase, .began)
        XCTAssertEqual(events.last?.phase, .ended)
        let pan = PanGestureRecognizer()
        View(frame: Rect(x: 0, y: 0, width: 10, height: 10)).addGestureRecognizer(pan)
        events.forEach(pan.handle)
        XCTAssertEqual(pan.state, .ended)
        XCTAssertEqual(pan.velocity(in: nil).y, -200, accuracy: 1e-6, "100 points in 0.5 s")
        XCTAssertEqual(TouchEvent.tap(at: .zero, time: 2).map(\.phase), [.began, .ended])
        XCTAssertTrue(TouchEvent.drag(from: .zero, to: .zero, time: 0, duration: .nan).isEmpty)
    }

    func testScheduledTouchesArriveAtTheirTimes() {
        let timeline = Timeline()
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var log: [(GestureRecognizer.State, Double)] = []
        let pan = PanGestureRecognizer { log.append(($0.state, timeline.time)) }
        root.addGestureRecognizer(pan)
        let dispatcher = TouchDispatcher(rootView: root)
        dispatcher.schedule(TouchEvent.drag(from: Point(x: 50, y: 90), to: Point(x: 50, y: 30), time: 1, duration: 0.5,
                                            sampleRate: 10), on: timeline)
        dispatcher.schedule([TouchEvent(phase: .moved, location: .zero, time: 3)], on: timeline)
        timeline.advance(to: 1.05)
        XCTAssertTrue(log.isEmpty)
        timeline.advance(to: 1.1)
        XCTAssertEqual(log.first?.0, .began)
        XCTAssertEqual(log.first?.1 ?? -1, 1.1, accuracy: 1e-12)
        timeline.advance(to: 2)
        XCTAssertEqual(log.last?.0, .ended)
        XCTAssertEqual(log.last?.1 ?? -1, 1.6, accuracy: 1e-12)
        timeline.advance(to: 3)
        XCTAssertEqual(timeline.takeProblems().map { "\($0)" },
                       ["touch moved received with no touch in progress (script a .began first)"])
    }
}
