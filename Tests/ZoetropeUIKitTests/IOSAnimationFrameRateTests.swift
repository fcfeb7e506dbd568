import XCTest
import ZoetropeUIKit

/// CAAnimation.preferredFrameRateRange: offline, the render's frame rate decides (every
/// animation is sampled at every rendered frame), so the range is kept and copied, and a range
/// that does not hold the render's rate is noted once.
final class IOSAnimationFrameRateTests: XCTestCase {
    private func notes(addingRange range: CAFrameRateRange, times: Int = 1, renderRate: Double) -> [String] {
        let timeline = Timeline()
        timeline.refreshRate = renderRate
        let layer = CALayer()
        timeline.perform {
            for index in 0..<times {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.toValue = 0
                fade.preferredFrameRateRange = range
                layer.add(fade, forKey: "fade-\(index)")
            }
        }
        return timeline.takeNotes().filter { $0.contains("preferredFrameRateRange") }
    }

    func testTheRangeIsKeptAndTravelsWithTheAddedCopy() {
        let fade = CABasicAnimation(keyPath: "opacity")
        XCTAssertEqual(fade.preferredFrameRateRange, .default)
        let range = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)
        fade.preferredFrameRateRange = range
        XCTAssertEqual(fade.copy().preferredFrameRateRange, range)
    }

    func testARangeHoldingTheRendersRateIsHonouredSilently() {
        XCTAssertEqual(notes(addingRange: CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60), renderRate: 60), [])
        XCTAssertEqual(notes(addingRange: .default, renderRate: 24), [])
    }

    func testARangeMissingTheRendersRateIsNotedOnce() {
        let noted = notes(addingRange: CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120), times: 3, renderRate: 60)
        XCTAssertEqual(noted.count, 1, "\(noted)")
        XCTAssertTrue(noted.first?.contains("60 fps") ?? false, "\(noted)")
    }
}
