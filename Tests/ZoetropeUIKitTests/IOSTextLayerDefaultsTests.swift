@testable import CairoRendering
import XCTest
import ZoetropeUIKit

/// CATextLayer with Core Animation's own defaults, from Apple's reference: `fontSize` 36,
/// `foregroundColor` opaque white, `isWrapped` false, `truncationMode` `.none`, and the text drawn
/// from the top of the bounds (a UILabel centres it).
final class IOSTextLayerDefaultsTests: XCTestCase {
    func testTheDefaultsAreCoreAnimations() {
        let text = CATextLayer()
        XCTAssertEqual(text.fontSize, 36)
        XCTAssertEqual(text.foregroundColor, .white)
        XCTAssertFalse(text.isWrapped)
        XCTAssertEqual(text.truncationMode, .none)
        XCTAssertEqual(text.alignmentMode, .natural)
        let label = UILabel()
        XCTAssertEqual(label.layer.value(forKey: "fontSize") as? Double, 17, "a label keeps UILabel's own")
    }

    /// The rows holding white glyph pixels of `layer` drawn alone on a 200×200 black canvas.
    private func inkedRows(_ layer: CALayer) throws -> [Int] {
        layer.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        layer.backgroundColor = UIColor.black.cgColor
        layer.recordDrawing()
        let canvas = try Canvas(pixelWidth: 200, pixelHeight: 200)
        try LayerRenderer().render(layer, into: canvas)
        let image = canvas.rgbaImage()
        return (0..<200).filter { y in (0..<200).contains { x in image.pixel(x: x, y: y).r > 128 } }
    }

    func testTheTextIsDrawnFromTheTopOfTheBounds() throws {
        let text = CATextLayer()
        text.string = "Hello"
        let rows = try inkedRows(text)
        let first = try XCTUnwrap(rows.first), last = try XCTUnwrap(rows.last)
        // A 36-point line is about 44 points tall: its capitals start a few points below the top.
        XCTAssertLessThan(first, 15, "ink from row \(first)")
        XCTAssertLessThan(last, 50, "ink to row \(last)")
        let centred = TextLayer()
        centred.string = "Hello"
        centred.fontSize = 36
        centred.foregroundColor = .white
        let centredRows = try inkedRows(centred)
        XCTAssertGreaterThan(try XCTUnwrap(centredRows.first), 70, "a UILabel-style text layer centres the line")
    }
}
