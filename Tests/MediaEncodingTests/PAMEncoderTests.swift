import Foundation
@testable import MediaEncoding
import XCTest
import ZoetropeTestSupport

/// The preview's PAM frames (`FrameImageEncoder`, `.pam`): Netpbm's header as its specification
/// writes it, then straight RGBA rows — read back by FFmpeg and by the header's own arithmetic,
/// exactly the formula's pixels, padded source rows and every alpha included.
final class PAMEncoderTests: XCTestCase {
    private let fixture = StraightAlphaFixture()

    private func encode(_ frame: PixelFrame) throws -> Data {
        try frame.pixels.withUnsafeBytes {
            try FrameImageEncoder.encode($0, width: frame.width, height: frame.height, bytesPerRow: frame.bytesPerRow, as: .pam)
        }
    }

    func testTheHeaderThenTheStraightRowsFromTheTop() throws {
        let frame = fixture.frame
        let file = try encode(frame)
        let header = "P7\nWIDTH 301\nHEIGHT 197\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"
        XCTAssertEqual(String(decoding: file.prefix(header.utf8.count), as: UTF8.self), header)
        XCTAssertEqual(file.count, header.utf8.count + 4 * 301 * 197)
        XCTAssertTrue([UInt8](file.dropFirst(header.utf8.count)) == fixture.expectedRGBA(frame))
    }

    func testFFmpegDecodesTheStraightPixels() throws {
        let folder = try makeTemporaryFolder()
        let frame = fixture.frame
        let url = folder.appendingPathComponent("frame.pam")
        try encode(frame).write(to: url)
        let decoded = [UInt8](try FFTools.run("ffmpeg", ["-v", "error", "-i", url.path, "-frames:v", "1",
                                                         "-f", "rawvideo", "-pix_fmt", "rgba", "-"]))
        XCTAssertTrue(decoded == fixture.expectedRGBA(frame), "first difference at byte \(zip(decoded, fixture.expectedRGBA(frame)).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1)")
    }

    func testAFrameShorterThanItsRowsSayIsRefused() {
        let short = [UInt8](repeating: 0, count: 399)
        XCTAssertThrowsError(try short.withUnsafeBytes {
            try FrameImageEncoder.encode($0, width: 10, height: 10, bytesPerRow: 40, as: .pam)
        }) { error in
            guard case MediaError.invalidFrame = error else { return XCTFail("\(error)") }
        }
    }
}
