import CairoRendering
import Foundation
@testable import MotionCore
import XCTest

/// Still subtrees kept as one store (`StillSubtree`, `LayerRenderer.drawStillSubtree`): a group of
/// paths nothing animates is drawn once and composited while its model is unchanged, and every
/// frame is what drawing it anew (no cache) makes, byte for byte, and within a level of the
/// reference path, which draws every layer onto the canvas.
final class StillSubtreeTests: XCTestCase {
    private static let size = Size(width: 100, height: 70)
    private static let scale = 2.0

    /// A root holding a badge: five overlapping translucent shapes, one stroked, in a holder.
    private func makeTree() -> (root: Layer, holder: Layer, badge: Layer, shapes: [ShapeLayer]) {
        let root = Layer()
        root.bounds = Rect(origin: .zero, size: Self.size)
        root.anchorPoint = .zero
        root.backgroundColor = Color(hex: 0x1C1C1E)
        let holder = Layer()
        holder.frame = Rect(x: 8, y: 6, width: 80, height: 56)
        let badge = Layer()
        badge.frame = Rect(x: 4, y: 4, width: 64, height: 44)
        var shapes: [ShapeLayer] = []
        let colors: [UInt32] = [0xFF9500, 0x34C759, 0x007AFF, 0xAF52DE, 0xFF2D55]
        for (index, hex) in colors.enumerated() {
            let shape = ShapeLayer()
            shape.frame = badge.bounds
            let x = 2 + 9.3 * Double(index)
            shape.path = Path(ellipseIn: Rect(x: x, y: 3 + 3.1 * Double(index % 3), width: 26.5, height: 30.25))
            shape.fillColor = Color(hex: hex, alpha: 0.6)
            if index == 2 {
                shape.strokeColor = .white
                shape.lineWidth = 1.5
            }
            badge.addSublayer(shape)
            shapes.append(shape)
        }
        holder.addSublayer(badge)
        root.addSublayer(holder)
        return (root, holder, badge, shapes)
    }

    /// The frame's presentation tree (display lists recorded, as a stage's are) drawn by `renderer`.
    private func render(_ root: Layer, with renderer: LayerRenderer, at time: Double = 0) throws -> RGBAImage {
        let tree = root.presentation(atGlobalTime: time)
        tree.recordDrawing()
        let canvas = try Canvas(size: Self.size, scale: Self.scale, background: .black)
        try renderer.render(tree, into: canvas)
        return canvas.rgbaImage()
    }

    private func uncached(_ root: Layer, at time: Double = 0) throws -> RGBAImage {
        try render(root, with: LayerRenderer(cache: nil), at: time)
    }

    private func reference(_ root: Layer, at time: Double = 0) throws -> RGBAImage {
        try render(root, with: LayerRenderer(cache: nil, drawingPath: .reference), at: time)
    }

    /// The largest difference of any channel of any pixel.
    private func largestDifference(_ first: RGBAImage, _ second: RGBAImage) -> Int {
        zip(first.pixels, second.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// Runs `change` on `timeline` at time `time`, as a scene's script does, without implicit animations.
    private func change(on timeline: Timeline, at time: Double, _ change: () -> Void) {
        timeline.advance(to: time)
        timeline.perform {
            Transaction.setDisableActions(true)
            change()
        }
    }

    func testAStillSubtreeMovedByWholePixelsIsDrawnOnceAndMatchesDrawingItAnewByteForByte() throws {
        let (root, holder, _, _) = makeTree()
        let timeline = Timeline()
        let cache = RenderCache()
        let renderer = LayerRenderer(cache: cache)
        for step in 0..<5 {
            // Half a point at scale 2: one device pixel a frame; the holder's own placement only,
            // so the holder is kept, and the root, which changed in every frame, is not.
            let time = Double(step) / 30
            change(on: timeline, at: time) { holder.position = Point(x: 48 + 0.5 * Double(step), y: 34 - 0.5 * Double(step)) }
            let kept = try render(root, with: renderer, at: time)
            XCTAssertEqual(kept.pixels, try uncached(root, at: time).pixels, "frame \(step)")
            XCTAssertLessThanOrEqual(largestDifference(kept, try reference(root, at: time)), 1, "frame \(step): one group, one rounding")
        }
        XCTAssertEqual(cache.statistics.misses, 1, "the holder is drawn once")
        XCTAssertEqual(cache.statistics.hits, 4)
    }

    func testEveryChangeInTheSubtreeDrawsItAnewAndNotInTheFrameItHappens() throws {
        let (root, _, badge, shapes) = makeTree()
        let timeline = Timeline()
        let cache = RenderCache()
        let renderer = LayerRenderer(cache: cache)
        let changes: [(String, () -> Void)] = [
            ("a shape's colour", { shapes[0].fillColor = Color(hex: 0x5AC8FA, alpha: 0.7) }),
            ("a shape's place", { shapes[1].position.x += 3 }),
            ("a shape's path", { shapes[3].path = Path(rect: Rect(x: 30, y: 10, width: 20, height: 20)) }),
            ("the badge's drawing", { badge.backgroundColor = Color(hex: 0x2C2C2E) }),
            ("a sublayer removed", { shapes[4].removeFromSuperlayer() }),
            ("a sublayer added", { badge.addSublayer(shapes[4]) }),
            ("a mask", {
                let mask = ShapeLayer()
                mask.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 64, height: 44))
                badge.mask = mask
            }),
            ("the mask's path", { (badge.mask as? ShapeLayer)?.path = Path(rect: Rect(x: 0, y: 0, width: 40, height: 44)) }),
        ]
        var previous = try render(root, with: renderer)
        for (index, (name, apply)) in changes.enumerated() {
            let time = Double(2 * index + 1) / 30
            change(on: timeline, at: time, apply)
            let misses = cache.statistics.misses, hits = cache.statistics.hits
            // In the frame of the change the tree around it is drawn layer by layer: a scene
            // changing it every frame would otherwise draw a store every frame for nothing.
            let changed = try render(root, with: renderer, at: time)
            XCTAssertEqual(cache.statistics.misses, misses, "\(name): nothing kept in the frame it happens")
            XCTAssertEqual(changed.pixels, try uncached(root, at: time).pixels, name)
            XCTAssertNotEqual(changed.pixels, previous.pixels, "\(name) shows")
            timeline.advance(to: time + 1.0 / 30)
            let kept = try render(root, with: renderer, at: time + 1.0 / 30)
            XCTAssertEqual(cache.statistics.misses, misses + 1, "\(name): the next frame draws the store anew")
            XCTAssertEqual(cache.statistics.hits, hits, name)
            XCTAssertEqual(kept.pixels, changed.pixels, name)
            previous = kept
        }
    }

    func testOnlyStillSubtreesOfEnoughPathsAreKept() throws {
        func keptStores(_ change: (_ badge: Layer, _ shapes: [ShapeLayer]) -> Void) throws -> Int {
            let (root, _, badge, shapes) = makeTree()
            change(badge, shapes)
            let cache = RenderCache()
            _ = try render(root, with: LayerRenderer(cache: cache), at: 0.5)
            XCTAssertEqual(try render(root, with: LayerRenderer(cache: cache), at: 0.5).pixels,
                           try uncached(root, at: 0.5).pixels)
            return cache.statistics.misses
        }
        XCTAssertEqual(try keptStores { _, _ in }, 1)
        XCTAssertEqual(try keptStores { _, shapes in shapes[1...].forEach { $0.removeFromSuperlayer() } }, 0,
                       "one path costs what compositing a store does")
        XCTAssertEqual(try keptStores { _, shapes in
            let fade = BasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.0
            fade.duration = 1
            shapes[2].add(fade, forKey: "fade")
        }, 0, "an animation in the subtree: it may change every frame")
        XCTAssertEqual(try keptStores { _, shapes in shapes[3].compositingFilter = "multiplyBlendMode" }, 0,
                       "a blend inside would blend with the store, not with what lies behind")
        XCTAssertEqual(try keptStores { badge, _ in badge.addSublayer(CustomDrawnLayer()) }, 0,
                       "a subclass's drawing code may read anything")
    }

    func testAnAnimatedRootIsNotKeptButItsStillSubtreeIs() throws {
        let (root, holder, _, _) = makeTree()
        let slide = BasicAnimation(keyPath: "position.x")
        slide.fromValue = 48.0
        slide.toValue = 58.0
        slide.duration = 1
        holder.add(slide, forKey: "slide")
        let cache = RenderCache()
        let renderer = LayerRenderer(cache: cache)
        for time in [0.0, 0.13, 0.57] {
            XCTAssertEqual(try render(root, with: renderer, at: time).pixels, try uncached(root, at: time).pixels, "at \(time)")
        }
        // The badge below the sliding holder is kept, drawn anew at each frame's sub-pixel phase
        // (49.3 and 53.7 points: 0.6 and 1.4 pixels past the first frame's).
        XCTAssertEqual(cache.statistics.misses, 3)
        XCTAssertEqual(cache.statistics.hits, 0)
    }

    func testAModelTreeIsDrawnLayerByLayer() throws {
        // Only presentation copies are still: a model tree may be changed while it is drawn.
        let (root, _, _, _) = makeTree()
        root.recordDrawing()
        let cache = RenderCache()
        let canvas = try Canvas(size: Self.size, scale: Self.scale, background: .black)
        try LayerRenderer(cache: cache).render(root, into: canvas)
        XCTAssertEqual(cache.statistics.misses, 0)
    }
}

/// A layer whose drawing is its own code.
private final class CustomDrawnLayer: Layer {
    override func draw(in context: GraphicsContext) {
        context.setFillColor(.white)
        context.fill(Rect(x: 0, y: 0, width: 4, height: 4))
    }
}
