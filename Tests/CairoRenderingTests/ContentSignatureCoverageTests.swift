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
    /// A 6×4 picture with a different colour in each half, so placement and scaling show.
    private static let picture: Image = {
        let canvas = try! Canvas(pixelWidth: 6, pixelHeight: 4, background: Color(hex: 0xFF9500))
        let context = try! canvas.makeContext()
        context.setFillColor(Color(hex: 0x007AFF))
        context.fill(Rect(x: 3, y: 0, width: 3, height: 4))
        return Image(data: try! canvas.pngData())
    }()

    private static let otherPicture: Image = {
        let canvas = try! Canvas(pixelWidth: 5, pixelHeight: 5, background: Color(hex: 0x34C759))
        return Image(data: try! canvas.pngData())
    }()

    /// Another value of the property's type than `value`, or nil for a type this test does not know.
    private static func changed(_ value: Any) -> Any? {
        switch value {
        case let rect as Rect: return Rect(x: rect.minX + 3, y: rect.minY + 2, width: rect.width * 0.6 + 7, height: rect.height * 0.5 + 5)
        case let point as Point: return Point(x: point.x + 0.25, y: point.y + 0.5)
        case let number as Double: return number + (number == 0 ? 9 : number / 2)
        case let flag as Bool: return !flag
        case let transform as Transform3D: return transform.concatenating(Transform3D(scaleX: 0.7, y: 0.8, z: 1))
        case let size as Size: return Size(width: size.width + 4, height: size.height + 4)
        case let mask as CornerMask: return mask == .all ? CornerMask.topLeft : CornerMask.all
        case let gravity as ContentsGravity: return gravity == .topLeft ? ContentsGravity.resize : ContentsGravity.topLeft
        case let curve as CornerCurve: return curve == .continuous ? CornerCurve.circular : CornerCurve.continuous
        case let filter as ContentsFilter: return filter == .nearest ? ContentsFilter.linear : ContentsFilter.nearest
        case Optional<Color>.some(let color): return Color(red: 1 - color.red, green: 0.5, blue: 0.2, alpha: 1)
        case Optional<Color>.none: return Color(hex: 0xAF52DE)
        case Optional<Path>.none, Optional<Path>.some: return Path(rect: Rect(x: 1, y: 1, width: 10, height: 10))
        case Optional<Image>.none, Optional<Image>.some: return otherPicture
        default: return nil
        }
    }

    /// A layer with a picture, gravity-placed partly outside its bounds, and rounded corners.
    private func makeLayer(masksToBounds: Bool) -> Layer {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 40, height: 30)
        layer.contents = Self.picture
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
                let other = try XCTUnwrap(Self.changed(value), "\(property.key): a value of type \(type(of: value)) to change it to")
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
