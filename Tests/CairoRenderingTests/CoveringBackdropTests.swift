import CCairo
@testable import CairoRendering
import Foundation
@testable import MotionCore
import XCTest

/// A frame whose first drawing is a kept, opaque backing store covering the whole canvas (a
/// full-frame backdrop) is not cleared first: the store is copied in. Whatever the canvas held
/// before, the bytes are those of clearing it and drawing the tree.
final class CoveringBackdropTests: XCTestCase {
    private static let size = Size(width: 120, height: 80), scale = 1.5

    /// A root holding a diagonal gradient over `frame` in `colors`, and a translucent card on it.
    private func makeTree(colors: [Color], frame: Rect = Rect(origin: .zero, size: size)) -> Layer {
        let root = Layer()
        root.frame = Rect(origin: .zero, size: Self.size)
        let backdrop = GradientLayer()
        backdrop.frame = frame
        backdrop.colors = colors
        backdrop.startPoint = Point(x: 0, y: 0)
        backdrop.endPoint = Point(x: 1, y: 1)
        root.addSublayer(backdrop)
        let card = Layer()
        card.frame = Rect(x: 30.25, y: 20.5, width: 50, height: 30)
        card.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.6)
        card.cornerRadius = 8
        root.addSublayer(card)
        root.recordDrawing()
        return root
    }

    private let opaque = [Color(hex: 0x0B1026), Color(hex: 0x2A1B5C), Color(hex: 0x4B2A7A)]
    private let background = Color(hex: 0x203040)

    /// The tree drawn by `renderer` onto a canvas full of stale pixels, through `render(_:into:over:)`.
    private func drawOverStalePixels(_ root: Layer, with renderer: LayerRenderer) throws -> (pixels: [UInt8], canvas: Canvas) {
        let canvas = try Canvas(size: Self.size, scale: Self.scale, background: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        let context = try canvas.makeContext()
        context.setFillColor(.green)
        context.fill(Rect(x: 10, y: 10, width: 30, height: 30))
        try renderer.render(root, into: canvas, over: background)
        return (canvas.rgbaImage().pixels, canvas)
    }

    /// The reference: a cleared canvas, then the tree.
    private func drawCleared(_ root: Layer) throws -> [UInt8] {
        let canvas = try Canvas(size: Self.size, scale: Self.scale, background: background)
        try LayerRenderer(cache: nil).render(root, into: canvas)
        return canvas.rgbaImage().pixels
    }

    private func backdrop(of root: Layer, renderer: LayerRenderer) throws -> Layer? {
        let canvas = try Canvas(size: Self.size, scale: Self.scale)
        return renderer.coveringBackdrop(of: root, in: try canvas.makeContext(), pixelWidth: canvas.pixelWidth,
                                         pixelHeight: canvas.pixelHeight)?.layer
    }

    func testAnOpaqueFullFrameBackdropReplacesTheClearWithTheSameBytes() throws {
        let root = makeTree(colors: opaque)
        let renderer = LayerRenderer(cache: RenderCache())
        XCTAssertNotNil(try backdrop(of: root, renderer: renderer), "the gradient's store stands in for the clear")
        for _ in 0..<2 {  // drawing the store, then reusing it
            XCTAssertTrue(try drawOverStalePixels(root, with: renderer).pixels == drawCleared(root))
        }
    }

    func testAnythingElseIsClearedFirst() throws {
        let cases: [(String, Layer, LayerRenderer)] = [
            ("a translucent backdrop", makeTree(colors: opaque.map { $0.withAlphaComponent(0.7) }), LayerRenderer(cache: RenderCache())),
            ("a backdrop short of the canvas", makeTree(colors: opaque, frame: Rect(x: 0, y: 0, width: 119.5, height: 80)),
             LayerRenderer(cache: RenderCache())),
            ("no cache", makeTree(colors: opaque), LayerRenderer(cache: nil)),
        ]
        for (name, root, renderer) in cases {
            XCTAssertNil(try backdrop(of: root, renderer: renderer), name)
            XCTAssertTrue(try drawOverStalePixels(root, with: renderer).pixels == drawCleared(root), name)
        }
        let hidden = makeTree(colors: opaque)
        hidden.sublayers[0].isHidden = true
        XCTAssertNil(try backdrop(of: hidden, renderer: LayerRenderer(cache: RenderCache())), "a hidden backdrop")
        XCTAssertTrue(try drawOverStalePixels(hidden, with: LayerRenderer(cache: RenderCache())).pixels == drawCleared(hidden))
    }
}
