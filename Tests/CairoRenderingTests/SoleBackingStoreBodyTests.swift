import CCairo
@testable import CairoRendering
import Foundation
@testable import MotionCore
import XCTest

/// A shadowed layer whose body is one backing store (UIKit's rounded picture with a shadow) is
/// drawn without the body's group: the shadow's shape comes from the store and the store is
/// composited directly, which must give the bytes the group gives.
final class SoleBackingStoreBodyTests: XCTestCase {
    /// A 30×20 picture with a different colour in each quadrant and a translucent stripe.
    private static func picture() throws -> Image {
        let canvas = try Canvas(pixelWidth: 30, pixelHeight: 20, background: Color(hex: 0xFF9500))
        let context = try canvas.makeContext()
        context.setFillColor(Color(hex: 0x34C759))
        context.fill(Rect(x: 15, y: 0, width: 15, height: 10))
        context.setFillColor(Color(red: 0, green: 0.4, blue: 1, alpha: 0.5))
        context.fill(Rect(x: 0, y: 12, width: 30, height: 4))
        return Image(data: try canvas.pngData())
    }

    /// A card with a soft shadow holding a rounded, clipped picture, inside a clipping frame, and
    /// (when `spoiled`) a second sublayer that draws nothing: the same pixels, but a body of two
    /// parts, which goes through the group.
    private func makeTree(spoiled: Bool) throws -> (root: Layer, card: Layer) {
        let root = Layer(), frame = Layer()
        root.frame = Rect(x: 0, y: 0, width: 160, height: 110)
        frame.frame = Rect(x: 4, y: 3, width: 150, height: 100)
        root.backgroundColor = Color(hex: 0x1C1C3E)
        frame.masksToBounds = true
        root.addSublayer(frame)
        let card = Layer()
        card.frame = Rect(x: 40, y: 20, width: 60, height: 80)
        card.shadowOpacity = 0.45
        card.shadowRadius = 6
        card.shadowOffset = Size(width: 0, height: 5)
        frame.addSublayer(card)
        let picture = Layer()
        picture.frame = card.bounds
        picture.contents = try Self.picture()
        picture.contentsGravity = .resizeAspectFill
        picture.cornerRadius = 9
        picture.masksToBounds = true
        card.addSublayer(picture)
        if spoiled {
            let empty = Layer()
            empty.frame = Rect(x: 0, y: 0, width: 1, height: 1)
            card.addSublayer(empty)
        }
        return (root, card)
    }

    private func render(_ root: Layer, cached: Bool) throws -> [UInt8] {
        root.recordDrawing()
        let canvas = try Canvas(size: root.bounds.size, scale: 2)
        try LayerRenderer(cache: cached ? RenderCache() : nil).render(root, into: canvas)
        return canvas.rgbaImage().pixels
    }

    func testTheBodyIsTheStoreAndGivesTheGroupsBytes() throws {
        let placements: [(String, (Layer) -> Void)] = [
            ("still", { _ in }),
            ("a sub-pixel move", { $0.position = Point(x: $0.position.x + 0.3, y: $0.position.y - 0.45) }),
            ("turned", { $0.transform = Transform3D(AffineTransform(rotationAngle: -0.16)) }),
            ("turned and scaled", { $0.transform = Transform3D(AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(scaleX: 1.3, y: 1.3))) }),
            ("partly outside the frame's clip", { $0.position = Point(x: 20.5, y: 90.25) }),
        ]
        for (name, place) in placements {
            let (sole, card) = try makeTree(spoiled: false)
            let (spoiled, spoiledCard) = try makeTree(spoiled: true)
            place(card)
            place(spoiledCard)
            for cached in [true, false] {
                let pixels = try render(sole, cached: cached), grouped = try render(spoiled, cached: cached)
                let differing = zip(pixels, grouped).filter { $0 != $1 }.count
                XCTAssertTrue(pixels == grouped, "\(name), cached: \(cached): \(differing) bytes differ from the group's")
                XCTAssertTrue(pixels.contains { $0 == 0xFF } && Set(pixels).count > 100, "\(name): the card and its shadow are drawn")
            }
        }
    }

    /// The fast path is really taken for the idiom and declined for a body of two parts.
    func testOnlyABodyOfOneStoreIsTakenAsOne() throws {
        for spoiled in [false, true] {
            let (root, card) = try makeTree(spoiled: spoiled)
            root.recordDrawing()
            let canvas = try Canvas(size: root.bounds.size, scale: 2)
            let context = try canvas.makeContext()
            context.concatenate(AffineTransform(translationX: 44, y: 23))
            context.clipToDevicePixels(covering: card.bounds)  // as `drawWithShadow` asks
            let plan = try XCTUnwrap(LayerDrawPlan(card, parentSublayerTransform: nil, traits: context.traits))
            let body = LayerRenderer().soleBackingStore(of: plan, in: context)
            switch (spoiled, body) {
            case (true, .group): break
            case (false, .soleStore(let store)):
                XCTAssertEqual(store.store.x, 88)
                XCTAssertEqual(store.store.y, 46)
            default: XCTFail(spoiled ? "two sublayers: the group, not \(body)" : "one picture: its store, not \(body)")
            }
        }
    }
}
