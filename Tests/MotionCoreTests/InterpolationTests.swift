import XCTest
@testable import MotionCore

final class InterpolationTests: XCTestCase {
    func testDoubleInterpolatesLinearlyAndExtrapolates() {
        XCTAssertEqual(10.0.interpolated(to: 20, fraction: 0.25), 12.5)
        XCTAssertEqual(10.0.interpolated(to: 20, fraction: 1.5), 25)
    }

    func testIntRoundsToNearest() {
        XCTAssertEqual(0.interpolated(to: 3, fraction: 0.5), 2)
        XCTAssertEqual(0.interpolated(to: 3, fraction: 0.1), 0)
    }

    func testColorFadeToClearKeepsHue() {
        let mid = Color.red.interpolated(to: .clear, fraction: 0.5)
        XCTAssertEqual(mid.red, 1, accuracy: 1e-12)
        XCTAssertEqual(mid.alpha, 0.5, accuracy: 1e-12)
    }

    func testRectInterpolatesOriginAndSize() {
        let r = Rect(x: 0, y: 0, width: 10, height: 20).interpolated(to: Rect(x: 10, y: 10, width: 30, height: 40), fraction: 0.5)
        XCTAssertEqual(r, Rect(x: 5, y: 5, width: 20, height: 30))
    }
}
