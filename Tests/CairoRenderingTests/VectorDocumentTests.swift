import CairoRendering
import Foundation
import MotionCore
import XCTest

final class VectorDocumentTests: XCTestCase {
    private func drawSample(_ context: CairoGraphicsContext) {
        context.setFillColor(.red)
        context.fill(Rect(x: 10, y: 10, width: 50, height: 30))
        context.setStrokeColor(.blue)
        context.addEllipse(in: Rect(x: 70, y: 10, width: 40, height: 40))
        context.strokePath()
        context.drawText("Vector", in: Rect(x: 10, y: 50, width: 100, height: 20),
                         style: TextStyle(font: Font(family: "DejaVu Sans", size: 12)))
    }

    func testSVGHasMagicSizeAndPaths() throws {
        let document = try VectorDocument(format: .svg, size: Size(width: 120, height: 80))
        drawSample(document.context)
        let text = String(decoding: try document.finish(), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("<?xml"), String(text.prefix(40)))
        XCTAssertTrue(text.contains("<svg"))
        XCTAssertTrue(text.contains("width=\"120px\""), String(text.prefix(300)))
        XCTAssertTrue(text.contains("<path"))
        XCTAssertTrue(text.contains("rgb(100%,0%,0%)"), "the red fill")
        XCTAssertTrue(text.hasSuffix("</svg>\n"))
    }

    func testPDFHasMagicAPageAndAnEmbeddedFont() throws {
        let document = try VectorDocument(format: .pdf, size: Size(width: 120, height: 80))
        drawSample(document.context)
        let data = try document.finish()
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("%PDF-"))
        XCTAssertTrue(text.contains("/Type /Page"))
        XCTAssertTrue(text.contains("/MediaBox [ 0 0 120 80 ]"))
        XCTAssertTrue(text.contains("/FontFile"), "text embeds a font")
        XCTAssertTrue(text.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("%%EOF"))
        XCTAssertEqual(try document.finish(), data, "finishing twice returns the same document")
    }

    func testWriteToFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try VectorDocument(format: .pdf, size: Size(width: 50, height: 50))
        drawSample(document.context)
        try document.write(to: url)
        XCTAssertEqual(try Data(contentsOf: url).prefix(5), Data("%PDF-".utf8))
    }

    func testAbsurdSizesThrow() {
        for size in [Size(width: 0, height: 10), Size(width: .nan, height: 10), Size(width: 1e9, height: 10), Size(width: -1, height: -1)] {
            XCTAssertThrowsError(try VectorDocument(format: .svg, size: size), "\(size)")
        }
    }
}
