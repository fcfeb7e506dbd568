import XCTest
@testable import MotionCore

/// Built-in properties are declared once (`LayerProperty` in a `LayerPropertyList`): every
/// kind's defaults table covers exactly its slot keys, each descriptor's key names its own slot,
/// and a fresh layer reads the declared defaults through both its getters and key-value coding.
final class LayerPropertyTests: XCTestCase {
    private let kinds: [Layer.Type] = [Layer.self, ShapeLayer.self, GradientLayer.self, ReplicatorLayer.self,
                                       TextLayer.self, VideoLayer.self]

    func testEachKindsDefaultsCoverExactlyItsBuiltInKeys() {
        for kind in kinds {
            let keys = kind.builtInProperties.map(\.key)
            XCTAssertEqual(Set(kind.defaultValues.keys), Set(keys), "\(kind)")
            XCTAssertEqual(Set(keys).count, keys.count, "\(kind)")
            XCTAssertEqual(kind.builtInProperties.map(\.slot), Array(keys.indices), "\(kind)")
        }
    }

    func testDescriptorsNameTheirOwnSlots() {
        XCTAssertEqual(Layer.builtInProperties[Layer.Properties.declared.hidden.slot].key, "hidden")
        XCTAssertEqual(Layer.builtInProperties[Layer.Properties.declared.contentsGravity.slot].key, "contentsGravity")
        XCTAssertEqual(ShapeLayer.builtInProperties[ShapeLayer.Properties.declared.strokeEnd.slot].key, "strokeEnd")
        XCTAssertEqual(GradientLayer.builtInProperties[GradientLayer.Properties.declared.type.slot].key, "type")
        XCTAssertEqual(ReplicatorLayer.builtInProperties[ReplicatorLayer.Properties.declared.instanceAlphaOffset.slot].key,
                       "instanceAlphaOffset")
        XCTAssertEqual(TextLayer.builtInProperties[TextLayer.Properties.declared.fontSize.slot].key, "fontSize")
        XCTAssertEqual(VideoLayer.builtInProperties[VideoLayer.Properties.declared.loops.slot].key, "loops")
    }

    private final class GaugeText: TextLayer {
        @Animatable var level: Double = 0
    }

    /// Text and video properties are built in like CALayer's own; `@Animatable` ones are custom.
    func testOnlyAnimatableDeclarationsAreCustom() {
        XCTAssertEqual(TextLayer().customPropertyKeys, [])
        XCTAssertEqual(VideoLayer().customPropertyKeys, [])
        let gauge = GaugeText()
        XCTAssertEqual(gauge.customPropertyKeys, ["level"])
        XCTAssertFalse(GaugeText.needsDisplay(forKey: "fontSize"))
        XCTAssertTrue(GaugeText.needsDisplay(forKey: "level"))
        gauge.setValue(20, forKey: "fontSize")
        XCTAssertEqual(gauge.fontSize, 20)
        gauge.style = ["numberOfLines": 3.0]
        XCTAssertEqual(gauge.numberOfLines, 3)
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

    /// A style's number of another type reads as the property's type, as `@Animatable` reads it.
    func testBuiltInGettersConvertNumbersOfAnotherType() {
        let layer = Layer()
        layer.style = ["cornerRadius": 8]
        XCTAssertEqual(layer.cornerRadius, 8)
        XCTAssertEqual(layer.opacity, 1)
    }

    func testSettersStoreUnderTheDescriptorsKey() {
        let layer = Layer()
        layer.isHidden = true
        XCTAssertEqual(layer.value(forKey: "hidden") as? Bool, true)
        layer.setValue(false, forKey: "hidden")
        XCTAssertFalse(layer.isHidden)
    }
}
