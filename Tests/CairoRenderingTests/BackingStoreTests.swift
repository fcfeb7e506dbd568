import CairoRendering
import Foundation
@testable import MotionCore
import XCTest

/// Layers' backing stores (`RenderCache`): a layer's own content is rasterized once and reused
/// while nothing it depends on changes; what comes out is what drawing every layer every frame
/// (a renderer without a cache) makes, byte for byte.
final class BackingStoreTests: XCTestCase {
    private static let size = Size(width: 120, height: 80)
    private static let scale = 2.0

    /// A full-size gradient, a rounded picture card and a text label: the content kinds a demo is made of.
    private func makeTree() throws -> (root: Layer, card: Layer, label: TextLayer, backdrop: GradientLayer) {
        let root = Layer()
        root.bounds = Rect(origin: .zero, size: Self.size)
        root.anchorPoint = .zero
        let backdrop = GradientLayer()
        backdrop.frame = root.bounds
        backdrop.colors = [Color(hex: 0x0B1026), Color(hex: 0x4B2A7A)]
        backdrop.startPoint = .zero
        backdrop.endPoint = Point(x: 1, y: 1)
        root.addSublayer(backdrop)
        let card = Layer()
        card.frame = Rect(x: 10, y: 10, width: 44, height: 30)
        card.contents = try Self.picture()
        card.contentsGravity = .resizeAspectFill
        card.cornerRadius = 7
        card.masksToBounds = true
        root.addSublayer(card)
        let label = TextLayer()
        label.frame = Rect(x: 8, y: 48, width: 100, height: 24)
        label.string = "Backing store"
        label.fontSize = 14
        label.foregroundColor = .white
        root.addSublayer(label)
        return (root, card, label, backdrop)
    }

    /// A 16×12 PNG with a different colour in each quadrant.
    private static func picture() throws -> Image {
        let canvas = try Canvas(pixelWidth: 16, pixelHeight: 12, background: Color(hex: 0xFF9500))
        let context = try canvas.makeContext()
        context.setFillColor(Color(hex: 0x34C759))
        context.fill(Rect(x: 8, y: 0, width: 8, height: 6))
        context.setFillColor(Color(hex: 0x007AFF))
        context.fill(Rect(x: 0, y: 6, width: 8, height: 6))
        return Image(data: try canvas.pngData())
    }

    /// The tree's pixels (display lists recorded, as a stage's trees have them).
    private func render(_ root: Layer, with renderer: LayerRenderer) throws -> [UInt8] {
        root.recordDrawing()
        let canvas = try Canvas(size: Self.size, scale: Self.scale, background: .black)
        try renderer.render(root, into: canvas)
        return canvas.rgbaImage().pixels
    }

    private func uncached(_ root: Layer) throws -> [UInt8] {
        try render(root, with: LayerRenderer(cache: nil))
    }

    func testWholePixelMovesReuseBackingStoresAndMatchDirectDrawingByteForByte() throws {
        let (root, card, label, _) = try makeTree()
        let cache = RenderCache()
        let renderer = LayerRenderer(cache: cache)
        for step in 0..<6 {
            // Half a point at scale 2: one device pixel a step.
            card.position = Point(x: 32 + 0.5 * Double(step), y: 25 + 0.5 * Double(step))
            label.position = Point(x: 58 - 0.5 * Double(step), y: 60)
            XCTAssertEqual(try render(root, with: renderer), try uncached(root), "frame \(step)")
        }
        // Gradient, card and label drawn once each; every later frame reuses them.
        XCTAssertEqual(cache.statistics.misses, 3)
        XCTAssertEqual(cache.statistics.hits, 15)
    }

    func testSubPixelMovesDrawAtTheirPhaseAndStillMatchDirectDrawing() throws {
        let (root, card, label, _) = try makeTree()
        let cache = RenderCache()
        let renderer = LayerRenderer(cache: cache)
        for step in 0..<4 {
            card.position = Point(x: 32 + 0.3 * Double(step), y: 25.1 * Double(1 + step % 2))
            label.position = Point(x: 58 + 0.35 * Double(step), y: 60)
            let cached = try RGBAImage(width: 240, height: 160, pixels: try render(root, with: renderer))
            let direct = try RGBAImage(width: 240, height: 160, pixels: try uncached(root))
            let comparison = try ImageComparison(expected: direct, actual: cached, tolerance: .perceptual)
            XCTAssertTrue(comparison.passes, "frame \(step): \(comparison)")
        }
        // Each new phase is a new backing store: no stale pixels at the wrong phase.
        XCTAssertEqual(cache.statistics.misses, 1 + 2 * 4)
    }

    /// A picture filling a rounded card that clips it, at a fractional position: the card's edge
    /// and the picture's are one edge, cut once as drawing does it, never twice (no seam).
    func testContentSharingAnEdgeWithAnAncestorsClipHasNoSeam() throws {
        let (root, card, _, _) = try makeTree()
        let clipper = Layer()
        clipper.frame = Rect(x: 60.3, y: 10.45, width: 50, height: 40)
        clipper.cornerRadius = 9
        clipper.masksToBounds = true
        card.removeFromSuperlayer()
        card.masksToBounds = false
        card.frame = clipper.bounds
        clipper.addSublayer(card)
        root.addSublayer(clipper)
        let renderer = LayerRenderer(cache: RenderCache())
        for _ in 0..<2 { XCTAssertEqual(try render(root, with: renderer), try uncached(root)) }
    }

    /// Each property a backing store depends on, changed between two frames, draws it anew; the
    /// frame is the one drawing without a cache makes, and differs from the frame before.
    func testEveryContentPropertyInvalidatesTheBackingStore() throws {
        let changes: [(String, (Layer, TextLayer, GradientLayer) throws -> Void)] = [
            ("contents", { card, _, _ in card.contents = Image(data: try Canvas(pixelWidth: 4, pixelHeight: 4, background: .white).pngData()) }),
            ("contentsGravity", { card, _, _ in card.contentsGravity = .topLeft }),
            ("bounds", { card, _, _ in card.bounds = Rect(x: 0, y: 0, width: 40, height: 34) }),
            ("cornerRadius", { card, _, _ in card.cornerRadius = 14 }),
            ("maskedCorners", { card, _, _ in card.maskedCorners = [.topLeft] }),
            ("masksToBounds", { card, _, _ in card.masksToBounds = false }),
            ("text", { _, label, _ in label.string = "Changed" }),
            ("fontSize", { _, label, _ in label.fontSize = 18 }),
            ("gradient colors", { _, _, backdrop in backdrop.colors = [.red, .blue] }),
            ("scale transform", { card, _, _ in card.transform = Transform3D(scaleX: 1.5, y: 1.5, z: 1) }),
        ]
        for (name, change) in changes {
            let (root, card, label, backdrop) = try makeTree()
            let renderer = LayerRenderer(cache: RenderCache())
            let before = try render(root, with: renderer)
            try change(card, label, backdrop)
            let after = try render(root, with: renderer)
            XCTAssertNotEqual(after, before, "\(name) changes the frame")
            XCTAssertEqual(after, try uncached(root), "\(name) draws the backing store anew")
        }
    }

    /// What Core Animation composites around a backing store changes without redrawing it.
    func testPropertiesOutsideTheContentKeepTheBackingStore() throws {
        let changes: [(String, (Layer) -> Void)] = [
            ("backgroundColor", { $0.backgroundColor = .red }),
            ("borderWidth", { $0.borderWidth = 2; $0.borderColor = .white }),
            ("whole-pixel position", { $0.position = Point(x: 40, y: 30) }),
            ("shadow", { $0.shadowOpacity = 0.5; $0.shadowRadius = 4 }),
        ]
        for (name, change) in changes {
            let (root, card, _, _) = try makeTree()
            card.masksToBounds = false
            let cache = RenderCache()
            let renderer = LayerRenderer(cache: cache)
            _ = try render(root, with: renderer)
            let misses = cache.statistics.misses
            change(card)
            XCTAssertEqual(try render(root, with: renderer), try uncached(root), name)
            // A new shadow is blurred once; no backing store is drawn again.
            XCTAssertEqual(cache.statistics.misses, misses + (name == "shadow" ? 1 : 0), "\(name) keeps every backing store")
        }
    }

    func testStillShadowIsBlurredOnceAndMatchesDirectDrawing() throws {
        let (root, card, _, _) = try makeTree()
        card.masksToBounds = false
        let shadowed = Layer()
        shadowed.frame = Rect(x: 60, y: 8, width: 40, height: 30)
        shadowed.backgroundColor = .white
        shadowed.cornerRadius = 8
        shadowed.shadowOpacity = 0.5
        shadowed.shadowRadius = 6
        shadowed.shadowOffset = Size(width: 0, height: 3)
        root.addSublayer(shadowed)
        let cache = RenderCache()
        let renderer = LayerRenderer(cache: cache)
        let first = try render(root, with: renderer)
        let misses = cache.statistics.misses
        let second = try render(root, with: renderer)
        XCTAssertEqual(first, second)
        XCTAssertEqual(second, try uncached(root))
        XCTAssertEqual(cache.statistics.misses, misses, "the second frame reuses the blurred mask")
    }

    /// A 10-minute render at 30 fps in which a label changes every frame: the cache never holds
    /// more than its limit, and frames no longer drawn let their backing stores go.
    /// A store no frame has used for `framesKept` frames is dropped even far below the byte
    /// limit; a still layer's store is used every frame and stays.
    /// A moving layer's store, drawn anew every frame, is dropped once a frame has replaced it and
    /// not used it; a still layer with the same content keeps its own.
    func testAMovingLayersOldStoresGoOnceReplaced() throws {
        let (root, card, _, _) = try makeTree()
        let twin = Layer()
        twin.frame = Rect(x: 66.3, y: 10, width: 44, height: 30)  // at a phase the card never takes
        twin.contents = card.contents
        twin.contentsGravity = card.contentsGravity
        twin.cornerRadius = card.cornerRadius
        twin.masksToBounds = true
        root.addSublayer(twin)
        let cache = RenderCache()
        let renderer = LayerRenderer(cache: cache)
        let canvas = try Canvas(size: Self.size, scale: Self.scale)
        root.recordDrawing()
        try renderer.render(root, into: canvas)
        let stillStores = cache.statistics.misses
        let storeBytes = cache.statistics.bytes
        for step in 1...10 {
            // An eighth of a point (a quarter device pixel) further each frame: a new phase, a new store.
            card.position = Point(x: card.position.x + 0.125, y: card.position.y)
            try renderer.render(root, into: canvas)
            XCTAssertEqual(cache.statistics.misses, stillStores + step, "only the card's store is drawn again")
        }
        XCTAssertEqual(cache.statistics.hits, 10 * (stillStores - 1), "the gradient, the label and the still twin were kept all along")
        // Held: the still layers' stores and the card's of the last two frames.
        let cardStore = 45 * 31 * Int(Self.scale * Self.scale) * 4
        XCTAssertLessThanOrEqual(cache.statistics.bytes, storeBytes + cardStore)
        XCTAssertEqual(cache.statistics.evictions, 9, "each store but the last two, one frame after the next replaced it")
    }

    func testMemoryStaysBoundedOverATenMinuteRender() throws {
        let (root, _, label, _) = try makeTree()
        let limit = 64 << 10
        let cache = RenderCache(byteLimit: limit)
        let renderer = LayerRenderer(cache: cache)
        let canvas = try Canvas(size: Self.size, scale: 1)
        var peakHeld = 0
        for frame in 0..<(10 * 60 * 30) {
            label.string = "Frame \(frame)"
            root.recordDrawing()
            try canvas.clear(to: nil)
            try renderer.render(root, into: canvas)
            peakHeld = max(peakHeld, cache.statistics.bytes)
        }
        XCTAssertLessThanOrEqual(cache.statistics.peakBytes, limit)
        XCTAssertLessThanOrEqual(peakHeld, limit)
        XCTAssertGreaterThan(cache.statistics.evictions, 17_000, "old labels' backing stores are dropped")
        // The gradient and card stayed cached the whole time: two misses besides one per label.
        XCTAssertEqual(cache.statistics.misses, 18_000 + 2)
    }

    func testVectorDocumentsKeepTheirVectors() throws {
        let (root, _, _, _) = try makeTree()
        root.recordDrawing()
        func svg(cache: RenderCache?) throws -> String {
            let document = try VectorDocument(format: .svg, size: Self.size)
            try LayerRenderer(cache: cache).render(root, into: document)
            return String(decoding: try document.finish(), as: UTF8.self)
        }
        func images(in svg: String) -> Int { svg.components(separatedBy: "<image").count - 1 }
        let cached = try svg(cache: RenderCache()), direct = try svg(cache: nil)
        // (Cairo numbers a document's elements with counters of the process: the texts differ in their ids.)
        XCTAssertEqual(cached.count, direct.count, "a vector page is drawn as vectors, never from backing stores")
        XCTAssertEqual(images(in: cached), images(in: direct))
    }
}
