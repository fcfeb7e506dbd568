import XCTest
@testable import MotionCore

/// Built-in properties are declared once (`LayerProperty`): every kind's defaults table covers
/// exactly its slot keys, each descriptor's key names its own slot, and a fresh layer reads
/// the declared defaults through both its getters and key-value coding.
final class LayerPropertyTests: XCTestCase {
    func testEachKindsDefaultsCoverExactlyItsBuiltInKeys() {
        XCTAssertEqual(Set(Layer.Property.defaults.keys), Set(LayerKey.names))
        XCTAssertEqual(Set(ShapeLayer.Property.defaults.keys), Set(ShapeLayer.Key.names))
        XCTAssertEqual(Set(GradientLayer.Property.defaults.keys), Set(GradientLayer.Key.names))
        XCTAssertEqual(Set(ReplicatorLayer.Property.defaults.keys), Set(ReplicatorLayer.Key.names))
        for kind in [Layer.self, ShapeLayer.self, GradientLayer.self, ReplicatorLayer.self] {
            XCTAssertTrue(Set(kind.builtInKeys).isSubset(of: Set(kind.defaultValues.keys)), "\(kind)")
        }
    }

    func testDescriptorsNameTheirOwnSlots() {
        XCTAssertEqual(Layer.builtInKeys[Layer.Property.hidden.slot], "hidden")
        XCTAssertEqual(Layer.builtInKeys[Layer.Property.contentsGravity.slot], "contentsGravity")
        XCTAssertEqual(ShapeLayer.builtInKeys[ShapeLayer.Property.strokeEnd.slot], "strokeEnd")
        XCTAssertEqual(GradientLayer.builtInKeys[GradientLayer.Property.type.slot], "type")
        XCTAssertEqual(ReplicatorLayer.builtInKeys[ReplicatorLayer.Property.instanceAlphaOffset.slot], "instanceAlphaOffset")
    }

    func testAFreshLayerReadsTheDeclaredDefaultsEitherWay() {
        let shape = ShapeLayer()
        XCTAssertEqual(shape.anchorPoint, Point(x: 0.5, y: 0.5))
        XCTAssertEqual(shape.value(forKey: "anchorPoint") as? Point, Point(x: 0.5, y: 0.5))
        XCTAssertEqual(shape.shadowOffset, Size(width: 0, height: -3))
        XCTAssertEqual(shape.value(forKey: "shadowOffset") as? Size, Size(width: 0, height: -3))
        XCTAssertEqual(shape.fillColor, .black)
        XCTAssertEqual(shape.value(forKey: "fillColor") as? Color?, .some(.black))
        XCTAssertEqual(shape.miterLimit, 10)
        XCTAssertEqual(ReplicatorLayer().instanceColor, .white)
        XCTAssertEqual(GradientLayer().endPoint, Point(x: 0.5, y: 1))
    }

    func testSettersStoreUnderTheDescriptorsKey() {
        let layer = Layer()
        layer.isHidden = true
        XCTAssertEqual(layer.value(forKey: "hidden") as? Bool, true)
        layer.setValue(false, forKey: "hidden")
        XCTAssertFalse(layer.isHidden)
    }
}
