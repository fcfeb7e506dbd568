import XCTest
@testable import MotionCore

/// UISwipeGestureRecognizer with Zoetrope's documented thresholds (50 pt within 0.5 s, within 30°
/// of the axis): recognised in the scripted direction at the first sample past 50 pt, never in
/// the others.
final class SwipeGestureTests: XCTestCase {
    let timeline = Timeline()
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    lazy var dispatcher = TouchDispatcher(rootView: root)

    /// A recognizer per direction, each logging when it recognised.
    func swipes() -> [(SwipeGestureRecognizer.Direction, SwipeGestureRecognizer, () -> [Double])] {
        ([.right, .left, .up, .down] as [SwipeGestureRecognizer.Direction]).map { direction in
            var times: [Double] = []
            let swipe = SwipeGestureRecognizer { [unowned timeline] _ in times.append(timeline.time) }
            swipe.direction = direction
            swipe.delegate = simultaneous
            root.addGestureRecognizer(swipe)
            return (direction, swipe, { times })
        }
    }
    let simultaneous: ScriptedGestureDelegate = {
        let delegate = ScriptedGestureDelegate()
        delegate.simultaneous = true
        return delegate
    }()

    func testOnlyTheScriptedDirectionIsRecognised() {
        let recognizers = swipes()
        // 120 pt left in 0.15 s, 9 samples of 13⅓ pt: past 50 pt at the 4th, t = 1 + 4 × 0.15 / 9.
        dispatcher.schedule(GestureTestTouches.line(touch: 1, from: Point(x: 300, y: 200), to: Point(x: 180, y: 200),
                                                    time: 1, duration: 0.15, steps: 9), on: timeline)
        timeline.advance(to: 2)
        for (direction, swipe, times) in recognizers {
            if direction == .left {
                XCTAssertEqual(swipe.state, .ended)
                XCTAssertEqual(times().count, 1)
                XCTAssertEqual(times().first ?? -1, 1 + 4 * 0.15 / 9, accuracy: 1e-12)
            } else {
                XCTAssertEqual(swipe.state, .failed, "direction \(direction.rawValue)")
                XCTAssertTrue(times().isEmpty)
            }
        }
    }

    func testTooSlowFailsAtTheMaximumDuration() {
        var failedAt: Double?
        let swipe = SwipeGestureRecognizer()
        swipe.direction = .down
        root.addGestureRecognizer(swipe)
        // 60 pt down over 1 s: only 30 pt by 0.5 s.
        dispatcher.schedule(GestureTestTouches.line(touch: 1, from: Point(x: 200, y: 100), to: Point(x: 200, y: 160),
                                                    time: 0, duration: 1, steps: 60), on: timeline)
        timeline.advance(to: 0.5 - 1e-6)
        XCTAssertEqual(swipe.state, .possible)
        timeline.advance(to: 0.5)
        if swipe.state == .failed { failedAt = timeline.time }
        XCTAssertEqual(failedAt ?? -1, 0.5, accuracy: 1e-12)
    }

    func testADiagonalIsNotASwipe() {
        let swipe = SwipeGestureRecognizer()
        swipe.direction = [.right, .up]
        root.addGestureRecognizer(swipe)
        dispatcher.schedule(GestureTestTouches.line(touch: 1, from: Point(x: 100, y: 300), to: Point(x: 200, y: 200),
                                                    time: 0, duration: 0.1, steps: 6), on: timeline)
        timeline.advance(to: 1)
        XCTAssertEqual(swipe.state, .failed, "45° off both axes")
    }

    func testTwoFingerSwipeNeedsTwoFingers() {
        var touchesWhenRecognised: [Int] = []
        let two = SwipeGestureRecognizer { touchesWhenRecognised.append($0.numberOfTouches) }
        two.numberOfTouchesRequired = 2
        two.direction = .up
        root.addGestureRecognizer(two)
        let fingers = [1, 2].map { finger in
            GestureTestTouches.line(touch: finger, from: Point(x: 150 + 50 * Double(finger), y: 300),
                                    to: Point(x: 150 + 50 * Double(finger), y: 200), time: 0, duration: 0.1, steps: 6)
        }
        dispatcher.schedule(fingers[0], on: timeline)
        timeline.advance(to: 1)
        XCTAssertEqual(two.state, .failed, "one finger")
        dispatcher.schedule(GestureTestTouches.merged(fingers.map { $0.map { sample in
            TouchEvent(phase: sample.phase, location: sample.location, time: sample.time + 2, touch: sample.touch)
        } }), on: timeline)
        timeline.advance(to: 3)
        XCTAssertEqual(two.state, .ended)
        XCTAssertEqual(touchesWhenRecognised, [2])
    }
}
