import XCTest
import ZoetropeUIKit

/// CALayer.needsDisplay() ("true if the layer has been marked as needing an update", set by
/// setNeedsDisplay() until the layer is displayed) and `class func defaultValue(forKey:)` ("the
/// default value for the specified key", used while no value is set; subclasses call super for
/// keys they do not know).
final class IOSLayerDisplayAndDefaultsTests: XCTestCase {
    /// A layer with a custom property and class defaults, written as iOS code writes them.
    final class GaugeLayer: CALayer {
        @Animatable var progress: CGFloat = 0

        override class func defaultValue(forKey key: String) -> Any? {
            switch key {
            case "progress": return 0.25
            case "cornerRadius": return 8
            case "label": return "gauge"
            default: return super.defaultValue(forKey: key)
            }
        }
    }

    func testNeedsDisplayIsTrueFromSetNeedsDisplayUntilDisplayed() {
        let layer = CALayer()
        layer.displayIfNeeded()
        XCTAssertFalse(layer.needsDisplay())
        layer.setNeedsDisplay()
        XCTAssertTrue(layer.needsDisplay())
        layer.displayIfNeeded()
        XCTAssertFalse(layer.needsDisplay())
    }

    func testAChangedCustomPropertyMarksTheLayer() {
        let gauge = GaugeLayer()
        gauge.displayIfNeeded()
        gauge.progress = 0.5
        XCTAssertTrue(gauge.needsDisplay())
    }

    func testTheClassDefaultsAreTheValuesWhileNoneIsSet() {
        let gauge = GaugeLayer()
        XCTAssertEqual(gauge.progress, 0.25)
        XCTAssertEqual(gauge.value(forKey: "progress").flatMap(NumericConversion.number), 0.25)
        XCTAssertEqual(gauge.cornerRadius, 8)
        XCTAssertEqual(gauge.value(forKey: "label") as? String, "gauge")
        // super answers the built-in defaults.
        XCTAssertEqual(GaugeLayer.defaultValue(forKey: "opacity") as? Double, 1)
        XCTAssertNil(CALayer.defaultValue(forKey: "label"))
        XCTAssertNil(CALayer().value(forKey: "label"))
        gauge.progress = 0.75
        gauge.setValue("dial", forKey: "label")
        XCTAssertEqual(gauge.progress, 0.75)
        XCTAssertEqual(gauge.value(forKey: "label") as? String, "dial")
        // A layer of the plain class keeps CALayer's defaults.
        XCTAssertEqual(CALayer().cornerRadius, 0)
    }
}
