import XCTest
@testable import Zoetrope

/// A settle step after a tap that a recognizer answers late — a single tap waiting for a double
/// tap to fail — waits for what that answer starts.
final class SettleGestureTests: XCTestCase {
    func testASettleStepWaitsForASingleTapThatWaitsForADoubleTap() throws {
        let stage = Stage(size: Size(width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        stage.rootView.addSubview(view)
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer { _ in View.animate(withDuration: 0.5) { view.alpha = 0.5 } }
        single.require(toFail: double)
        view.addGestureRecognizer(double)
        view.addGestureRecognizer(single)
        var settled: Double?
        stage.tap(at: Point(x: 50, y: 50), time: 1, holdDuration: 0.1)
        stage.after { settled = stage.time }
        for frame in 0...180 { try stage.advance(to: Double(frame) / 60) }
        // Lifted at 1.1; the double tap fails 0.35 s later, the single tap's 0.5 s fade ends at 1.95.
        XCTAssertEqual(try XCTUnwrap(settled), 1.1 + 0.35 + 0.5, accuracy: 1e-9)
    }
}
