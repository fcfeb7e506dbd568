import Foundation
import XCTest
@testable import MotionCore

/// Two-finger recognizers: the expected values are the fingers' geometry — pinch scale is the
/// current finger distance over the distance when the second finger landed, rotation the angle
/// the vector between the fingers has turned (clockwise positive with y down).
final class PinchRotationGestureTests: XCTestCase {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    lazy var dispatcher = TouchDispatcher(rootView: root)

    func touch(_ phase: TouchEvent.Phase, _ finger: Int, _ x: Double, _ y: Double, _ t: Double) -> TouchEvent {
        TouchEvent(phase: phase, location: Point(x: x, y: y), time: t, touch: finger)
    }

    func testPinchScaleIsTheFingerDistanceOverTheInitialDistance() throws {
        var seen: [(GestureRecognizer.State, Double, Double)] = []
        let pinch = PinchGestureRecognizer { seen.append(($0.state, $0.scale, $0.velocity)) }
        root.addGestureRecognizer(pinch)
        try dispatcher.handle(touch(.began, 1, 100, 200, 0))
        try dispatcher.handle(touch(.began, 2, 200, 200, 0.05))                    // distance 100
        try dispatcher.handle(event: [touch(.moved, 2, 230, 240, 0.1)])             // distance √(130² + 40²)
        XCTAssertEqual(pinch.numberOfTouches, 2)
        XCTAssertEqual(pinch.location(ofTouch: 1, in: nil), Point(x: 230, y: 240))
        XCTAssertEqual(pinch.location(in: nil), Point(x: 165, y: 220), "the centroid of the fingers")
        try dispatcher.handle(event: [touch(.moved, 1, 90, 200, 0.2), touch(.moved, 2, 250, 200, 0.2)])  // distance 160
        try dispatcher.handle(touch(.ended, 2, 250, 200, 0.25))
        XCTAssertEqual(seen.map(\.0), [.began, .changed, .ended])
        let first = (130.0 * 130 + 40 * 40).squareRoot() / 100
        XCTAssertEqual(seen[0].1, first, accuracy: 1e-12)
        XCTAssertEqual(seen[0].2, (first - 1) / (0.1 - 0.05), accuracy: 1e-9, "scale per second since the second finger landed")
        XCTAssertEqual(seen[1].1, 1.6, accuracy: 1e-12, "both fingers' samples of one instant are one event")
        XCTAssertEqual(seen[1].2, (1.6 - first) / 0.1, accuracy: 1e-9)
        XCTAssertEqual(pinch.state, .ended)
    }

    func testSettingScaleRebasesItOnTheCurrentDistance() throws {
        var scales: [Double] = []
        let pinch = PinchGestureRecognizer { recognizer in
            scales.append(recognizer.scale)
            recognizer.scale = 1                                                  // UIKit's incremental idiom
        }
        root.addGestureRecognizer(pinch)
        try dispatcher.handle(event: [touch(.began, 1, 100, 100, 0), touch(.began, 2, 200, 100, 0)])
        try dispatcher.handle(touch(.moved, 2, 250, 100, 0.1))                     // 150 / 100
        try dispatcher.handle(touch(.moved, 2, 400, 100, 0.2))                     // 300 / 150
        XCTAssertEqual(scales, [1.5, 2])
        XCTAssertEqual(scales.reduce(1, *), 300.0 / 100, "the product is the whole pinch")
    }

    func testPinchNeedsTwoFingersAndFailsWithOne() throws {
        let pinch = PinchGestureRecognizer()
        root.addGestureRecognizer(pinch)
        for event in GestureTestTouches.line(touch: 1, from: Point(x: 10, y: 10), to: Point(x: 200, y: 10), time: 0, duration: 0.3, steps: 6) {
            try dispatcher.handle(event)
        }
        XCTAssertEqual(pinch.state, .failed)
    }

    func testRotationIsTheTurnOfTheVectorBetweenTheFingers() throws {
        var seen: [(GestureRecognizer.State, Double, Double)] = []
        let rotation = RotationGestureRecognizer { seen.append(($0.state, $0.rotation, $0.velocity)) }
        root.addGestureRecognizer(rotation)
        let center = Point(x: 200, y: 200)
        func finger(_ angle: Double) -> Point { Point(x: center.x + 100 * cos(angle), y: center.y + 100 * sin(angle)) }
        try dispatcher.handle(event: [touch(.began, 1, center.x, center.y, 0), touch(.began, 2, finger(0).x, finger(0).y, 0)])
        // The second finger walks round the first in 60° steps, 0.1 s apart, to 270° (past ±180°).
        for step in 1...5 {
            let p = finger(Double(step) * .pi / 3)
            try dispatcher.handle(touch(.moved, 2, p.x, p.y, 0.1 * Double(step)))
        }
        let end = finger(1.5 * .pi)
        try dispatcher.handle(touch(.moved, 2, end.x, end.y, 0.55))
        try dispatcher.handle(touch(.ended, 1, center.x, center.y, 0.6))
        XCTAssertEqual(seen.map(\.0), [.began, .changed, .changed, .changed, .changed, .changed, .ended])
        for (index, expected) in [1.0, 2, 3, 4, 5].map({ $0 * .pi / 3 }).enumerated() {
            XCTAssertEqual(seen[index].1, expected, accuracy: 1e-12, "clockwise on screen, summed past half a turn")
        }
        XCTAssertEqual(seen[0].2, (.pi / 3) / 0.1, accuracy: 1e-9, "radians per second")
        XCTAssertEqual(seen[5].1, 1.5 * .pi, accuracy: 1e-12)
        XCTAssertEqual(seen[5].2, (1.5 * .pi - 5 * .pi / 3) / 0.05, accuracy: 1e-9, "turning back is negative")
    }

    func testRotationDoesNotBeginOnAPurePinch() throws {
        let rotation = RotationGestureRecognizer()
        root.addGestureRecognizer(rotation)
        try dispatcher.handle(event: [touch(.began, 1, 150, 100, 0), touch(.began, 2, 250, 100, 0)])
        try dispatcher.handle(event: [touch(.moved, 1, 100, 100, 0.1), touch(.moved, 2, 300, 100, 0.1)])
        try dispatcher.handle(event: [touch(.ended, 1, 100, 100, 0.2), touch(.ended, 2, 300, 100, 0.2)])
        XCTAssertEqual(rotation.state, .failed)
        XCTAssertEqual(rotation.rotation, 0)
    }
}
