import Foundation
@testable import MediaEncoding
import XCTest
import ZoetropeTestSupport

/// The preview's PNG (`BandedPNGEncoder`): decoded by FFmpeg's command-line tool with CRC checks
/// on, it gives exactly the straight pixels of the formula `round(c × 255 / a)` — across band
/// boundaries (301×197 is four bands of up to 64 rows, the last partial), through flat runs and
/// every alpha.
final class BandedPNGEncoderTests: XCTestCase {
    private let fixture = StraightAlphaFixture()

    func testFFmpegDecodesTheStraightPixelsAcrossBands() throws {
        let folder = try makeTemporaryFolder()
        let frame = fixture.frame
        let url = folder.appendingPathComponent("frame.png")
        try Data(try BandedPNGEncoder.encode(frame)).write(to: url)
        let decoded = [UInt8](try FFTools.run("ffmpeg", ["-v", "error", "-err_detect", "crccheck+explode", "-i", url.path,
                                                         "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]))
        XCTAssertEqual(decoded.count, 4 * fixture.width * fixture.height)
        XCTAssertTrue(decoded == fixture.expectedRGBA(frame), "first difference at byte \(zip(decoded, fixture.expectedRGBA(frame)).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1)")
    }

    func testTheFileIsTheSameEveryTime() throws {
        let frame = fixture.frame
        XCTAssertEqual(try BandedPNGEncoder.encode(frame), try BandedPNGEncoder.encode(frame))
    }

    func testAFrameShorterThanItsRowsSayIsRefused() {
        let short = PixelFrame(width: 10, height: 10, bytesPerRow: 40, pixels: [UInt8](repeating: 0, count: 399))
        XCTAssertThrowsError(try BandedPNGEncoder.encode(short)) { error in
            guard case MediaError.invalidFrame = error else { return XCTFail("\(error)") }
        }
    }
}
