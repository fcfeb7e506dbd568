import XCTest
@testable import MotionCore

/// UIKit's rules between recognizers receiving the same touches: one recognises unless a delegate
/// allows simultaneous recognition; `require(toFail:)` (and the delegate's failure requirements)
/// delay a recognizer until the other fails, at the virtual time it fails; `shouldReceive`.
final class GestureCoordinationTests: XCTestCase {
    let timeline = Timeline()
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    lazy var dispatcher = TouchDispatcher(rootView: root)
    var log: [(String, GestureRecognizer.State, Double)] = []

    func logging<R: GestureRecognizer>(_ recognizer: R, _ name: String) -> R {
        recognizer.addTarget { [unowned self] in log.append((name, $0.state, timeline.time)) }
        root.addGestureRecognizer(recognizer)
        return recognizer
    }

    func tap(at time: Double, finger: Int) -> [TouchEvent] {
        TouchEvent.tap(at: Point(x: 200, y: 200), time: time, holdDuration: 0.05, touch: finger)
    }

    /// Pinch and rotation fingers: apart from 100 to 200 pt, turning 90° from the second move on
    /// (the first move only spreads them, so only a pinch can begin there).
    func pinchAndTurn(time: Double) -> [TouchEvent] {
        let center = Point(x: 200, y: 200)
        let fingers = [-1.0, 1.0].enumerated().map { index, side in
            (0...10).map { step -> TouchEvent in
                let f = Double(step) / 10, radius = (50 + 50 * f) * side, angle = max(0, f - 0.1) / 0.9 * .pi / 2
                return TouchEvent(phase: step == 0 ? .began : .moved,
                                  location: Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)),
                                  time: time + 0.02 * Double(step), touch: index + 1)
            } + [TouchEvent(phase: .ended, location: .zero, time: time + 0.3, touch: index + 1)]
        }
        return GestureTestTouches.merged(fingers)
    }

    func testOnlyOneRecognizerRecognisesATouchSequence() {
        let pinch = logging(PinchGestureRecognizer(), "pinch")
        let rotation = logging(RotationGestureRecognizer(), "rotation")
        dispatcher.schedule(pinchAndTurn(time: 0), on: timeline)
        timeline.advance(to: 1)
        XCTAssertEqual(Set(log.map(\.0)), ["pinch"], "the pinch began first; the rotation may not share its touches")
        XCTAssertEqual(pinch.state, .ended)
        XCTAssertEqual(rotation.state, .failed)
    }

    func testTheDelegateAllowsSimultaneousRecognition() {
        let delegate = ScriptedGestureDelegate()
        delegate.simultaneous = true
        let pinch = logging(PinchGestureRecognizer(), "pinch")
        pinch.delegate = delegate
        let rotation = logging(RotationGestureRecognizer(), "rotation")
        dispatcher.schedule(pinchAndTurn(time: 0), on: timeline)
        timeline.advance(to: 1)
        XCTAssertEqual(log.filter { $0.1 == .began }.map(\.0).sorted(), ["pinch", "rotation"], "one delegate saying yes is enough")
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-12)
        XCTAssertEqual(rotation.rotation, .pi / 2, accuracy: 1e-12)
    }

    func testSingleTapWaitsForTheDoubleTapToFail() {
        let double = logging(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        let single = logging(TapGestureRecognizer(), "single")
        single.require(toFail: double)
        dispatcher.schedule(tap(at: 1, finger: 1), on: timeline)
        timeline.advance(to: 1.4 - 1e-6)
        XCTAssertTrue(log.isEmpty, "waiting: a second tap may still come")
        timeline.advance(to: 2)
        XCTAssertEqual(log.map(\.0), ["single"])
        XCTAssertEqual(log[0].2, 1.05 + double.maximumTapInterval, accuracy: 1e-12, "when the double tap fails")
        log = []
        dispatcher.schedule(tap(at: 3, finger: 2) + tap(at: 3.2, finger: 3), on: timeline)
        timeline.advance(to: 5)
        XCTAssertEqual(log.map(\.0), ["double"], "the double tap recognises; the single tap fails")
        XCTAssertEqual(log[0].2, 3.25, accuracy: 1e-12)
        XCTAssertEqual(single.state, .failed)
    }

    func testTheDelegateNamesTheFailureRequirements() {
        for delegateOfSingle in [true, false] {
            log = []
            root.gestureRecognizers.forEach(root.removeGestureRecognizer)
            let delegate = ScriptedGestureDelegate()
            let double = logging(TapGestureRecognizer(), "double")
            double.numberOfTapsRequired = 2
            let single = logging(TapGestureRecognizer(), "single")
            if delegateOfSingle {
                delegate.requiresFailureOf = double
                single.delegate = delegate
            } else {
                delegate.requiredToFailBy = single
                double.delegate = delegate
            }
            let start = timeline.time + 1
            dispatcher.schedule(tap(at: start, finger: 10) + tap(at: start + 0.2, finger: 11), on: timeline)
            timeline.advance(to: start + 2)
            XCTAssertEqual(log.map(\.0), ["double"], "delegate of the single tap: \(delegateOfSingle)")
        }
    }

    /// Without the requirement the single tap recognises the first tap, which fails the double
    /// tap still counting it; the second tap starts afresh and is a single tap again.
    func testWithoutTheRequirementTheSingleTapTakesBothTaps() {
        let double = logging(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        _ = logging(TapGestureRecognizer(), "single")
        dispatcher.schedule(tap(at: 1, finger: 1) + tap(at: 1.2, finger: 2), on: timeline)
        timeline.advance(to: 2)
        XCTAssertEqual(log.map(\.0), ["single", "single"])
    }

    func testShouldReceiveKeepsTouchesAway() {
        let delegate = ScriptedGestureDelegate()
        delegate.refusesTouch = { $0.location.x < 200 }
        let tap = logging(TapGestureRecognizer(), "tap")
        tap.delegate = delegate
        dispatcher.schedule(TouchEvent.tap(at: Point(x: 100, y: 100), time: 0)
            + TouchEvent.tap(at: Point(x: 300, y: 100), time: 1), on: timeline)
        timeline.advance(to: 2)
        XCTAssertEqual(log.count, 1, "only the touch on the right half")
        XCTAssertEqual(log.first?.2 ?? -1, 1.08, accuracy: 1e-12)
    }

    func testFingersOnDifferentViewsDoNotExcludeEachOther() throws {
        let left = View(frame: Rect(x: 0, y: 0, width: 200, height: 400)), right = View(frame: Rect(x: 200, y: 0, width: 200, height: 400))
        root.addSubview(left)
        root.addSubview(right)
        let leftPan = PanGestureRecognizer(), rightPan = PanGestureRecognizer()
        left.addGestureRecognizer(leftPan)
        right.addGestureRecognizer(rightPan)
        try dispatcher.handle(event: [TouchEvent(phase: .began, location: Point(x: 100, y: 100), time: 0, touch: 1),
                                      TouchEvent(phase: .began, location: Point(x: 300, y: 100), time: 0, touch: 2)])
        try dispatcher.handle(event: [TouchEvent(phase: .moved, location: Point(x: 100, y: 150), time: 0.1, touch: 1),
                                      TouchEvent(phase: .moved, location: Point(x: 300, y: 150), time: 0.1, touch: 2)])
        XCTAssertEqual(leftPan.state, .began)
        XCTAssertEqual(rightPan.state, .began)
        XCTAssertEqual(leftPan.numberOfTouches, 1)
    }
}
