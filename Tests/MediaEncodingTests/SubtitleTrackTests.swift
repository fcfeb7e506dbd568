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
