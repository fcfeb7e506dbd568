@testable import CairoRendering
import Foundation
@testable import MotionCore
import XCTest

/// CALayer's `contentsRect`, `contentsCenter`, `contentsScale` and filters, from Apple's
/// reference: the shown part of the picture in unit coordinates (edge pixels extend beyond it),
/// the stretchable part of a nine-slice, pixels per point, and the nearest-pixel filter.
final class ContentsSamplingTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1), yellow = Color(red: 1, green: 1, blue: 0)

    /// A picture of `width` × `height` pixels painted by `paint` (in pixels).
    private func picture(width: Int, height: Int, _ paint: (CairoGraphicsContext) -> Void) throws -> Image {
        let canvas = try Canvas(pixelWidth: width, pixelHeight: height)
        paint(try canvas.makeContext())
        return Image(data: try canvas.pngData())
    }

    /// Four one-pixel columns: red, green, blue, yellow (a sprite sheet of four frames).
    private func strip() throws -> Image {
        try picture(width: 4, height: 1) { context in
            for (index, color) in [red, green, blue, yellow].enumerated() {
                context.setFillColor(color)
                context.fill(Rect(x: Double(index), y: 0, width: 1, height: 1))
            }
        }
    }

    private func render(_ layer: Layer, size: Size) throws -> RGBAImage {
        layer.frame = Rect(origin: .zero, size: size)
        layer.recordDrawing()
        let canvas = try Canvas(pixelWidth: Int(size.width), pixelHeight: Int(size.height))
        try LayerRenderer().render(layer, into: canvas)
        return canvas.rgbaImage()
    }

    private func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    func testContentsRectShowsOneFrameOfASpriteSheetWithoutItsNeighbours() throws {
        let layer = Layer()
        layer.contents = try strip()
        layer.contentsRect = Rect(x: 0.25, y: 0, width: 0.25, height: 1)
        let image = try render(layer, size: Size(width: 40, height: 40))
        for x in [0, 1, 20, 38, 39] { XCTAssertEqual(rgba(image, x, 20), [0, 255, 0, 255], "x = \(x): the green frame only") }
    }

    /// A 2-pixel picture shown through (−0.5, 0, 2, 1): the picture fills the middle half and its
    /// edge pixels extend outwards over the quarters either side.
    func testBeyondTheUnitSquareTheEdgePixelsExtend() throws {
        let layer = Layer()
        layer.contents = try picture(width: 2, height: 1) { context in
            context.setFillColor(self.red)
            context.fill(Rect(x: 0, y: 0, width: 1, height: 1))
            context.setFillColor(self.blue)
            context.fill(Rect(x: 1, y: 0, width: 1, height: 1))
        }
        layer.contentsRect = Rect(x: -0.5, y: 0, width: 2, height: 1)
        let image = try render(layer, size: Size(width: 80, height: 10))
        XCTAssertEqual(rgba(image, 2, 5), [255, 0, 0, 255])
        XCTAssertEqual(rgba(image, 77, 5), [0, 0, 255, 255])
    }

    /// A 30×30 picture in nine 10×10 squares — red corners, green edges, a blue centre — with
    /// contentsCenter (1/3, 1/3, 1/3, 1/3) drawn over 100×60 points: the corners stay 10×10, the
    /// edges stretch along themselves, the centre both ways.
    func testContentsCenterStretchesANineSliceKeepingItsCorners() throws {
        let layer = Layer()
        layer.contents = try picture(width: 30, height: 30) { context in
            for row in 0..<3 {
                for column in 0..<3 {
                    let corner = row != 1 && column != 1, centre = row == 1 && column == 1
                    context.setFillColor(corner ? self.red : centre ? self.blue : self.green)
                    context.fill(Rect(x: Double(column * 10), y: Double(row * 10), width: 10, height: 10))
                }
            }
        }
        layer.contentsCenter = Rect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        layer.magnificationFilter = .nearest
        let image = try render(layer, size: Size(width: 100, height: 60))
        for (x, y) in [(5, 5), (94, 5), (5, 54), (94, 54), (0, 0), (99, 59)] { XCTAssertEqual(rgba(image, x, y), [255, 0, 0, 255], "corner (\(x), \(y))") }
        for (x, y) in [(50, 5), (50, 54), (5, 30), (94, 30), (11, 5)] { XCTAssertEqual(rgba(image, x, y), [0, 255, 0, 255], "edge (\(x), \(y))") }
        for (x, y) in [(50, 30), (10, 10), (89, 49)] { XCTAssertEqual(rgba(image, x, y), [0, 0, 255, 255], "centre (\(x), \(y))") }
    }

    /// A black and a white pixel stretched over 40 points: the nearest filter gives black up to
    /// x = 20 and white after; the linear one blends across the middle.
    func testTheNearestFilterKeepsHardPixelEdges() throws {
        let twoPixels = try picture(width: 2, height: 1) { context in
            context.setFillColor(.black)
            context.fill(Rect(x: 0, y: 0, width: 1, height: 1))
            context.setFillColor(.white)
            context.fill(Rect(x: 1, y: 0, width: 1, height: 1))
        }
        let layer = Layer()
        layer.contents = twoPixels
        layer.magnificationFilter = .nearest
        let nearest = try render(layer, size: Size(width: 40, height: 4))
        XCTAssertEqual(rgba(nearest, 19, 2), [0, 0, 0, 255])
        XCTAssertEqual(rgba(nearest, 20, 2), [255, 255, 255, 255])
        layer.magnificationFilter = .linear
        let linear = try render(layer, size: Size(width: 40, height: 4))
        XCTAssertTrue((1...254).contains(rgba(linear, 19, 2)[0]), "blended: \(rgba(linear, 19, 2))")
    }

    /// A 40×40-pixel picture at contentsScale 2 is 20×20 points: centred in 100×100, it spans 40…60.
    func testContentsScaleSetsThePicturesSizeInPoints() throws {
        let layer = Layer()
        layer.contents = try picture(width: 40, height: 40) { context in
            context.setFillColor(self.yellow)
            context.fill(Rect(x: 0, y: 0, width: 40, height: 40))
        }
        layer.contentsGravity = .center
        layer.contentsScale = 2
        let image = try render(layer, size: Size(width: 100, height: 100))
        XCTAssertEqual(rgba(image, 41, 50), [255, 255, 0, 255])
        XCTAssertEqual(rgba(image, 38, 50)[3], 0)
        XCTAssertEqual(rgba(image, 61, 50)[3], 0)
    }
}
