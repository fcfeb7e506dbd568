import XCTest
@testable import CairoRendering
import MotionCore

/// A text's stroke (`TextStyle.stroke`): an outline of the given width centred on the glyphs'
/// edges — so the ink grows by half the width on every side — drawn over the fill, under it, or
/// alone. Checked on DejaVu Sans's "I", a plain stem, against the same text drawn filled.
final class TextStrokeTests: XCTestCase {
    private let font = Font(family: "DejaVu Sans", size: 200)
    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    private func draw(_ stroke: TextStroke?) throws -> Canvas {
        let canvas = try Canvas(pixelWidth: 240, pixelHeight: 260)
        var style = TextStyle(font: font, color: red)
        style.stroke = stroke
        try canvas.makeContext().drawText("I", in: Rect(x: 0, y: 0, width: 240, height: 260), style: style)
        return canvas
    }

    /// The box of the pixels at least half covered.
    private func ink(_ canvas: Canvas) throws -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        var box = (minX: Int.max, maxX: Int.min, minY: Int.max, maxY: Int.min)
        for y in 0..<canvas.pixelHeight {
            for x in 0..<canvas.pixelWidth where (canvas.premultipliedPixel(x: x, y: y)?.a ?? 0) >= 128 {
                box = (min(box.minX, x), max(box.maxX, x), min(box.minY, y), max(box.maxY, y))
            }
        }
        return try XCTUnwrap(box.minX == .max ? nil : box)
    }

    private func colour(_ canvas: Canvas, _ x: Int, _ y: Int) -> (r: UInt8, b: UInt8, a: UInt8) {
        let pixel = canvas.premultipliedPixel(x: x, y: y)
        return (pixel?.r ?? 0, pixel?.b ?? 0, pixel?.a ?? 0)
    }

    func testAStrokeGrowsTheInkByHalfItsWidthOnEverySide() throws {
        let filled = try ink(draw(nil))
        // 10 % of 200 points: 20 wide, 10 of it outside the edges.
        for stroke in [TextStroke(color: blue, width: 10, fillsText: true, isOverFill: true),
                       TextStroke(color: blue, width: 10, fillsText: true, isOverFill: false),
                       TextStroke(color: blue, width: 10, fillsText: false)] {
            let stroked = try ink(draw(stroke))
            XCTAssertEqual(stroked.minX, filled.minX - 10, accuracy: 1, "\(stroke)")
            XCTAssertEqual(stroked.maxX, filled.maxX + 10, accuracy: 1, "\(stroke)")
            XCTAssertEqual(stroked.minY, filled.minY - 10, accuracy: 1, "\(stroke)")
            XCTAssertEqual(stroked.maxY, filled.maxY + 10, accuracy: 1, "\(stroke)")
        }
    }

    func testOverTheFillItCoversTheEdgesInsideUnderItOnlyOutside() throws {
        let filled = try ink(draw(nil))
        let middle = (filled.minY + filled.maxY) / 2
        let over = try draw(TextStroke(color: blue, width: 10, fillsText: true, isOverFill: true))
        let under = try draw(TextStroke(color: blue, width: 10, fillsText: true, isOverFill: false))
        // 3 pixels inside the stem's left edge: within the stroke's inner half.
        XCTAssertEqual(colour(over, filled.minX + 3, middle).b, 255)
        XCTAssertEqual(colour(under, filled.minX + 3, middle).r, 255)
        // 5 pixels outside it: the stroke's outer half, in both.
        XCTAssertEqual(colour(over, filled.minX - 5, middle).b, 255)
        XCTAssertEqual(colour(under, filled.minX - 5, middle).b, 255)
    }

    func testAnOutlineAloneLeavesTheGlyphHollow() throws {
        let filled = try ink(draw(nil))
        let (centreX, centreY) = ((filled.minX + filled.maxX) / 2, (filled.minY + filled.maxY) / 2)
        XCTAssertEqual(colour(try draw(nil), centreX, centreY).a, 255)
        // 2 % of 200: 4 wide, 2 each side of the edges, far from the stem's middle.
        let outlined = try draw(TextStroke(width: 2, fillsText: false))
        XCTAssertEqual(colour(outlined, centreX, centreY).a, 0)
        let edge = colour(outlined, filled.minX, centreY)
        XCTAssertEqual([edge.r, edge.b, edge.a], [255, 0, 255], "the edge, in the text's colour")
    }
}
