import XCTest
import ZoetropeUIKit

/// CALayer's drawing hints with Apple's defaults (isOpaque false, drawsAsynchronously false,
/// allowsGroupOpacity true), read back as set and through their key-value coding keys;
/// allowsGroupOpacity = false is warned about, and setNeedsDisplay(_:) marks the layer.
final class IOSLayerDrawingHintsTests: XCTestCase {
    func testDefaultsAndWhatIsSetReadBack() {
        let layer = CALayer()
        XCTAssertFalse(layer.isOpaque)
        XCTAssertFalse(layer.drawsAsynchronously)
        XCTAssertTrue(layer.allowsGroupOpacity)
        layer.isOpaque = true
        layer.drawsAsynchronously = true
        XCTAssertTrue(layer.isOpaque)
        XCTAssertTrue(layer.drawsAsynchronously)
        XCTAssertEqual(layer.value(forKey: "opaque") as? Bool, true)
        XCTAssertEqual(layer.value(forKey: "drawsAsynchronously") as? Bool, true)
    }

    func testGroupOpacityOffIsWarnedAbout() {
        nonisolated(unsafe) var messages: [String] = []
        Timeline.setUnattendedProblemHandler { messages.append("\($0)") }
        defer { Timeline.setUnattendedProblemHandler(nil) }
        let layer = CALayer()
        layer.allowsGroupOpacity = true
        XCTAssertTrue(messages.isEmpty, "\(messages)")
        layer.allowsGroupOpacity = false
        XCTAssertFalse(layer.allowsGroupOpacity)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("allowsGroupOpacity") ?? false, "\(messages)")
    }

    func testSetNeedsDisplayInRectMarksTheLayer() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.displayIfNeeded()
        XCTAssertFalse(layer.needsDisplay())
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(layer.needsDisplay())
    }
}
