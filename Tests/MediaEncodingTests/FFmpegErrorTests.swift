import CFFmpeg
@testable import MediaEncoding
import XCTest

/// FFmpeg failures become `MediaError.ffmpeg` naming the call and carrying FFmpeg's own message.
final class FFmpegErrorTests: XCTestCase {
    func testMissingEncoderAndFilterCarryFFmpegMessages() {
        XCTAssertThrowsError(try VideoEncoder(codecName: "no-such-encoder")) { error in
            XCTAssertEqual(error as? MediaError, .ffmpeg(call: "avcodec_find_encoder_by_name(no-such-encoder)",
                                                         code: FFmpegErrorTag.encoderNotFound, message: "Encoder not found"))
        }
        XCTAssertThrowsError(try FilterGraph().addFilter("no-such-filter", name: "x", arguments: nil)) { error in
            guard case let MediaError.ffmpeg(_, _, message) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(message, "Filter not found")
        }
    }

    func testUnknownCodecOptionIsRejected() throws {
        let encoder = try VideoEncoder(codecName: "png")
        encoder.context.pointee.width = 8
        encoder.context.pointee.height = 8
        encoder.context.pointee.pix_fmt = AV_PIX_FMT_RGBA
        encoder.context.pointee.time_base = AVRational(num: 1, den: 25)
        XCTAssertThrowsError(try encoder.open(options: [("no_such_option", "1")])) { error in
            XCTAssertTrue("\(error)".contains("no_such_option"), "\(error)")
        }
    }

    func testNegativeCodesBecomeErrorsWithTheCallName() {
        XCTAssertThrowsError(try ffmpegCheck(-2, "open(x)")) { error in
            XCTAssertEqual("\(error)", "open(x) failed (-2): No such file or directory")
        }
        XCTAssertEqual(try ffmpegCheck(5, "ok"), 5)
    }
}
