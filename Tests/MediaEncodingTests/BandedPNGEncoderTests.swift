import Foundation
@testable import MediaEncoding
import XCTest
import ZoetropeTestSupport

/// The preview's PNG (`BandedPNGEncoder`): decoded by FFmpeg's command-line tool with CRC checks
/// on, it gives exactly the straight pixels of the formula `round(c × 255 / a)` — across band
/// boundaries (301×197 is four bands of up to 64 rows, the last partial), through flat runs and
/// every alpha.
final class BandedPNGEncoderTests: XCTestCase {
    private let width = 301, height = 197

    /// Premultiplied B, G, R, A pixels: a flat opaque band on top, then every alpha over ramps.
    private func frame() -> PixelFrame {
        let bytesPerRow = 4 * width + 12
        var pixels = [UInt8](repeating: 0xEE, count: bytesPerRow * height)
        for y in 0..<height {
            for x in 0..<width {
                let alpha = y < 40 ? 255 : (x * 7 + y) % 256
                let straight = [(x * 3) % 256, (y * 5) % 256, (x + y) % 256]
                let offset = y * bytesPerRow + 4 * x
                for (index, level) in straight.enumerated() {
                    pixels[offset + index] = y < 40 ? 0x5A : UInt8((level * alpha + 127) / 255)
                }
                pixels[offset + 3] = UInt8(alpha)
            }
        }
        return PixelFrame(width: width, height: height, bytesPerRow: bytesPerRow, pixels: pixels)
    }

    /// What a PNG of `frame` must decode to: R, G, B straight by the formula, A as it is.
    private func expectedRGBA(_ frame: PixelFrame) -> [UInt8] {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(4 * width * height)
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * frame.bytesPerRow + 4 * x
                let alpha = Int(frame.pixels[offset + 3])
                func straight(_ component: UInt8) -> UInt8 {
                    alpha == 0 ? 0 : UInt8(min(255, (Int(component) * 255 + alpha / 2) / alpha))
                }
                rgba += [straight(frame.pixels[offset + 2]), straight(frame.pixels[offset + 1]), straight(frame.pixels[offset]), UInt8(alpha)]
            }
        }
        return rgba
    }

    func testFFmpegDecodesTheStraightPixelsAcrossBands() throws {
        let folder = try makeTemporaryFolder()
        let frame = frame()
        let url = folder.appendingPathComponent("frame.png")
        try Data(try BandedPNGEncoder.encode(frame)).write(to: url)
        let decoded = [UInt8](try FFTools.run("ffmpeg", ["-v", "error", "-err_detect", "crccheck+explode", "-i", url.path,
                                                         "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]))
        XCTAssertEqual(decoded.count, 4 * width * height)
        XCTAssertTrue(decoded == expectedRGBA(frame), "first difference at byte \(zip(decoded, expectedRGBA(frame)).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1)")
    }

    func testTheFileIsTheSameEveryTime() throws {
        let frame = frame()
        XCTAssertEqual(try BandedPNGEncoder.encode(frame), try BandedPNGEncoder.encode(frame))
    }

    func testAFrameShorterThanItsRowsSayIsRefused() {
        let short = PixelFrame(width: 10, height: 10, bytesPerRow: 40, pixels: [UInt8](repeating: 0, count: 399))
        XCTAssertThrowsError(try BandedPNGEncoder.encode(short)) { error in
            guard case MediaError.invalidFrame = error else { return XCTFail("\(error)") }
        }
    }
}
