import CCairo
@testable import CairoRendering
import Foundation
@testable import MotionCore
import XCTest

/// The draw plan's decisions, each from the rule that makes it: what a target allows
/// (`TargetTraits`), what the layer asks for, and, when a fast path is declined, why.
final class LayerDrawPlanTests: XCTestCase {
    private let raster = TargetTraits(isRaster: true, isAlphaOnly: false, alpha: 1)

    /// A 40×30 layer holding a 4×3 picture.
    private func pictureLayer() throws -> Layer {
        let canvas = try Canvas(pixelWidth: 4, pixelHeight: 3, background: Color(hex: 0x34C759))
        let layer = Layer()
        layer.frame = Rect(x: 10, y: 10, width: 40, height: 30)
        layer.contents = Image(data: try canvas.pngData())
        layer.recordDrawing()
        return layer
    }

    private func plan(_ layer: Layer, traits: TargetTraits? = nil) throws -> LayerDrawPlan {
        try XCTUnwrap(LayerDrawPlan(layer, parentSublayerTransform: nil, traits: traits ?? raster))
    }

    func testOwnContentGoesThroughItsBackingStoreOnlyWhereCompositingGivesTheSamePixels() throws {
        let layer = try pictureLayer()
        XCTAssertEqual(try plan(layer).content, .backingStore)
        XCTAssertEqual(try plan(layer, traits: TargetTraits(isRaster: false, isAlphaOnly: false, alpha: 1)).content,
                       .direct(.vectorTarget), "an SVG or PDF page keeps its vectors")
        XCTAssertEqual(try plan(layer, traits: TargetTraits(isRaster: true, isAlphaOnly: true, alpha: 1)).content,
                       .direct(.alphaOnlyTarget))
        XCTAssertEqual(try plan(layer, traits: raster.fading(by: 0.5)).content, .direct(.fadedTarget), "an ancestor's alpha")

        layer.opacity = 0.5  // one plain part: drawn at the alpha, no group
        let faded = try plan(layer)
        guard case .direct = faded.compositing else { return XCTFail("one part needs no group: \(faded.compositing)") }
        XCTAssertEqual(faded.content, .direct(.fadedTarget))

        layer.backgroundColor = .white  // two parts may overlap: a group, inside which the store is at alpha 1
        let grouped = try plan(layer)
        guard case .opacityGroup = grouped.compositing else { return XCTFail("two parts need a group: \(grouped.compositing)") }
        XCTAssertEqual(grouped.content, .backingStore)
    }

    func testADrawingThatPaintsOnceIsOnePartAndFadesWithoutAGroup() throws {
        func compositing(_ change: (ShapeLayer) -> Void) throws -> LayerDrawPlan.Compositing {
            let shape = ShapeLayer()
            shape.frame = Rect(x: 0, y: 0, width: 20, height: 20)
            shape.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
            shape.opacity = 0.5
            change(shape)
            shape.recordDrawing()
            return try plan(shape).compositing
        }
        guard case .direct = try compositing({ _ in }) else { return XCTFail("a fill alone is one paint") }
        guard case .direct = try compositing({ $0.fillColor = nil; $0.strokeColor = .black }) else { return XCTFail("a stroke alone is one paint") }
        guard case .opacityGroup = try compositing({ $0.strokeColor = .black }) else { return XCTFail("a stroke over a fill overlaps it") }
        guard case .opacityGroup = try compositing({ $0.backgroundColor = .white }) else { return XCTFail("a fill over a background") }
        let text = TextLayer()
        text.frame = Rect(x: 0, y: 0, width: 60, height: 20)
        text.string = "Wave"
        text.opacity = 0.5
        text.recordDrawing()
        guard case .opacityGroup = try plan(text).compositing else { return XCTFail("glyphs are painted one by one and may overlap") }
    }

    func testContentThatChangesEveryFrameOrIsCodeIsDrawnDirectly() throws {
        let shape = ShapeLayer()
        shape.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        shape.path = Path(rect: Rect(x: 0, y: 0, width: 30, height: 30))
        shape.recordDrawing()
        XCTAssertEqual(try plan(shape).content, .direct(.shapeLayer))

        let video = VideoLayer(contentsOf: URL(fileURLWithPath: "/nonexistent.mp4"))
        video.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        XCTAssertEqual(try plan(video).content, .direct(.video))

        let unrecorded = TextLayer()  // a kind draws in draw(in:); nothing recorded it
        unrecorded.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        XCTAssertNil(unrecorded.displayList)
        XCTAssertEqual(try plan(unrecorded).content, .direct(.unrecordedDrawing), "what code draws is unknown until it runs")

        let empty = Layer()
        empty.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        XCTAssertEqual(try plan(empty).content, ContentRoute.none)
    }

    private typealias ContentRoute = LayerDrawPlan.ContentRoute

    func testATintedInstanceIsDrawnOffscreenWhereItsContentIsAtFullAlpha() throws {
        let instance = ReplicatorInstanceLayer(index: 1, tint: Color(red: 1, green: 0.5, blue: 0.5, alpha: 1))
        instance.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        instance.contents = try pictureLayer().contents
        instance.recordDrawing()
        let plan = try plan(instance, traits: raster.fading(by: 0.4))
        XCTAssertNotNil(plan.tint)
        XCTAssertEqual(plan.content, .backingStore, "the off-screen surface is drawn at alpha 1, then composited at 0.4")
    }

    func testShouldRasterizeIsHonouredOnImagesAtAUsableScaleAndOtherwiseSaysWhyNot() throws {
        let layer = try pictureLayer()
        layer.shouldRasterize = true
        layer.rasterizationScale = 2
        guard case .rasterized(let scale, _, let size) = try plan(layer).compositing else { return XCTFail("rasterized") }
        XCTAssertEqual(scale, 2)
        // The drawing region is the 40×30 bounds grown by a point on every side, at 2 pixels per point.
        XCTAssertEqual(size.width, 84)
        XCTAssertEqual(size.height, 64)
        XCTAssertNil(try plan(layer).rasterizationDecline)

        XCTAssertEqual(try plan(layer, traits: TargetTraits(isRaster: false, isAlphaOnly: false, alpha: 1)).rasterizationDecline,
                       .vectorTarget)
        layer.rasterizationScale = 20
        XCTAssertEqual(try plan(layer).rasterizationDecline, .rasterizationSize)
        guard case .direct = try plan(layer).compositing else { return XCTFail("drawn as usual") }
    }

    func testTheShadowTakesItsShapeFromThePathTheSoleStoreOrTheBody() throws {
        let picture = try pictureLayer()
        picture.shadowOpacity = 0.5
        guard case .ownStore? = try plan(picture).shadow else { return XCTFail("a picture and nothing else: its store") }
        picture.shadowPath = Path(rect: picture.bounds)
        guard case .path? = try plan(picture).shadow else { return XCTFail("shadowPath decides") }

        let card = Layer()
        card.frame = Rect(x: 0, y: 0, width: 60, height: 40)
        card.shadowOpacity = 0.5
        let inner = try pictureLayer()
        inner.cornerRadius = 6
        inner.masksToBounds = true
        card.addSublayer(inner)
        guard case .sublayerStore(let sole)? = try plan(card).shadow else { return XCTFail("the container idiom: the sublayer's store") }
        XCTAssertTrue(sole.layer === inner)

        card.addSublayer(Layer())
        guard case .body? = try plan(card).shadow else { return XCTFail("two sublayers: the body's group") }
        card.shadowOpacity = 0
        XCTAssertNil(try plan(card).shadow)
    }

    func testNothingIsPlannedForWhatCannotShowAndPerspectiveIsProjected() throws {
        let layer = try pictureLayer()
        layer.isHidden = true
        XCTAssertNil(LayerDrawPlan(layer, parentSublayerTransform: nil, traits: raster))
        layer.isHidden = false
        layer.opacity = 0
        XCTAssertNil(LayerDrawPlan(layer, parentSublayerTransform: nil, traits: raster))
        layer.opacity = 1
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500  // CATransform3D's usual eye distance
        layer.transform = perspective.rotated(by: 0.6, x: 0, y: 1, z: 0)
        let projected = try plan(layer)
        guard case .projected = projected.placement else { return XCTFail("a turned layer in perspective is warped") }
        XCTAssertEqual(projected.content, .backingStore, "drawn flat into a new canvas first")
    }

    func testDeclinedFastPathsAreCountedByReasonEachTimeTheLayerIsDrawn() throws {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 80, height: 60)
        let shape = ShapeLayer()
        shape.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        shape.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSublayer(shape)
        let faded = try pictureLayer()
        faded.opacity = 0.5
        root.addSublayer(faded)
        root.recordDrawing()
        let cache = RenderCache()
        let renderer = LayerRenderer(cache: cache)
        for _ in 0..<3 { try renderer.render(root, into: try Canvas(size: root.bounds.size, scale: 2)) }
        XCTAssertEqual(cache.statistics.declinedFastPaths, [.shapeLayer: 3, .fadedTarget: 3])
    }
}
