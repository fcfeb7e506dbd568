@testable import CairoRendering
import Foundation
@testable import MotionCore
import XCTest

/// CALayer.isGeometryFlipped, from Apple's reference: "Whether the geometry of the layer and its
/// sublayers is flipped vertically"; false by default; it does not affect the rendering of the
/// layer's own content. In a flipped layer of height h, a sublayer's coordinates put the origin at
/// the bottom-left corner with y growing upwards, so a frame (x, y, w, h′) covers screen rows
/// h − y − h′ ..< h − y; its sublayers are in the flipped geometry too.
final class GeometryFlippedTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    /// A 100×100 canvas with `flipped` (100×100) at its origin on white.
    private func render(_ flipped: Layer) throws -> RGBAImage {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        root.backgroundColor = .white
        flipped.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(flipped)
        root.recordDrawing()
        let canvas = try Canvas(pixelWidth: 100, pixelHeight: 100)
        try LayerRenderer().render(root, into: canvas)
        // ZOETROPE_FLIPPED_PNG=folder writes each picture there, to look at.
        if let folder = ProcessInfo.processInfo.environment["ZOETROPE_FLIPPED_PNG"] {
            try canvas.pngData().write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
        }
        return canvas.rgbaImage()
    }

    private func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.r, p.g, p.b]
    }

    private func square(_ color: Color, frame: Rect) -> Layer {
        let layer = Layer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    func testTheDefaultIsFalse() {
        XCTAssertFalse(Layer().isGeometryFlipped)
    }

    func testSublayersAreLaidOutFromTheBottomLeftCorner() throws {
        let parent = Layer()
        parent.isGeometryFlipped = true
        parent.addSublayer(square(red, frame: Rect(x: 10, y: 10, width: 20, height: 20)))
        let image = try render(parent)
        // Rows 100 − 10 − 20 = 70 ..< 90, columns 10 ..< 30.
        XCTAssertEqual(rgb(image, 20, 80), [255, 0, 0])
        XCTAssertEqual(rgb(image, 20, 71), [255, 0, 0])
        XCTAssertEqual(rgb(image, 20, 88), [255, 0, 0])
        XCTAssertEqual(rgb(image, 20, 20), [255, 255, 255], "not where an unflipped layer puts it")
        XCTAssertEqual(rgb(image, 20, 92), [255, 255, 255])
        XCTAssertEqual(rgb(image, 20, 68), [255, 255, 255])

        let plain = Layer()
        plain.addSublayer(square(red, frame: Rect(x: 10, y: 10, width: 20, height: 20)))
        XCTAssertEqual(rgb(try render(plain), 20, 20), [255, 0, 0], "unflipped: rows 10 ..< 30")
    }

    /// The renderer skips the walk up the tree while no layer has been flipped
    /// (`GeometryFlipUse`): a flip written by key-value coding counts as much as the property's
    /// setter (run alone, this is the process's first flip).
    func testAFlipSetByKeyValueCodingLaysOutFlipped() throws {
        try assertLaysOutFlipped(red) { $0.setValue(true, forKey: "geometryFlipped") }
    }

    /// So does a flip a style gives (run alone, the process's first flip).
    func testAFlipAStyleGivesLaysOutFlipped() throws {
        try assertLaysOutFlipped(blue) { $0.style = ["geometryFlipped": true] }
    }

    /// A layer flipped by `flip` puts a `color` sublayer framed at (10, 10) in rows 70 ..< 90.
    private func assertLaysOutFlipped(_ color: Color, by flip: (Layer) -> Void, line: UInt = #line) throws {
        let flipped = Layer()
        flip(flipped)
        flipped.addSublayer(square(color, frame: Rect(x: 10, y: 10, width: 20, height: 20)))
        let image = try render(flipped)
        let expected = [color.red, color.green, color.blue].map { UInt8($0 * 255) }
        XCTAssertEqual(rgb(image, 20, 80), expected, line: line)
        XCTAssertEqual(rgb(image, 20, 20), [255, 255, 255], line: line)
    }

    func testThePositionAndAnchorPointReadInTheFlippedSpace() throws {
        let parent = Layer()
        parent.isGeometryFlipped = true
        let sublayer = Layer()
        sublayer.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        sublayer.anchorPoint = .zero      // the sublayer's origin corner, its bottom-left once flipped
        sublayer.position = Point(x: 50, y: 10)
        sublayer.backgroundColor = red
        parent.addSublayer(sublayer)
        let image = try render(parent)
        // y from 10 to 30 upwards: rows 70 ..< 90.
        XCTAssertEqual(rgb(image, 60, 80), [255, 0, 0])
        XCTAssertEqual(rgb(image, 60, 95), [255, 255, 255])
        XCTAssertEqual(rgb(image, 60, 65), [255, 255, 255])
    }

    func testTheSublayersOfSublayersAreFlippedToo() throws {
        let parent = Layer()
        parent.isGeometryFlipped = true
        let sublayer = square(red, frame: Rect(x: 10, y: 10, width: 40, height: 40))
        sublayer.addSublayer(square(blue, frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        parent.addSublayer(sublayer)
        let image = try render(parent)
        // The sublayer covers rows 50 ..< 90; its own sublayer sits at its bottom-left: rows 80 ..< 90, columns 10 ..< 20.
        XCTAssertEqual(rgb(image, 15, 85), [0, 0, 255])
        XCTAssertEqual(rgb(image, 15, 55), [255, 0, 0], "the top-left of the sublayer is its own colour")
    }

    func testAFlippedLayerInAFlippedSubtreeFlipsBack() throws {
        let parent = Layer()
        parent.isGeometryFlipped = true
        let sublayer = square(red, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        sublayer.isGeometryFlipped = true
        sublayer.addSublayer(square(blue, frame: Rect(x: 10, y: 10, width: 20, height: 20)))
        parent.addSublayer(sublayer)
        XCTAssertEqual(rgb(try render(parent), 20, 20), [0, 0, 255], "flipped twice: rows 10 ..< 30, as unflipped")
    }

    func testContentIsNotFlipped() throws {
        // A vertical gradient, red at the top (startPoint (0.5, 0)) and blue at the bottom.
        func gradient() -> GradientLayer {
            let layer = GradientLayer()
            layer.colors = [red, blue]
            return layer
        }
        let flippedGradient = gradient()
        flippedGradient.isGeometryFlipped = true
        let image = try render(flippedGradient)
        XCTAssertGreaterThan(image.pixel(x: 50, y: 2).r, 240, "the layer's own content keeps its top at the top")
        XCTAssertGreaterThan(image.pixel(x: 50, y: 97).b, 240)

        let parent = Layer()
        parent.isGeometryFlipped = true
        let sublayer = gradient()
        sublayer.frame = Rect(x: 0, y: 0, width: 100, height: 50)   // rows 50 ..< 100
        parent.addSublayer(sublayer)
        let placed = try render(parent)
        XCTAssertGreaterThan(placed.pixel(x: 50, y: 52).r, 230, "a sublayer's content is upright in the flipped geometry")
        XCTAssertGreaterThan(placed.pixel(x: 50, y: 97).b, 230)
        XCTAssertEqual(rgb(placed, 50, 20), [255, 255, 255])
    }
}

extension GeometryFlippedTests {
    func testARasterizedSubtreeIsDrawnAgainWhenAnAncestorFlips() throws {
        let parent = Layer()
        let kept = square(red, frame: Rect(x: 0, y: 0, width: 100, height: 50))
        kept.shouldRasterize = true
        kept.addSublayer(square(blue, frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        parent.addSublayer(kept)
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(parent)
        parent.frame = root.bounds
        let renderer = LayerRenderer()
        let canvas = try Canvas(pixelWidth: 100, pixelHeight: 100)
        root.recordDrawing()
        try renderer.render(root, into: canvas)
        XCTAssertEqual(rgb(canvas.rgbaImage(), 5, 5), [0, 0, 255], "unflipped: the blue square at the top-left")
        parent.isGeometryFlipped = true
        root.recordDrawing()
        try renderer.render(root, into: canvas)
        // The kept layer covers rows 50 ..< 100; its sublayer, flipped too, sits at its bottom-left.
        XCTAssertEqual(rgb(canvas.rgbaImage(), 5, 95), [0, 0, 255])
        XCTAssertEqual(rgb(canvas.rgbaImage(), 5, 55), [255, 0, 0])
    }

    func testARasterizedLayersContentIsUprightInAFlippedGeometry() throws {
        let parent = Layer()
        parent.isGeometryFlipped = true
        let gradient = GradientLayer()
        gradient.colors = [red, blue]
        gradient.frame = Rect(x: 0, y: 0, width: 100, height: 50)   // rows 50 ..< 100
        gradient.shouldRasterize = true
        parent.addSublayer(gradient)
        let image = try render(parent)
        XCTAssertGreaterThan(image.pixel(x: 50, y: 52).r, 230, "red at its top")
        XCTAssertGreaterThan(image.pixel(x: 50, y: 97).b, 230)
    }
}
