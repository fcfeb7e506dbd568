import CairoRendering
import XCTest
import ZoetropeUIKit

/// CATextLayer.allowsFontSubpixelQuantization (default false): kept and read back; text is laid
/// out at exact fractional glyph positions here, so both values draw the same pixels.
final class IOSTextQuantizationTests: XCTestCase {
    private func picture(quantized: Bool) throws -> Data {
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: 160, height: 50)
        text.position = CGPoint(x: 80.3, y: 25.2)
        text.string = "Quantised?"
        text.fontSize = 24
        text.allowsFontSubpixelQuantization = quantized
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 161, height: 51)
        root.addSublayer(text)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 161, height: 51), format: format).image { root.render(in: $0.cgContext) }
        guard case .data(let data) = image.source else { throw XCTSkip("the picture is not in memory") }
        return data
    }

    func testTheFlagReadsBackAndChangesNoPixel() throws {
        let text = CATextLayer()
        XCTAssertFalse(text.allowsFontSubpixelQuantization)
        text.allowsFontSubpixelQuantization = true
        XCTAssertTrue(text.allowsFontSubpixelQuantization)
        XCTAssertEqual(text.value(forKey: "allowsFontSubpixelQuantization") as? Bool, true)
        XCTAssertEqual(try picture(quantized: true), try picture(quantized: false))
    }
}
