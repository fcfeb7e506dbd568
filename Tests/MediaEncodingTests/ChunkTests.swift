@testable import MediaEncoding
import XCTest

/// `Chunk` splits a render's frames as the formula says; its placement survives the trip through
/// a file's metadata.
final class ChunkTests: XCTestCase {
    func testChunksPartitionTheFramesInOrderWithinOneFrameOfEachOther() throws {
        for total in [1, 2, 7, 100, 630, 1001] {
            for count in 1...min(total, 9) {
                let ranges = try (0..<count).map { try Chunk(index: $0, count: count).frames(ofTotal: total) }
                XCTAssertEqual(ranges.first?.lowerBound, 0)
                XCTAssertEqual(ranges.last?.upperBound, total)
                for (earlier, later) in zip(ranges, ranges.dropFirst()) { XCTAssertEqual(earlier.upperBound, later.lowerBound) }
                let sizes = ranges.map(\.count)
                XCTAssertLessThanOrEqual(sizes.max()! - sizes.min()!, 1, "\(total) frames in \(count)")
                XCTAssertGreaterThan(sizes.min()!, 0)
                for (index, range) in ranges.enumerated() {
                    XCTAssertEqual(range, index * total / count ..< (index + 1) * total / count)
                }
            }
        }
    }

    /// A render with at least as many segments as chunks gives each chunk whole segments: the
    /// chunks cover every frame once, start on a segment's first frame, hold ⌊S/n⌋ or ⌈S/n⌉ of the
    /// S segments, and need no lead-in. With fewer segments than chunks, frames split evenly.
    func testChunksHoldWholeSegmentsWhenThereAreEnough() throws {
        for total in [1, 49, 50, 51, 730, 36000] {
            for length in [1, 50, 250] {
                let segments = EncoderSegments(length: length), segmentCount = (total + length - 1) / length
                XCTAssertEqual(segments.count(inTotal: total), segmentCount)
                for count in Set([1, 2, 3, 8, 32, 72, segmentCount].filter { $0 <= total }) {
                    let name = "\(total) frames, segments of \(length), \(count) chunks"
                    let chunks = try (0..<count).map {
                        try ChunkPlacement(chunk: Chunk(index: $0, count: count), totalFrames: total, fps: 30, render: "r",
                                           segments: segments)
                    }
                    XCTAssertEqual(chunks.flatMap { Array($0.frames) }, Array(0..<total), name)
                    guard segmentCount >= count else {
                        XCTAssertEqual(chunks.map(\.frames), try (0..<count).map { try Chunk(index: $0, count: count).frames(ofTotal: total) }, name)
                        continue
                    }
                    for chunk in chunks {
                        XCTAssertEqual(chunk.frames.lowerBound % length, 0, name)
                        XCTAssertEqual(chunk.encodedFrames, chunk.frames, "\(name): no lead-in")
                        XCTAssertEqual(chunk.joinedFrames, chunk.frames, name)
                        let held = (chunk.frames.count + length - 1) / length
                        XCTAssertTrue([segmentCount / count, (segmentCount + count - 1) / count].contains(held), "\(name): \(held) segments")
                    }
                }
            }
        }
        // 36,000 frames (10 minutes at 60 fps) in 250-frame segments: 144 segments, 18 per chunk of 8.
        let chunk = try ChunkPlacement(chunk: Chunk(index: 3, count: 8), totalFrames: 36000, fps: 60, render: "r", segments: .standard)
        XCTAssertEqual(chunk.frames, 13500..<18000)
    }

    func testParsingAcceptsIOverNCountingFromZero() throws {
        XCTAssertEqual(try Chunk(parsing: "0/4"), try Chunk(index: 0, count: 4))
        XCTAssertEqual(try Chunk(parsing: "3/4").description, "3/4")
        for bad in ["4/4", "-1/4", "1/0", "x", "1/", "/2", "1/2/3", ""] {
            XCTAssertThrowsError(try Chunk(parsing: bad), bad) { error in
                XCTAssertTrue(error is ChunkError, "\(bad): \(error)")
            }
        }
        XCTAssertThrowsError(try Chunk(parsing: "4/4")) { error in
            XCTAssertTrue("\(error)".contains("chunks count from 0, so use 0…3"), "\(error)")
        }
    }

    func testPlacementRoundTripsThroughItsMetadataValue() throws {
        let placement = try ChunkPlacement(chunk: Chunk(index: 2, count: 3), totalFrames: 95, fps: 60, render: "a1b2")
        XCTAssertEqual(ChunkPlacement(metadataValue: placement.metadataValue), placement)
        XCTAssertEqual(placement.frames, 63..<95)
        for bad in ["", "chunk=2/3", "chunk=5/3;frames=95;fps=60;render=x", "chunk=2/3;frames=2;fps=60;render=x",
                    "chunk=2/3;frames=95;fps=0;render=x", "nonsense"] {
            XCTAssertNil(ChunkPlacement(metadataValue: bad), bad)
        }
        XCTAssertThrowsError(try ChunkPlacement(chunk: Chunk(index: 0, count: 5), totalFrames: 4, fps: 30, render: "r"))
        let segmented = try ChunkPlacement(chunk: Chunk(index: 1, count: 3), totalFrames: 95, fps: 60, render: "a1b2",
                                           segments: EncoderSegments(length: 25))
        XCTAssertEqual(ChunkPlacement(metadataValue: segmented.metadataValue), segmented)
        XCTAssertNil(ChunkPlacement(metadataValue: segmented.metadataValue + "x"), "a segment length that is not a number")
    }

    /// With segments, each chunk encodes from the start of the segment its first frame falls in, and
    /// the join takes every segment, whole, from exactly one chunk: the one it ends in.
    func testSegmentedChunksEncodeFromTheirSegmentAndShareEverySegmentOut() throws {
        let placement = try ChunkPlacement(chunk: Chunk(index: 1, count: 4), totalFrames: 630, fps: 60, render: "r",
                                           segments: .standard)
        XCTAssertEqual(placement.frames, 157..<315)
        XCTAssertEqual(placement.encodedFrames, 0..<315)
        for total in [1, 7, 30, 249, 250, 251, 630, 1000] {
            for length in [1, 3, 10, 250] {
                for count in Set([1, 2, 3, 4, 7, min(total, 16), total].filter { $0 <= total }) {
                    let chunks = try (0..<count).map {
                        try ChunkPlacement(chunk: Chunk(index: $0, count: count), totalFrames: total, fps: 30, render: "r",
                                           segments: EncoderSegments(length: length))
                    }
                    let name = "\(total) frames, segments of \(length), \(count) chunks"
                    XCTAssertEqual(chunks.flatMap { Array($0.joinedFrames) }, Array(0..<total), name)
                    for chunk in chunks {
                        XCTAssertTrue(chunk.encodedFrames.lowerBound % length == 0 && chunk.encodedFrames.upperBound == chunk.frames.upperBound
                                      && chunk.encodedFrames.lowerBound > chunk.frames.lowerBound - length, name)
                        if !chunk.joinedFrames.isEmpty {
                            XCTAssertEqual(chunk.joinedFrames.lowerBound, chunk.encodedFrames.lowerBound, name)
                            XCTAssertTrue(chunk.joinedFrames.upperBound % length == 0 || chunk.joinedFrames.upperBound == total, name)
                        }
                    }
                }
            }
        }
    }

    func testOnlyVideoContainersAndPNGSequencesCanBeChunked() {
        XCTAssertEqual([OutputFormat.mp4, .hevc, .webm, .prores, .pngSequence(pattern: "f-%d.png")].filter(\.canBeChunked).count, 5)
        for format in [OutputFormat.gif, .apng, .webp] {
            var options = EncodingOptions(fps: 30)
            options.chunk = try? ChunkPlacement(chunk: Chunk(index: 0, count: 2), totalFrames: 10, fps: 30, render: "r")
            XCTAssertThrowsError(try options.validate(for: format, width: 16, height: 16)) { error in
                XCTAssertTrue("\(error)".contains("cannot be rendered in chunks"), "\(error)")
            }
        }
    }
}
