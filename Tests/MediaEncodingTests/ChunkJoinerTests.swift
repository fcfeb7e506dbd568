import Foundation
import MediaEncoding
import XCTest
import ZoetropeTestSupport

/// Chunks written by the video writers and joined by `ChunkJoiner` give the frames, timestamps and
/// pictures of one writer given every frame (H.264 and HEVC: its file byte for byte); parts that
/// do not make up one render are refused.
final class ChunkJoinerTests: XCTestCase {
    /// Segments of 40 frames: in 3 chunks of 15, chunk 1 encodes 0…29 and gives the join nothing,
    /// chunk 2 encodes 0…44 and gives both segments. A cut at frame 26 makes x264 place a key frame
    /// inside chunk 2's lead-in, where the MP4 demuxer, following the edit list, would start.
    private let width = 96, height = 64, fps = 30, total = 45, segmentLength = 40

    private var frames: [PixelFrame] {
        (0..<total).map { index in
            var image = TestImages.movingSquare(width: width, height: height, x: index * 2)
            if index >= 26 { image = image.map { $0.map { RGBA(r: 255 - $0.r, g: 255 - $0.g, b: 255 - $0.b) } } }
            return TestImages.frame(image)
        }
    }

    /// Writes chunk `index` of `count` (or every frame when `count` is nil) to `name`.
    private func write(_ name: String, in folder: URL, format: OutputFormat, chunk: (index: Int, count: Int)? = nil,
                       render: String = "r", crf: Int? = nil) throws -> URL {
        var options = EncodingOptions(fps: fps, crf: crf)
        options.segmentLength = segmentLength
        var selected = frames
        if let chunk {
            let placement = try ChunkPlacement(chunk: Chunk(index: chunk.index, count: chunk.count), totalFrames: total,
                                               fps: fps, render: render, segments: options.encoderSegments(for: format))
            options.chunk = placement
            selected = Array(selected[placement.encodedFrames])
        }
        let url = folder.appendingPathComponent(name)
        try writeAll(selected, format: format, to: url, options: options)
        return url
    }

    /// Each decoded frame's time in seconds, as ffprobe shows it.
    private func frameTimes(_ url: URL) throws -> [String] {
        let data = try FFTools.run("ffprobe", ["-v", "error", "-select_streams", "v", "-show_entries", "frame=pts_time",
                                               "-of", "csv=p=0", url.path])
        // A key frame's line may carry a trailing field for its side data (x264's settings SEI).
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map { String($0.split(separator: ",")[0]) }
    }

    @discardableResult
    private func assertJoinMatchesOneWriter(_ format: OutputFormat, extension name: String, minimumPSNR: Double) throws -> (single: URL, joined: URL) {
        let folder = try makeTemporaryFolder("media-tests")
        let single = try write("single.\(name)", in: folder, format: format)
        // Given out of order: the joiner orders chunks by their recorded place.
        let parts = try [2, 0, 1].map { try write("part-\($0).\(name)", in: folder, format: format, chunk: ($0, 3)).path }
        let joined = folder.appendingPathComponent("joined.\(name)")
        let summary = try ChunkJoiner.join(parts, into: joined, format: format)
        XCTAssertEqual([summary.chunks, summary.frames], [3, total])

        XCTAssertEqual(try frameTimes(joined), try frameTimes(single), "the same frames at the same times")
        XCTAssertEqual(try frameTimes(joined).count, total)
        let expected = [UInt8](try FFTools.decode(single, pixelFormat: "rgb24"))
        let decoded = [UInt8](try FFTools.decode(joined, pixelFormat: "rgb24"))
        XCTAssertEqual(decoded.count, expected.count)
        let frameBytes = width * height * 3
        for index in 0..<total {
            let range = index * frameBytes..<(index + 1) * frameBytes
            XCTAssertGreaterThanOrEqual(psnr(Array(decoded[range]), Array(expected[range])), minimumPSNR, "frame \(index)")
        }
        let tags = try FFTools.run("ffprobe", ["-v", "error", "-show_entries", "format_tags", "-of", "csv=p=0", joined.path])
        XCTAssertFalse(String(decoding: tags, as: UTF8.self).contains("chunk="), "the joined file is not itself a chunk")
        return (single, joined)
    }

    func testMP4ChunksJoinIntoTheSingleWritersFileByteForByteWithFastStart() throws {
        let files = try assertJoinMatchesOneWriter(.mp4, extension: "mp4", minimumPSNR: .infinity)
        XCTAssertEqual(try Data(contentsOf: files.joined), try Data(contentsOf: files.single), "each segment is encoded alike")
        let folder = try makeTemporaryFolder("media-tests")
        let parts = try (0..<2).map { try write("p\($0).mp4", in: folder, format: .mp4, chunk: ($0, 2)).path }
        let joined = folder.appendingPathComponent("j.mp4")
        try ChunkJoiner.join(parts, into: joined, format: .mp4)
        let boxes = topLevelBoxes(of: try Data(contentsOf: joined))
        XCTAssertLessThan(try XCTUnwrap(boxes.firstIndex(of: "moov")), try XCTUnwrap(boxes.firstIndex(of: "mdat")), "\(boxes)")
    }

    func testAJoinIsTheSameBytesWhateverTheOrderTheChunksAreGivenIn() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let parts = try (0..<3).map { try write("p\($0).mp4", in: folder, format: .mp4, chunk: ($0, 3)).path }
        let first = folder.appendingPathComponent("a.mp4"), second = folder.appendingPathComponent("b.mp4")
        try ChunkJoiner.join(parts, into: first, format: .mp4)
        try ChunkJoiner.join(parts.reversed(), into: second, format: .mp4)
        XCTAssertEqual(try Data(contentsOf: first), try Data(contentsOf: second))
    }

    func testHEVCChunksJoinIntoTheSingleWritersFileByteForByte() throws {
        let files = try assertJoinMatchesOneWriter(.hevc, extension: "mp4", minimumPSNR: .infinity)
        XCTAssertEqual(try Data(contentsOf: files.joined), try Data(contentsOf: files.single), "each segment is encoded alike")
    }

    func testWebMChunksJoin() throws {
        try assertJoinMatchesOneWriter(.webm, extension: "webm", minimumPSNR: 40)
    }

    func testProResChunksJoinIntoIdenticalPictures() throws {
        // Intra-only: every frame is coded alone, so the pictures are the single writer's exactly.
        try assertJoinMatchesOneWriter(.prores, extension: "mov", minimumPSNR: .infinity)
    }

    func testAChunkPlaysAloneFromZeroWithAllItsFramesAndNotItsLeadIn() throws {
        let folder = try makeTemporaryFolder("media-tests")
        // Chunk 1 of 3 holds frames 15…29 and encodes 0…29: its segment starts at 0.
        let part = try write("p1.mp4", in: folder, format: .mp4, chunk: (1, 3))
        let times = try frameTimes(part).compactMap(Double.init)
        XCTAssertEqual(times, (0..<15).map { Double($0) / Double(fps) }.map { ($0 * 1e6).rounded() / 1e6 })
        let decoded = [UInt8](try FFTools.decode(part, pixelFormat: "rgb24"))
        let frameBytes = width * height * 3
        let truth = TestImages.movingSquare(width: width, height: height, x: 15 * 2)
        XCTAssertEqual(decoded.count, 15 * frameBytes)
        XCTAssertGreaterThan(psnr(Array(decoded[0..<frameBytes]), packed(truth, alpha: false)), 30, "the first frame shown is frame 15")
    }

    func testPartsThatAreNotOneRenderAreRefusedNamingTheProblem() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let parts = try (0..<3).map { try write("p\($0).mp4", in: folder, format: .mp4, chunk: ($0, 3)).path }
        let other = try write("other.mp4", in: folder, format: .mp4, chunk: (2, 3), render: "another").path
        let whole = try write("whole.mp4", in: folder, format: .mp4).path
        let webm = try write("p0.webm", in: folder, format: .webm, chunk: (0, 3)).path
        let output = folder.appendingPathComponent("out.mp4")
        let cases: [([String], String)] = [
            ([parts[0], parts[2]], "chunk 1/3 missing"),
            ([parts[0], parts[1], parts[1], parts[2]], "are both chunk 1/3"),
            ([parts[0], parts[1], other], "different renders"),
            ([whole], "is not a chunk of a render"),
            ([webm, parts[1], parts[2]], "holds vp9 video"),
            ([folder.appendingPathComponent("absent.mp4").path], "absent.mp4"),
        ]
        for (given, message) in cases {
            XCTAssertThrowsError(try ChunkJoiner.join(given, into: output, format: .mp4), message) { error in
                XCTAssertTrue("\(error)".contains(message), "\(message): \(error)")
            }
        }
    }
}
