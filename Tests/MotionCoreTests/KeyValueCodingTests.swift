import XCTest
@testable import MotionCore

/// `setValue(_:forKey:)` with numbers of other types and with values a property cannot hold.
final class KeyValueCodingTests: XCTestCase {
    final class GaugeLayer: Layer {
        @Animatable("percent") var percent: Double = 0
    }

    func testNumbersOfOtherTypesBecomeTheDoubleThePropertyHolds() {
        let layer = GaugeLayer()
        layer.setValue(8, forKey: "cornerRadius")
        XCTAssertEqual(layer.cornerRadius, 8)
        layer.setValue(Float(0.5), forKey: "opacity")
        XCTAssertEqual(layer.opacity, 0.5)
        layer.setValue(UInt8(42), forKey: "percent")
        XCTAssertEqual(layer.percent, 42)
        XCTAssertEqual(layer.value(forKey: "percent") as? Double, 42)
    }

    func testAValueThePropertyCannotHoldIsReportedAndNotStored() {
        let timeline = Timeline()
        let layer = Layer()
        layer.cornerRadius = 3
        timeline.perform {
            layer.setValue("8", forKey: "cornerRadius")
            layer.setValue(nil, forKey: "cornerRadius")
        }
        XCTAssertEqual(layer.cornerRadius, 3, "the old value stays")
        XCTAssertEqual(timeline.takeProblems().map { "\($0)" }, [
            "'cornerRadius' holds a Double; cannot set it to 8 (String)",
            "'cornerRadius' holds a Double; cannot set it to nil",
        ])
    }

    func testUndeclaredKeysTakeAnyValue() {
        let layer = Layer()
        layer.setValue("anything", forKey: "note")
        XCTAssertEqual(layer.value(forKey: "note") as? String, "anything")
    }
}
