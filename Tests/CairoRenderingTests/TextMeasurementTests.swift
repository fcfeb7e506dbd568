import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Text metrics checked against DejaVu Sans's font tables (hhea ascender 1901, descender −483,
/// 2048 units per em: one line is 2384/2048 = 1.1640625 em tall).
final class TextMeasurementTests: XCTestCase {
    private let lineHeightPerPoint = 2384.0 / 2048.0
    private func style(_ size: Double, mode: LineBreakMode = .byWordWrapping, lines: Int = 0, spacing: Double = 0) -> TextStyle {
        TextStyle(font: Font(family: "DejaVu Sans", size: size), lineBreakMode: mode, numberOfLines: lines, lineSpacing: spacing)
    }

    func testSingleLineHeightIsAscentPlusDescent() throws {
        let measurer = try TextMeasurer()
        for size in [10.0, 20, 33] {
            XCTAssertEqual(measurer.measureText("Hxg", style: style(size)).height, size * lineHeightPerPoint, accuracy: 0.05, "\(size) pt")
        }
    }

    func testWidthScalesWithFontSizeAndText() throws {
        let measurer = try TextMeasurer()
        let small = measurer.measureText("Hello, world", style: style(10)).width
        let large = measurer.measureText("Hello, world", style: style(30)).width
        XCTAssertEqual(large / small, 3, accuracy: 0.01, "unhinted metrics scale linearly")
        XCTAssertGreaterThan(measurer.measureText("Hello, world!!", style: style(10)).width, small)
        XCTAssertEqual(measurer.measureText("", style: style(10)), .zero)
    }

    func testWrappingLinesAndSpacing() throws {
        let measurer = try TextMeasurer()
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let line = 12 * lineHeightPerPoint
        let wrapped = measurer.measureText(text, style: style(12), maxWidth: 80)
        XCTAssertLessThanOrEqual(wrapped.width, 80)
        let lineCount = (wrapped.height / line).rounded()
        XCTAssertGreaterThanOrEqual(lineCount, 5)
        XCTAssertEqual(wrapped.height, lineCount * line, accuracy: 0.1)
        XCTAssertEqual(measurer.measureText(text, style: style(12, lines: 2), maxWidth: 80).height, 2 * line, accuracy: 0.1)
        XCTAssertEqual(measurer.measureText(text, style: style(12, mode: .byTruncatingTail, lines: 2), maxWidth: 80).height,
                       2 * line, accuracy: 0.1)
        XCTAssertEqual(measurer.measureText(text, style: style(12, lines: 3, spacing: 5), maxWidth: 80).height,
                       3 * line + 2 * 5, accuracy: 0.1)
        let single = measurer.measureText(text, style: style(12, mode: .byTruncatingTail, lines: 1), maxWidth: 80)
        XCTAssertEqual(single.height, line, accuracy: 0.1)
        XCTAssertLessThanOrEqual(single.width, 80)
    }

    /// Wrapped lines one by one: together the text, stacked a line's height (DejaVu's) apart, each
    /// no wider than the box and, centred, as far from its left edge as from its right.
    func testWrappedLinesOneByOne() throws {
        let measurer = try TextMeasurer()
        let text = "one two three four five six seven eight nine ten"
        var centred = style(12)
        centred.alignment = .center
        let lines = measurer.lines(of: text, style: centred, maxWidth: 80)
        XCTAssertGreaterThanOrEqual(lines.count, 4)
        XCTAssertEqual(lines.map(\.text).joined(), text)
        for (index, line) in lines.enumerated() {
            XCTAssertEqual(line.frame.minY, Double(index) * 12 * lineHeightPerPoint, accuracy: 0.05)
            XCTAssertEqual(line.frame.height, 12 * lineHeightPerPoint, accuracy: 0.05)
            XCTAssertLessThanOrEqual(line.frame.width, 80)
            XCTAssertEqual(line.frame.midX, 40, accuracy: 0.01, "\(line.text)")
            // The line's width is its words', without the space it breaks at.
            let words = line.text.trimmingCharacters(in: .whitespaces)
            XCTAssertEqual(line.frame.width, measurer.measureText(words, style: style(12)).width, accuracy: 0.01, "\(line.text)")
        }
        XCTAssertEqual(measurer.lines(of: "", style: centred, maxWidth: 80), [])
    }

    /// A label sized to its measured width lays out the same text again without wrapping or truncating.
    func testMeasuredWidthFitsTheTextAgain() throws {
        let measurer = try TextMeasurer()
        for size in [9.0, 13, 17.5, 31] {
            for text in ["Hello, world", "Tokyo · 14 °C", "A slightly longer caption text"] {
                for mode in [LineBreakMode.byTruncatingTail, .byWordWrapping] {
                    let free = measurer.measureText(text, style: style(size, mode: mode, lines: 1))
                    XCTAssertEqual(measurer.measureText(text, style: style(size, mode: mode, lines: 1), maxWidth: free.width), free,
                                   "\(text) at \(size) pt, \(mode)")
                }
            }
        }
    }

    /// Layout does not depend on the device scale: a context at @3x measures like the measurer.
    func testMeasurementIsResolutionIndependent() throws {
        let text = "Resolution independent layout"
        let expected = try TextMeasurer().measureText(text, style: style(13), maxWidth: 120)
        for scale in [1.0, 2, 3] {
            let context = try Canvas(size: Size(width: 10, height: 10), scale: scale).makeContext()
            let measured = context.measureText(text, style: style(13), maxWidth: 120)
            XCTAssertEqual(measured.width, expected.width, accuracy: 1e-6, "@\(scale)x")
            XCTAssertEqual(measured.height, expected.height, accuracy: 1e-6, "@\(scale)x")
        }
    }

    /// Centred text's ink is centred in its box, horizontally and vertically (like UILabel).
    func testCentredTextInkIsCentredInTheBox() throws {
        let canvas = try Canvas(pixelWidth: 200, pixelHeight: 60)
        let context = try canvas.makeContext()
        let box = Rect(x: 0, y: 0, width: 200, height: 60)
        context.drawText("HHHH", in: box, style: TextStyle(font: Font(family: "DejaVu Sans", size: 20), alignment: .center))
        var minX = 200, maxX = 0, minY = 60, maxY = 0
        for y in 0..<60 {
            for x in 0..<200 where (canvas.premultipliedPixel(x: x, y: y)?.a ?? 0) > 127 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        XCTAssertEqual(Double(minX + maxX + 1) / 2, 100, accuracy: 1.5)
        // DejaVu Sans's "H" spans 0…1493 font units (its glyf bounding box); the line box (ascent 1901, descent 483) is centred,
        // so the top of "H" sits at (60 − 23.28) / 2 + (1901 − 1493) / 2048 · 20.
        let lineTop = (60 - 20 * lineHeightPerPoint) / 2
        XCTAssertEqual(Double(minY), lineTop + (1901.0 - 1493) / 2048 * 20, accuracy: 1.5)
        XCTAssertEqual(Double(maxY + 1), lineTop + 1901.0 / 2048 * 20, accuracy: 1.5)
    }
}
