import Foundation
import MediaEncoding
import XCTest

/// Same frames and options give byte-identical files, so rendered videos can be snapshot-tested.
final class DeterminismTests: XCTestCase {
    func testTwoRunsWriteIdenticalBytesInEveryFormat() throws {
        let folder = try makeTemporaryDirectory(self)
        let frames = (0..<6).map { TestImages.frame(TestImages.movingSquare(width: 64, height: 64, x: 2 + 5 * $0)) }
        let cases: [(OutputFormat, String)] = [(.mp4, "mp4"), (.hevc, "mp4"), (.webm, "webm"), (.prores, "mov"),
                                               (.apng, "apng"), (.webp, "webp"), (.gif, "gif")]
        for (format, pathExtension) in cases {
            let runs = try (0..<2).map { run -> Data in
                let url = folder.appendingPathComponent("run\(run).\(pathExtension)")
                try writeAll(frames, format: format, to: url,
                             options: EncodingOptions(fps: 25, preset: "ultrafast", transparent: format == .webm))
                return try Data(contentsOf: url)
            }
            XCTAssertEqual(runs[0], runs[1], "\(format)")
        }
    }
}
