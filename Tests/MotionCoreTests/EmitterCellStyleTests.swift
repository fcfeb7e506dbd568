import XCTest
@testable import MotionCore

/// CAEmitterCell.style ("an optional dictionary containing additional style values"; nil by
/// default, as CALayer.style: values for what the cell has not set).
final class EmitterCellStyleTests: XCTestCase {
    func testStyleIsNilByDefault() {
        XCTAssertNil(EmitterCell().style)
        XCTAssertNil(EmitterCell().value(forKey: "style"))
    }

    func testStyleGivesValuesTheCellHasNotSet() {
        let cell = EmitterCell()
        cell.lifetime = 3
        cell.style = ["lifetime": 9, "velocity": 50, "scaleSpeed": 0.5, "custom": "x"]
        XCTAssertEqual(cell.lifetime, 3, "a value set on the cell wins")
        XCTAssertEqual(cell.velocity, 50, "an Int is read as NSNumber reads it")
        XCTAssertEqual(cell.scaleSpeed, 0.5)
        XCTAssertEqual(cell.value(forKey: "custom") as? String, "x", "other keys are read back through the style")
        XCTAssertEqual(cell.style?["custom"] as? String, "x")
    }

    func testACopyKeepsTheStyle() {
        let cell = EmitterCell()
        cell.style = ["custom": 1.5]
        XCTAssertEqual(cell.copy().value(forKey: "custom") as? Double, 1.5)
        cell.setValue(nil, forKey: "style")
        XCTAssertNil(cell.style)
    }
}
