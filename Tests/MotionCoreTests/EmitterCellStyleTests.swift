import XCTest
@testable import MotionCore

/// CAEmitterCell.style ("an optional dictionary containing additional style values"; nil by
/// default, as CALayer.style: values for what the cell has not set) and CAEmitterLayer's
/// `preservesDepth`, which is not drawn and says so.
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

    /// A sphere emitter's particles leave the layer's plane (z ≠ 0).
    private func sphereEmitter(preservesDepth: Bool) -> EmitterLayer {
        let emitter = EmitterLayer()
        emitter.emitterShape = .sphere
        emitter.emitterSize = Size(width: 40, height: 40)
        emitter.emitterZPosition = 0
        emitter.emitterDepth = 40
        emitter.preservesDepth = preservesDepth
        let cell = EmitterCell()
        cell.birthRate = 20
        cell.lifetime = 5
        cell.contents = Image(source: .data(Data([1])), pixelSize: Size(width: 4, height: 4))
        emitter.emitterCells = [cell]
        return emitter
    }

    func testPreservesDepthWarnsOnceThatItIsNotDrawn() {
        let timeline = Timeline()
        let deep = sphereEmitter(preservesDepth: true)
        timeline.perform {
            _ = deep.presentation(atGlobalTime: 1)
            _ = deep.presentation(atGlobalTime: 2)
        }
        let notes = timeline.takeNotes()
        XCTAssertEqual(notes.count, 1, "\(notes)")
        XCTAssertTrue(notes.first?.contains("not drawn: EmitterLayer.preservesDepth") == true, "\(notes)")

        let flat = sphereEmitter(preservesDepth: false)
        timeline.perform { _ = flat.presentation(atGlobalTime: 1) }
        XCTAssertEqual(timeline.takeNotes(), [], "flattened, as asked: nothing to say")
    }
}
