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

    /// Layer kinds in a vector still render without error (Cairo's SVG and PDF surfaces fall back
    /// to images for what they cannot express, such as the conic gradient's mesh).
    func testLayerKindsRenderIntoVectorDocuments() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 120, height: 80)
        root.anchorPoint = .zero
        let shape = ShapeLayer()
        shape.path = Path(rect: Rect(x: 5, y: 5, width: 30, height: 30))
        shape.fillColor = .green
        let conic = GradientLayer()
        conic.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
        conic.position = Point(x: 60, y: 20)
        conic.type = .conic
        conic.colors = [.red, .blue]
        let replicator = ReplicatorLayer()
        replicator.bounds = Rect(x: 0, y: 0, width: 40, height: 20)
        replicator.position = Point(x: 60, y: 60)
        replicator.instanceCount = 2
        replicator.instanceTransform = Transform3D(translationX: 20, y: 0, z: 0)
        replicator.instanceRedOffset = -1
        let dot = Layer()
        dot.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        dot.position = Point(x: 5, y: 10)
        dot.backgroundColor = .white
        replicator.addSublayer(dot)
        [shape, conic, replicator].forEach(root.addSublayer)
        for format in [VectorDocument.Format.svg, .pdf] {
            let document = try VectorDocument(format: format, size: root.bounds.size)
            try LayerRenderer().render(root, into: document)
            let data = try document.finish()
            XCTAssertGreaterThan(data.count, 500, "\(format)")
        }
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
