@testable import MediaEncoding
import XCTest

final class PixelConversionTests: XCTestCase {
    /// Every valid premultiplied pair (c ≤ a): the result is c·255/a rounded half up.
    func testStraightIsRoundedQuotientForEveryPair() {
        for alpha in 1...255 {
            for component in 0...alpha {
                let exact = Double(component) * 255 / Double(alpha)
                let expected = UInt8((exact + 0.5).rounded(.down))
                XCTAssertEqual(PixelConversion.straight(UInt8(component), alpha: UInt8(alpha)), expected,
                               "c \(component) a \(alpha)")
            }
        }
    }

    /// Premultiplying the straight value again gives back the premultiplied input exactly.
    func testStraightThenPremultiplyIsIdentity() {
        for alpha in 1...255 {
            for component in 0...alpha {
                let straight = Int(PixelConversion.straight(UInt8(component), alpha: UInt8(alpha)))
                XCTAssertEqual((straight * alpha + 127) / 255, component, "c \(component) a \(alpha)")
            }
        }
    }

    func testTransparentAndInvalidInputs() {
        XCTAssertEqual(PixelConversion.straight(0, alpha: 0), 0)
        XCTAssertEqual(PixelConversion.straight(200, alpha: 0), 0, "no colour without coverage")
        XCTAssertEqual(PixelConversion.straight(200, alpha: 100), 255, "c > a is clamped")
    }

    func testCompositeOverBackground() {
        XCTAssertEqual(PixelConversion.composited(0, alpha: 0, over: 200), 200)
        XCTAssertEqual(PixelConversion.composited(77, alpha: 255, over: 200), 77)
        // 50 % white over black and black over white: 128 + 0, 0 + round(255·127/255) = 127.
        XCTAssertEqual(PixelConversion.composited(128, alpha: 128, over: 0), 128)
        XCTAssertEqual(PixelConversion.composited(0, alpha: 128, over: 255), 127)
    }

    func testFrameConversionsHonourStrideAndByteOrder() {
        // Two pixels per row, 4 spare bytes per row; BGRA premultiplied. 64·255/128 = 127.5 rounds up.
        let frame = PixelFrame(width: 2, height: 1, bytesPerRow: 12,
                               pixels: [10, 20, 64, 128, 0, 0, 0, 0, 9, 9, 9, 9])
        XCTAssertEqual(PixelConversion.unpremultiplied(frame), [20, 40, 128, 128, 0, 0, 0, 0])
        XCTAssertEqual(PixelConversion.composited(frame, over: BackgroundColor(red: 255, green: 0, blue: 100)),
                       [10 + 50, 20, 64 + 127, 255, 100, 0, 255, 255])
    }

    /// The table-driven frame loops agree with the scalar definitions for every valid (c, a) pair.
    func testFrameConversionsMatchTheScalarDefinitionsForAllPairs() {
        var pixels: [UInt8] = []
        for alpha in 0...255 {
            for component in 0...alpha {
                pixels += [UInt8(component), UInt8(alpha - component), UInt8(component / 2), UInt8(alpha)]
            }
        }
        let count = pixels.count / 4
        let frame = PixelFrame(width: count, height: 1, bytesPerRow: pixels.count, pixels: pixels)
        let background = BackgroundColor(red: 250, green: 17, blue: 128)
        let straight = PixelConversion.unpremultiplied(frame)
        let opaque = PixelConversion.composited(frame, over: background)
        // In a browser's byte order (red first), as the preview's frames are sent.
        var redFirst = [UInt8](repeating: 0, count: pixels.count)
        PixelConversion.unpremultiply(frame, into: &redFirst, bytesPerRow: pixels.count, redFirst: true)
        for index in 0..<count {
            let o = 4 * index, alpha = pixels[o + 3]
            XCTAssertEqual(redFirst[o ..< o + 4], [straight[o + 2], straight[o + 1], straight[o], straight[o + 3]], "pixel \(index)")
            XCTAssertEqual(straight[o + 3], alpha)
            XCTAssertEqual(opaque[o + 3], 255)
            for (channel, backgroundComponent) in [background.blue, background.green, background.red].enumerated() {
                XCTAssertEqual(straight[o + channel], PixelConversion.straight(pixels[o + channel], alpha: alpha))
                XCTAssertEqual(opaque[o + channel],
                               PixelConversion.composited(pixels[o + channel], alpha: alpha, over: backgroundComponent))
            }
        }
    }
}
