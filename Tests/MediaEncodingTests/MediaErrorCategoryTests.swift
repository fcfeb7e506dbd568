import MediaEncoding
import XCTest

/// Each `MediaError` case declares its category beside it: an encoding option that cannot be
/// honoured is a usage error and says "invalid encoding option: " and what was wrong; anything
/// that failed while doing the work is a failure.
final class MediaErrorCategoryTests: XCTestCase {
    func testOptionsThatCannotBeHonouredAreUsageErrorsSayingWhatWasWrong() {
        let usage: [(MediaError, String)] = [
            (.unknownOptions(call: "avformat_write_header", names: ["a", "b"]), "avformat_write_header does not know the option(s) a, b"),
            (.outOfRange(setting: "GIF maxColors", value: "1", allowed: "2...256"), "GIF maxColors 1 is outside 2...256"),
            (.notOneOf(setting: "preset", value: "quick", choices: ["fast", "slow"]), "preset 'quick' is not one of fast, slow"),
            (.beyondFrameBounds("fps 0 is out of range"), "fps 0 is out of range"),
            (.beyondFormatLimit(format: "GIF", problem: "fps 60 is above 50"), "GIF fps 60 is above 50"),
            (.cannotCarry(format: "GIF", track: "an audio track", carriers: ["MP4", "MOV"]), "GIF cannot carry an audio track; MP4 and MOV can"),
            (.cannotBeChunked(format: "GIF", chunk: "0/2", chunkable: ".mp4"), "GIF cannot be rendered in chunks (chunk 0/2)"),
            (.chunkSegmentsDiffer(chunk: "0/2", placed: 30, format: "MP4", encoded: 60),
             "chunk 0/2 was placed for segments of 30 frames, but MP4 is encoded in 60"),
            (.invalidSegmentLength(0), "segment length 0 is not a positive number of frames"),
            (.invalidSubtitleTiming(text: "Hi", startMilliseconds: 5, endMilliseconds: 5), "subtitle \"Hi\" must end after it starts"),
            (.invalidAudioClip(path: "a.wav"), "audio a.wav: volume must be 0 or more"),
            (.invalidFramePattern(pattern: "f.png", problem: "needs exactly one %d directive"), "PNG sequence pattern 'f.png' needs exactly one %d"),
            (.wrongWriter(format: "PNG", reason: "is a still"), "PNG is a still"),
            (.codecNotHeld(.vp9, output: "a .mp4 file", held: [.h264, .hevc]), "a .mp4 file cannot hold vp9 video; its codecs: h264, hevc"),
        ]
        for (error, problem) in usage {
            XCTAssertEqual(error.category, .usage, "\(error)")
            XCTAssertTrue(error.description.hasPrefix("invalid encoding option: " + problem), "\(error)")
        }
        let unsupported = MediaError.unsupportedFormat(path: "a.avi", supported: [".mp4"])
        XCTAssertEqual(unsupported.category, .usage)
        XCTAssertTrue(unsupported.description.hasPrefix("cannot tell the output format of 'a.avi'"), unsupported.description)
    }

    func testWorkThatFailedIsAFailure() {
        let failures: [MediaError] = [.ffmpeg(call: "avcodec_open2", code: -22, message: "Invalid argument"), .invalidFrame("x"),
                                      .invalidState("x"), .io("x"), .decoding("x")]
        for error in failures { XCTAssertEqual(error.category, .failure, "\(error)") }
    }

    func testTheLibrarysOwnChecksThrowTheCasesThatSayWhatWasWrong() {
        var options = EncodingOptions()
        options.gif.maxColors = 1
        XCTAssertThrowsError(try options.validate(for: OutputFormat.forPath("a.gif"), width: 64, height: 64)) {
            XCTAssertEqual($0 as? MediaError, .outOfRange(setting: "GIF maxColors", value: "1", allowed: "2...256"))
        }
        options = EncodingOptions()
        options.crf = 99
        XCTAssertThrowsError(try options.validate(for: OutputFormat.forPath("a.mp4"), width: 64, height: 64)) {
            XCTAssertEqual($0 as? MediaError, .outOfRange(setting: "MP4 crf", value: "99", allowed: "1...51"))
        }
        XCTAssertThrowsError(try FrameFileNamePattern("f-%d%d.png")) {
            guard case .invalidFramePattern(pattern: "f-%d%d.png", _)? = $0 as? MediaError else { return XCTFail("\($0)") }
        }
    }
}
