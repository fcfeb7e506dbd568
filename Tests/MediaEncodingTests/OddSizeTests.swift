import Foundation
import MediaEncoding
import XCTest
import ZoetropeTestSupport

/// Every format accepts odd frame sizes; only 4:2:0 formats round up to even.
final class OddSizeTests: XCTestCase {
    func testEveryFormatWritesA33By17Animation() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let frames = (0..<3).map { TestImages.frame(TestImages.movingSquare(width: 33, height: 17, x: 2 + 5 * $0, size: 7)) }
        let cases: [(OutputFormat, String, width: Int, height: Int)] = [
            (.mp4, "a.mp4", 34, 18), (.webm, "c.webm", 34, 18), (.prores, "d.mov", 33, 17),
            (.gif, "e.gif", 33, 17), (.apng, "f.apng", 33, 17), (.pngSequence(pattern: ""), "g-%d.png", 33, 17),
        ]
        for (format, name, width, height) in cases {
            let url = folder.appendingPathComponent(name)
            let resolved = format == .pngSequence(pattern: "") ? OutputFormat.pngSequence(pattern: url.path) : format
            try writeAll(frames, format: resolved, to: url,
                         options: EncodingOptions(fps: 25, preset: "ultrafast", transparent: true))
            let probed = name.contains("%d") ? folder.appendingPathComponent("g-2.png") : url
            let (stream, _) = try FFTools.probe(probed)
            XCTAssertEqual(stream["width"] as? Int, width, name)
            XCTAssertEqual(stream["height"] as? Int, height, name)
        }
    }

    func testHEVCPadsOddSizesAndRejectsFramesUnder64Pixels() throws {
        let url = try makeTemporaryFolder("media-tests").appendingPathComponent("h.mp4")
        let frames = (0..<2).map { TestImages.frame(TestImages.movingSquare(width: 65, height: 67, x: 2 + 5 * $0)) }
        try writeAll(frames, format: .hevc, to: url, options: EncodingOptions(fps: 25, preset: "ultrafast"))
        let (stream, _) = try FFTools.probe(url)
        XCTAssertEqual(stream["width"] as? Int, 66)
        XCTAssertEqual(stream["height"] as? Int, 68)
        XCTAssertThrowsError(try makeWriter(format: .hevc, url: url, width: 64, height: 63, options: EncodingOptions())) {
            XCTAssertTrue("\($0)".contains("at least 64×64"), "\($0)")
        }
    }
}
