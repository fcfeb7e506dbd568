import Foundation
import MediaEncoding
import XCTest
import ZoetropeTestSupport

/// A one-frame render is legitimate (a still exported as video) and must produce a valid file.
/// (FFmpeg's apng muxer writes a single frame as a plain PNG, without animation chunks.)
final class SingleFrameTests: XCTestCase {
    func testEveryFormatWritesASingleFrame() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let frame = TestImages.frame(TestImages.colorChart(width: 64, height: 64))
        let cases: [(OutputFormat, String, codec: String)] = [
            (.mp4, "a.mp4", "h264"), (.hevc, "b.mp4", "hevc"), (.webm, "c.webm", "vp9"), (.prores, "d.mov", "prores"),
            (.gif, "e.gif", "gif"), (.apng, "f.apng", "png"), (.webp, "g.webp", "webp"),
        ]
        for (format, name, codec) in cases {
            let url = folder.appendingPathComponent(name)
            try writeAll([frame], format: format, to: url, options: EncodingOptions(fps: 30, preset: "ultrafast"))
            let (stream, _) = try FFTools.probe(url)
            XCTAssertEqual(stream["codec_name"] as? String, codec, name)
            XCTAssertEqual(stream["nb_read_frames"] as? String, "1", name)
        }
    }
}
