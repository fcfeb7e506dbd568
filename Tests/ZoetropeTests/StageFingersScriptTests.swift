import XCTest
@testable import Zoetrope

/// `stage.fingers(along:)`, the general multi-finger script, and the scripts' refusals.
final class StageFingersScriptTests: XCTestCase {
    func testFingersMoveTogetherAsOneEventEachInstant() throws {
        let stage = Stage(size: Size(width: 300, height: 300))
        var translations: [Point] = []
        let pan = PanGestureRecognizer { translations.append($0.translation(in: nil)) }
        pan.minimumNumberOfTouches = 2
        stage.rootView.addGestureRecognizer(pan)
        let paths = [[Point(x: 100, y: 200), Point(x: 100, y: 80)], [Point(x: 200, y: 200), Point(x: 200, y: 80)]]
        stage.fingers(along: paths, time: 0.5, duration: 0.5)
        try stage.advance(to: 0.5 + 0.5 + 1.0 / 60)
        XCTAssertEqual(stage.touchIndicators.tracks.count, 2, "an indicator per finger")
        XCTAssertEqual(pan.state, .ended)
        // 120 pt up over 30 samples: 4 pt a sample; the pan begins at the 3rd (12 pt) and every
        // later sample moves both fingers at once, so the centroid never lags a finger behind.
        XCTAssertEqual(translations.first?.y ?? 0, -12, accuracy: 1e-6)
        XCTAssertEqual(translations.dropLast().last?.y ?? 0, -120, accuracy: 1e-6)
        XCTAssertTrue(translations.allSatisfy { $0.x == 0 })
        XCTAssertTrue(zip(translations, translations.dropFirst()).allSatisfy { $1.y - $0.y < -3.99 })
    }

    func testImpossibleGesturesAreReportedNotScheduled() {
        let stage = Stage(size: Size(width: 100, height: 100))
        stage.pinch(center: Point(x: 50, y: 50), from: 0, to: 40, time: 0, duration: 0.5)
        stage.rotate(center: Point(x: 50, y: 50), radius: 20, by: .pi, time: 0, duration: -1)
        stage.swipe(from: Point(x: 50, y: 50), direction: [.left, .up], time: 0)
        stage.longPress(at: Point(x: 50, y: 50), time: 0, duration: .infinity)
        XCTAssertEqual(stage.timeline.takeProblems().count, 4)
        XCTAssertTrue(stage.touchIndicators.tracks.isEmpty)
    }
}
