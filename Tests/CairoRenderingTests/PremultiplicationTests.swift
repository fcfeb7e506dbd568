import CairoRendering
import MotionCore
import XCTest

final class PremultiplicationTests: XCTestCase {
    /// Every valid premultiplied pair (c ≤ a) un-premultiplies to round(c·255/a) and premultiplies back to c.
    func testUnpremultiplicationIsExactForEveryValidPair() {
        for a in 1...255 {
            for c in 0...a {
                let straight = Premultiplication.unpremultiply(UInt8(c), alpha: UInt8(a))
                let expected = (Double(c) * 255 / Double(a) + 0.5).rounded(.down)
                XCTAssertEqual(Double(straight), expected, "c=\(c) a=\(a)")
                XCTAssertEqual(Premultiplication.premultiply(straight, alpha: UInt8(a)), UInt8(c), "round trip c=\(c) a=\(a)")
            }
        }
        XCTAssertEqual(Premultiplication.unpremultiply(0, alpha: 0), 0)
    }

    func testPremultiplicationRoundsToNearest() {
        for a in 0...255 {
            for c in 0...255 {
                let expected = (Double(c) * Double(a) / 255 + 0.5).rounded(.down)
                XCTAssertEqual(Double(Premultiplication.premultiply(UInt8(c), alpha: UInt8(a))), expected, "c=\(c) a=\(a)")
            }
        }
    }

    /// 50 % white over opaque black is 50 % grey: premultiplied source-over gives 0.5·1 + 0.5·0.
    func testHalfWhiteOverBlackIsHalfGrey() throws {
        let canvas = try Canvas(pixelWidth: 4, pixelHeight: 4, background: .black)
        let context = try canvas.makeContext()
        context.setFillColor(Color(white: 1, alpha: 0.5))
        context.fill(Rect(x: 0, y: 0, width: 4, height: 4))
        let p = try XCTUnwrap(canvas.premultipliedPixel(x: 2, y: 2))
        XCTAssertEqual(p.a, 255)
        for channel in [p.r, p.g, p.b] { XCTAssertTrue((127...128).contains(channel), "\(channel)") }
    }

    /// 50 % white on a transparent canvas stores premultiplied (128, 128, 128, 128) and exports as white at alpha 128.
    func testHalfWhiteOnTransparentIsStoredPremultiplied() throws {
        let canvas = try Canvas(pixelWidth: 2, pixelHeight: 2)
        let context = try canvas.makeContext()
        context.setFillColor(Color(white: 1, alpha: 0.5))
        context.fill(Rect(x: 0, y: 0, width: 2, height: 2))
        let p = try XCTUnwrap(canvas.premultipliedPixel(x: 0, y: 0))
        XCTAssertEqual(p.a, p.r)
        XCTAssertTrue((127...128).contains(p.a))
        let straight = canvas.rgbaImage().pixel(x: 0, y: 0)
        XCTAssertEqual(straight.r, 255)
        XCTAssertEqual(straight.a, p.a)
    }
}
