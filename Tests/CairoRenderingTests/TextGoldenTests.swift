import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Golden images of text layout with DejaVu Sans (fonts-dejavu-core).
final class TextGoldenTests: XCTestCase {
    private let sample = "The quick brown fox jumps over the lazy dog"

    private func style(_ size: Double = 12, weight: Font.Weight = .regular, italic: Bool = false,
                       alignment: TextAlignment = .left, mode: LineBreakMode = .byTruncatingTail, lines: Int = 1,
                       spacing: Double = 0, color: Color = .black) -> TextStyle {
        TextStyle(font: Font(family: "DejaVu Sans", size: size, weight: weight, isItalic: italic), color: color,
                  alignment: alignment, lineBreakMode: mode, numberOfLines: lines, lineSpacing: spacing)
    }

    private func render(_ name: String, boxes: [(Rect, String, TextStyle)]) throws {
        let canvas = try Canvas(size: Size(width: 220, height: 40 * Double(boxes.count)), scale: 2, background: .white)
        let context = try canvas.makeContext()
        for (rect, text, style) in boxes {
            context.setFillColor(Color(hex: 0xE8F0FE)); context.fill(rect)
            context.drawText(text, in: rect, style: style)
        }
        XCTAssertNil(context.cairoStatusError)
        try GoldenImage.assertMatches(canvas, named: name)
    }

    private func box(_ row: Int, height: Double = 34) -> Rect { Rect(x: 10, y: 3 + 40 * Double(row), width: 200, height: height) }

    func testAlignmentAndWeights() throws {
        try render("text-alignment", boxes: [
            (box(0), "Left regular", style(14)),
            (box(1), "Centred bold", style(14, weight: .bold, alignment: .center)),
            (box(2), "Right italic", style(14, italic: true, alignment: .right, color: Color(hex: 0xC0392B))),
        ])
    }

    func testWrappingAndTruncation() throws {
        try render("text-wrapping", boxes: [
            (box(0), sample, style(12, mode: .byWordWrapping, lines: 0)),
            (box(1), sample, style(12, mode: .byTruncatingTail)),
            (box(2), sample, style(12, mode: .byTruncatingMiddle)),
            (box(3), sample, style(12, mode: .byTruncatingHead)),
            (box(4), sample + " " + sample, style(12, mode: .byTruncatingTail, lines: 2)),
            (box(5), "Supercalifragilisticexpialidocious-word", style(16, mode: .byCharWrapping, lines: 0)),
            (box(6), sample, style(12, alignment: .center, mode: .byClipping)),
            (box(7), "Line one\nLine two", style(11, mode: .byWordWrapping, lines: 0, spacing: 4)),
        ])
    }
}
