import XCTest
@testable import MediaEncoding

/// `isOpaque` decides whether a frame skips compositing: every pixel's alpha must be 255.
final class PixelFrameOpacityTests: XCTestCase {
    /// A width×height frame with rows padded to `bytesPerRow`, every pixel opaque grey, the row
    /// padding bytes zero (transparent-looking, but outside the picture).
    private func opaqueFrame(width: Int, height: Int, bytesPerRow: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: bytesPerRow * height)
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * bytesPerRow + 4 * x
                pixels[offset] = 90; pixels[offset + 1] = 120; pixels[offset + 2] = 200; pixels[offset + 3] = 255
            }
        }
        return pixels
    }

    func testOpaqueFrameIgnoringRowPadding() {
        let pixels = opaqueFrame(width: 7, height: 5, bytesPerRow: 36)
        XCTAssertTrue(PixelFrame(width: 7, height: 5, bytesPerRow: 36, pixels: pixels).isOpaque)
    }

    func testAnySingleTranslucentPixelMakesTheFrameTranslucent() {
        let (width, height, bytesPerRow) = (7, 5, 36)
        for y in 0..<height {
            for x in 0..<width {
                for alpha: UInt8 in [0, 128, 254] {
                    var pixels = opaqueFrame(width: width, height: height, bytesPerRow: bytesPerRow)
                    pixels[y * bytesPerRow + 4 * x + 3] = alpha
                    XCTAssertFalse(PixelFrame(width: width, height: height, bytesPerRow: bytesPerRow, pixels: pixels).isOpaque,
                                   "pixel (\(x), \(y)) alpha \(alpha)")
                }
            }
        }
    }

    func testColourChannelsDoNotCount() {
        // Black and white opaque pixels: only the alpha byte decides.
        var pixels = [UInt8](repeating: 0, count: 4 * 4)
        for pixel in 0..<4 { pixels[4 * pixel + 3] = 255 }
        pixels[4] = 255; pixels[5] = 255; pixels[6] = 255
        XCTAssertTrue(PixelFrame(width: 4, height: 1, bytesPerRow: 16, pixels: pixels).isOpaque)
    }
}
