import CCairo
@testable import CairoRendering
import Foundation
@testable import MotionCore
import XCTest

/// A backing store is kept while its `LayerContentSignature` stays equal, so every built-in
/// property that changes what the store holds must change the signature. The properties come from
/// the declarations (`Layer.builtInProperties`), not from a list kept here: a property added to
/// `Layer.Properties` and read by the content's drawing fails this test until the key holds it.
final class ContentSignatureCoverageTests: XCTestCase {
    /// A layer with a picture, gravity-placed partly outside its bounds, and rounded corners.
    private func makeLayer(masksToBounds: Bool) -> Layer {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 40, height: 30)
        layer.contents = PropertyValueChanges.picture
        layer.contentsGravity = .resizeAspectFill
        layer.cornerRadius = 6
        layer.masksToBounds = masksToBounds
        layer.recordDrawing()
        return layer
    }

    /// What the layer's backing store holds: its own content inside its own clip, drawn at a fixed
    /// device transform as `LayerRenderer.drawBackingStore` draws it.
    private func storePixels(of layer: Layer) throws -> [UInt8] {
        let canvas = try Canvas(pixelWidth: 120, pixelHeight: 100, scale: 2)
        let context = try canvas.makeContext()
        context.translateBy(x: 8.25, y: 9.5)
        let renderer = LayerRenderer(cache: nil)
        context.saveGState()
        renderer.clipToBoundsIfMasking(layer, in: context)
        renderer.drawContent(layer, parts: LayerParts(layer), in: context)
        context.restoreGState()
        return canvas.rgbaImage().pixels
    }

    func testEveryPropertyThatChangesTheStoresPixelsChangesItsKey() throws {
        var changingProperties: Set<String> = []
        for masksToBounds in [false, true] {
            for property in Layer.builtInProperties {
                let base = makeLayer(masksToBounds: masksToBounds)
                let changedLayer = makeLayer(masksToBounds: masksToBounds)
                let value = try XCTUnwrap(changedLayer.value(forKey: property.key), property.key)
                let other = try XCTUnwrap(PropertyValueChanges.changed(value), "\(property.key): a value of type \(type(of: value)) to change it to")
                changedLayer.setValue(other, forKey: property.key)
                changedLayer.recordDrawing()
                guard try storePixels(of: base) != storePixels(of: changedLayer) else { continue }
                changingProperties.insert(property.key)
                XCTAssertNotEqual(LayerContentSignature(base, drawsCustomContent: false),
                                  LayerContentSignature(changedLayer, drawsCustomContent: false),
                                  "\(property.key) changes the backing store's pixels (masksToBounds \(masksToBounds)) but not its key")
            }
        }
        // The test sees what it should: these change a store by Core Animation's rules.
        XCTAssertTrue(["bounds", "contents", "contentsGravity", "contentsRect", "contentsCenter", "magnificationFilter",
                       "cornerRadius", "masksToBounds"].allSatisfy(changingProperties.contains),
                      "changing: \(changingProperties.sorted())")
    }
}
