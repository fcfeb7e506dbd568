import XCTest
import ZoetropeUIKit

/// The photo editor's iOS code, played from the stage's scripted gestures; every expected value
/// comes from the script's geometry and UIKit's documented rules.
final class IOSGestureTests: XCTestCase {
    private func editor(at time: Double) throws -> PhotoEditorView {
        let stage = Stage(scene: IOSPhotoEditorScene())
        try stage.advance(to: time)
        return try XCTUnwrap(stage.rootView.viewNamed("editor") as? PhotoEditorView)
    }

    func testPinchScalesThePhotoByTheFingerDistanceRatio() throws {
        let transform = try editor(at: 1.2).photo.transform
        XCTAssertEqual(transform.a, 160.0 / 80, accuracy: 1e-9, "the incremental scales multiply to 160 / 80")
        XCTAssertEqual(transform.d, 2, accuracy: 1e-9)
        XCTAssertEqual(transform.b, 0, accuracy: 1e-12)
    }

    func testRotationTurnsThePhotoAQuarterTurnClockwise() throws {
        let transform = try editor(at: 2.2).photo.transform
        // scale 2, then rotated by π/2: (a, b, c, d) = 2 (cos, sin, −sin, cos).
        XCTAssertEqual(transform.a, 0, accuracy: 1e-9)
        XCTAssertEqual(transform.b, 2, accuracy: 1e-9)
        XCTAssertEqual(transform.c, -2, accuracy: 1e-9)
        XCTAssertEqual(transform.d, 0, accuracy: 1e-9)
    }

    func testLongPressBeginsAtTheMinimumPressDuration() throws {
        XCTAssertEqual(try editor(at: 2.99).photo.layer.borderWidth, 0)
        let editor = try editor(at: 3.2)
        XCTAssertEqual(editor.photo.layer.borderWidth, 4)
        XCTAssertEqual(editor.events.map(\.0), ["long press"])
        XCTAssertEqual(editor.events[0].1, 2.5 + 0.5, accuracy: 1e-12)
    }

    func testTheSingleTapWaitsForTheDoubleTapToFail() throws {
        let editor = try editor(at: 5.9)
        let taps = editor.events.filter { $0.0.hasSuffix("tap") }
        XCTAssertEqual(taps.map(\.0), ["single tap", "double tap"])
        XCTAssertEqual(taps[0].1, 4 + 0.08 + 0.35, accuracy: 1e-12, "the lift plus the double tap's interval")
        XCTAssertEqual(taps[1].1, 5.2 + 0.08, accuracy: 1e-12, "the second tap's lift")
    }

    func testTheEdgePanPullsTheDrawerOpen() throws {
        let during = try editor(at: 6.2)
        // Half-way through the 120 pt drag; translation is measured from touch-down: 60 pt out.
        XCTAssertEqual(during.drawer.frame.origin.x, -120 + 60, accuracy: 1e-9)
        let after = try editor(at: 6.9)
        XCTAssertEqual(after.drawer.frame.origin.x, 0, "released moving right: opened")
        XCTAssertEqual(after.events.last?.0, "edge pan ended")
    }

    func testTheSwipeLeftFadesThePhoto() throws {
        let editor = try editor(at: 7.5)
        let swipes = editor.events.filter { $0.0 == "swipe" }
        XCTAssertEqual(swipes.count, 1, "the swipe on the photo never reached the recognizer (shouldReceive)")
        XCTAssertEqual(swipes.first?.1 ?? -1, 7 + 4.0 / 60, accuracy: 1e-12, "past 50 pt at the 4th move of 13⅓ pt")
        XCTAssertEqual(editor.photo.alpha, 0)
    }
}
