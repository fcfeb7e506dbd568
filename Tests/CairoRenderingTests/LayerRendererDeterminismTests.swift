import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Rendering is a pure function of the tree: identical bytes every time, on any thread, and the
/// same tree renders to vector documents too.
final class LayerRendererDeterminismTests: XCTestCase {
    private final class Caption: Layer {
        override func draw(in context: GraphicsContext) {
            context.drawText("Deterministic text, wrapped over two lines", in: bounds,
                             style: TextStyle(font: Font(family: "DejaVu Sans", size: 11), alignment: .center, numberOfLines: 2))
        }
    }

    private func tree() -> Layer {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 160, height: 90)
        root.anchorPoint = .zero
        root.backgroundColor = Color(hex: 0xF2F2F7)
        let card = Caption()
        card.bounds = Rect(x: 0, y: 0, width: 120, height: 50)
        card.position = Point(x: 80, y: 45)
        card.backgroundColor = .white
        card.cornerRadius = 10
        card.shadowOpacity = 0.4
        card.shadowRadius = 5
        card.opacity = 0.9
        card.transform = Transform3D(rotationAngle: 0.1, x: 0, y: 0, z: 1)
        root.addSublayer(card)
        return root
    }

    private func render() throws -> [UInt8] {
        let canvas = try Canvas(size: Size(width: 160, height: 90), scale: 2)
        try LayerRenderer().render(tree(), into: canvas)
        return canvas.rgbaImage().pixels
    }

    func testSameTreeGivesIdenticalBytes() throws {
        XCTAssertEqual(try render(), try render())
    }

    func testParallelRenderingMatchesSerialRendering() throws {
        let expected = try render()
        let lock = NSLock()
        var results: [Result<[UInt8], Error>] = []
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let result = Result { try render() }
            lock.lock(); results.append(result); lock.unlock()
        }
        XCTAssertEqual(results.count, 4)
        for result in results { XCTAssertEqual(try result.get(), expected) }
    }

    func testTreeRendersIntoVectorDocuments() throws {
        for format in VectorDocument.Format.allCases {
            let document = try VectorDocument(format: format, size: Size(width: 160, height: 90))
            try LayerRenderer().render(tree(), into: document, background: .white)
            let text = String(decoding: try document.finish(), as: UTF8.self)
            switch format {
            case .pdf:
                XCTAssertTrue(text.hasPrefix("%PDF-"))
                XCTAssertTrue(text.contains("/Type /Page"))
            case .svg:
                XCTAssertTrue(text.contains("<svg"))
                XCTAssertTrue(text.contains("<path"))
                XCTAssertTrue(text.contains("<image"), "the shadow is a blurred raster mask")
            }
        }
    }
}
