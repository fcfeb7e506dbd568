import CairoRendering
import XCTest
import ZoetropeUIKit

/// CATextLayer.string set to an NSAttributedString (iOS declares `string: Any?`): its characters
/// are drawn, each run in its `.font` and `.foregroundColor`, the rest in the layer's font and
/// colour; other attributes are named in one warning; a plain String still works.
final class IOSAttributedTextLayerTests: XCTestCase {
    private typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    private func render(_ text: CATextLayer) throws -> RGBAImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: text.bounds.size, format: format).image { text.render(in: $0.cgContext) }
        guard case .data(let data) = image.source else { throw XCTSkip("the picture is not in memory") }
        return try RGBAImage(pngData: data)
    }

    /// The box (min x, min y, max x, max y) of the pixels `matches` accepts, if any.
    private func box(in image: RGBAImage, where matches: (Pixel) -> Bool) -> (Int, Int, Int, Int)? {
        var result: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where matches(image.pixel(x: x, y: y)) {
                let b = result ?? (x, y, x, y)
                result = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y))
            }
        }
        return result
    }

    private func isRed(_ p: Pixel) -> Bool { p.a > 200 && p.r > 200 && p.g < 60 && p.b < 60 }
    private func isBlue(_ p: Pixel) -> Bool { p.a > 200 && p.b > 200 && p.r < 60 && p.g < 60 }
    private func isWhite(_ p: Pixel) -> Bool { p.a > 200 && p.r > 200 && p.g > 200 && p.b > 200 }

    func testEachRunIsDrawnInItsColourAndFontTheRestInTheLayers() throws {
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: 360, height: 80)
        text.fontSize = 16
        let attributed = NSMutableAttributedString(string: "Hello big World")
        attributed.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 5))
        attributed.addAttributes([.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 48)],
                                 range: NSRange(location: 10, length: 5))
        text.string = attributed
        let drawn = try render(text)
        guard let red = box(in: drawn, where: isRed), let blue = box(in: drawn, where: isBlue),
              let white = box(in: drawn, where: isWhite) else { return XCTFail("a run is missing") }
        // In order: red "Hello", white " big " in the layer's colour (CATextLayer's white), blue "World".
        XCTAssertLessThan(red.2, white.2)
        XCTAssertLessThan(white.0, blue.0)
        // "World" in 48 pt stands about three times as tall as "Hello" in 16 pt.
        let redHeight = Double(red.3 - red.1), blueHeight = Double(blue.3 - blue.1)
        XCTAssertGreaterThan(blueHeight, 2.4 * redHeight, "\(redHeight) vs \(blueHeight)")
        XCTAssertEqual(text.attributedString, attributed)
    }

    func testAPlainStringStillWorksAndDropsTheRuns() throws {
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
        text.string = NSAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red])
        text.string = "White"
        let plain: String? = text.string
        XCTAssertEqual(plain, "White")
        XCTAssertEqual(text.value(forKey: "string") as? String, "White")
        let drawn = try render(text)
        XCTAssertNil(box(in: drawn, where: isRed))
        XCTAssertNotNil(box(in: drawn, where: isWhite))
    }

    func testAttributesNotDrawnAreNamedOnce() {
        nonisolated(unsafe) var messages: [String] = []
        Timeline.setUnattendedProblemHandler { messages.append("\($0)") }
        defer { Timeline.setUnattendedProblemHandler(nil) }
        let text = CATextLayer()
        text.string = NSAttributedString(string: "Kerned", attributes: [.foregroundColor: UIColor.red,
                                                                      NSAttributedString.Key("NSKern"): 2])
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains("NSKern") ?? false, "\(messages)")
        XCTAssertFalse(messages.first?.contains("NSColor") ?? true, "\(messages)")
    }

    /// `.strokeWidth` over the whole text outlines it (Apple: a percentage of the font's point
    /// size; positive: the outline alone, negative: outlined and filled) in `.strokeColor`: 10 % of
    /// 60 points is 6 wide, so the ink grows by 3 on every side of the filled text's.
    func testAStrokeOverTheWholeTextOutlinesIt() throws {
        func drawn(_ attributes: [NSAttributedString.Key: Any]) throws -> RGBAImage {
            let text = CATextLayer()
            text.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
            text.fontSize = 60
            text.string = NSAttributedString(string: "I", attributes: attributes.merging([.foregroundColor: UIColor.red]) { $1 })
            return try render(text)
        }
        let filled = try XCTUnwrap(box(in: drawn([:]), where: isRed))
        let outlined = try drawn([.strokeWidth: 10, .strokeColor: UIColor.blue])
        let ring = try XCTUnwrap(box(in: outlined, where: isBlue))
        XCTAssertEqual(ring.0, filled.0 - 3, accuracy: 1)
        XCTAssertEqual(ring.2, filled.2 + 3, accuracy: 1)
        XCTAssertNil(box(in: outlined, where: isRed), "a positive width outlines without filling")
        let both = try drawn([.strokeWidth: -3.0, .strokeColor: UIColor.blue])
        XCTAssertNotNil(box(in: both, where: isRed), "a negative width fills too")
        XCTAssertNotNil(box(in: both, where: isBlue))
    }

    func testAStrokeOverPartOfTheTextIsNamedNotDrawn() throws {
        nonisolated(unsafe) var messages: [String] = []
        Timeline.setUnattendedProblemHandler { messages.append("\($0)") }
        defer { Timeline.setUnattendedProblemHandler(nil) }
        let text = CATextLayer()
        let attributed = NSMutableAttributedString(string: "Half", attributes: [.foregroundColor: UIColor.red])
        attributed.addAttribute(.strokeWidth, value: 3, range: NSRange(location: 0, length: 2))
        text.string = attributed
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains("NSStrokeWidth") ?? false, "\(messages)")
    }
}
