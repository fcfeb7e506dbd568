import Foundation
import XCTest
@testable import MediaEncoding

/// Soft subtitle tracks: which formats take one, what the options refuse, and a cue's text and
/// times as FFmpeg reads them back from the written file.
final class SubtitleTrackTests: XCTestCase {
    private let cue = SubtitleCue(text: "Two\nlines", startMilliseconds: 100, endMilliseconds: 350)

    func testOnlyVideoContainersCarryATrack() throws {
        var options = EncodingOptions(fps: 10)
        options.subtitles = [cue]
        for format in [OutputFormat.mp4, .hevc, .webm, .prores] {
            XCTAssertTrue(format.carriesSubtitles)
            XCTAssertNoThrow(try options.validate(for: format, width: 64, height: 64), "\(format)")
        }
        for format in [OutputFormat.gif, .apng, .webp, .pngSequence(pattern: "f-%d.png")] {
            XCTAssertThrowsError(try options.validate(for: format, width: 64, height: 64), "\(format)")
        }
    }

    func testEmptyCuesAreRefused() throws {
        var options = EncodingOptions(fps: 10)
        options.subtitles = [SubtitleCue(text: "never", startMilliseconds: 200, endMilliseconds: 200)]
        XCTAssertThrowsError(try options.validate(for: .mp4, width: 64, height: 64)) { error in
            XCTAssertTrue("\(error)".contains("never"), "\(error)")
        }
    }

    func testChunksKeepTheCuesAsMetadata() throws {
        let cues = [cue, SubtitleCue(text: "Ünïcode \"quoted\"", startMilliseconds: 400, endMilliseconds: 500)]
        XCTAssertEqual(SubtitleCue.cues(metadataValue: try SubtitleCue.metadataValue(cues)), cues)
        XCTAssertNil(SubtitleCue.cues(metadataValue: "not json"))
    }

    /// Overlapping and adjacent cues: in an MP4 or MOV (mov_text, one sample at a time) the track
    /// read back shows, at every instant, exactly the texts the cues show then — the overlap as a
    /// segment holding both — instead of pushing the later cue past the earlier one's end.
    func testOverlappingCuesShowTheSameTextsAtEveryInstantInMovText() throws {
        let cues = [SubtitleCue(text: "First", startMilliseconds: 1000, endMilliseconds: 3000),
                    SubtitleCue(text: "Second", startMilliseconds: 2000, endMilliseconds: 4000),
                    SubtitleCue(text: "Third", startMilliseconds: 4000, endMilliseconds: 5000)]
        for format in [OutputFormat.mp4, .prores] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("overlap-\(UUID().uuidString).\(format == .mp4 ? "mp4" : "mov")")
            defer { try? FileManager.default.removeItem(at: url) }
            var options = EncodingOptions(fps: 10)
            options.subtitles = cues
            let frames = (0..<60).map { _ in PixelFrame(width: 64, height: 64, bytesPerRow: 256, pixels: [UInt8](repeating: 255, count: 64 * 256)) }
            try writeAll(frames, format: format, to: url, options: options)
            let vtt = String(decoding: try FFTools.run("ffmpeg", ["-v", "error", "-i", url.path, "-map", "0:s", "-f", "webvtt", "-"]),
                             as: UTF8.self)
            let expected = ["00:01.000 --> 00:02.000\nFirst", "00:02.000 --> 00:03.000\nFirst\nSecond",
                            "00:03.000 --> 00:04.000\nSecond", "00:04.000 --> 00:05.000\nThird"]
            for block in expected { XCTAssertTrue(vtt.contains(block), "\(format): \(block) in\n\(vtt)") }
            XCTAssertFalse(vtt.contains("00:05.001"), "\(format): no cue pushed past the last end")
        }
    }

    func testSegmentsJoinTheTextsOnScreenAndLeaveSeparateCuesAlone() {
        let a = SubtitleCue(text: "A", startMilliseconds: 0, endMilliseconds: 300)
        let b = SubtitleCue(text: "B", startMilliseconds: 100, endMilliseconds: 200)
        XCTAssertEqual(SubtitleCue.sequentialSegments([a, b]), [
            SubtitleCue(text: "A", startMilliseconds: 0, endMilliseconds: 100),
            SubtitleCue(text: "A\nB", startMilliseconds: 100, endMilliseconds: 200),
            SubtitleCue(text: "A", startMilliseconds: 200, endMilliseconds: 300),
        ])
        let apart = [SubtitleCue(text: "later", startMilliseconds: 500, endMilliseconds: 600), a]
        XCTAssertEqual(SubtitleCue.sequentialSegments(apart), [a, apart[0]])
    }

    func testTheCueIsReadBackWithItsTimesAndLines() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("subtitles-\(UUID().uuidString).mp4")
        defer { try? FileManager.default.removeItem(at: url) }
        var options = EncodingOptions(fps: 10)
        options.subtitles = [cue]
        let frames = (0..<5).map { _ in PixelFrame(width: 64, height: 64, bytesPerRow: 256, pixels: [UInt8](repeating: 255, count: 64 * 256)) }
        try writeAll(frames, format: .mp4, to: url, options: options)
        let vtt = String(decoding: try FFTools.run("ffmpeg", ["-v", "error", "-i", url.path, "-map", "0:s", "-f", "webvtt", "-"]),
                         as: UTF8.self)
        XCTAssertTrue(vtt.contains("00:00.100 --> 00:00.350\nTwo\nlines"), vtt)
    }
}
