import Foundation
@testable import MediaEncoding
import XCTest
import ZoetropeTestSupport

/// What `GIFFrameOptimizer` and `GIFLZWEncoder` store, checked against FFmpeg's own GIF decoder:
/// the pixels shown are exactly the frames given, however the frames were cut, merged or made
/// transparent.
final class GIFFrameOptimizationTests: XCTestCase {
    /// A 160×120 image of 4×2 tiles in the 64 colours of a 4-level RGB grid (which any palette
    /// of 255 keeps exactly), drawn by a seeded generator; a different seed changes the tiles
    /// whose index is a multiple of `changeEvery`.
    private func tiles(seed: UInt64, changeEvery: Int = 1) -> [[RGBA]] {
        let colours = (0..<64).map { RGBA(r: UInt8($0 & 3) * 85, g: UInt8($0 >> 2 & 3) * 85, b: UInt8($0 >> 4) * 85) }
        var base = SplitMix(seed: 1), changed = SplitMix(seed: seed)
        var grid: [[Int]] = []
        for row in 0..<60 {
            grid.append((0..<40).map { column in
                let original = Int(base.next() % 64), other = Int(changed.next() % 64)
                return (row * 40 + column) % changeEvery == 0 ? other : original
            })
        }
        return (0..<120).map { y in (0..<160).map { x in colours[grid[y / 2][x / 4]] } }
    }

    private func write(_ images: [[[RGBA]]], fps: Int = 25) throws -> URL {
        let url = try makeTemporaryFolder("media-tests").appendingPathComponent("tiles.gif")
        try writeAll(images.map { TestImages.frame($0) }, format: .gif, to: url,
                     options: EncodingOptions(fps: fps, gif: GIFOptions(dither: .none)))
        return url
    }

    func testFramesWhoseTablesFillManyTimesDecodeExactly() throws {
        // 19,200 pixels of 2,400 random tiles fill the 4,096-code table several times per frame; the
        // later frames change every third or fifth tile, so their rectangles mix changed and
        // unchanged pixels, stretches of which become transparent.
        let images = [tiles(seed: 1), tiles(seed: 2, changeEvery: 3), tiles(seed: 3, changeEvery: 5)]
        let url = try write(images)
        assertSamePixels([UInt8](try FFTools.decode(url, pixelFormat: "rgb24")), images.flatMap { packed($0, alpha: false) })
        let gif = try GIFStructure(try Data(contentsOf: url))
        XCTAssertEqual(gif.globalPaletteSize, 128, "64 colours and the transparent entry")
    }

    func testIdenticalFramesAreStoredOnceWithTheirDelaysAdded() throws {
        let still = tiles(seed: 1), moved = tiles(seed: 2, changeEvery: 7)
        let url = try write([still, still, still, moved, moved], fps: 25)
        let gif = try GIFStructure(try Data(contentsOf: url))
        XCTAssertEqual(gif.images.count, 2)
        XCTAssertEqual(gif.delays, [12, 8], "three and two frames of 4 cs")
        let decoded = [UInt8](try FFTools.decode(url, pixelFormat: "rgb24", filter: "fps=25"))
        assertSamePixels(decoded, [still, still, still, moved, moved].flatMap { packed($0, alpha: false) })
    }

    func testAChangedFrameIsShorterThanItsRectangleWrittenPlainly() {
        // 255 distinct greys and the transparent entry: indices map to themselves.
        let palette = (0..<255).map { 0xFF00_0000 | UInt32($0) * 0x01_0101 } + [0]
        let table = palette.withUnsafeBufferPointer { GIFColorTable(palette: $0.baseAddress!) }
        XCTAssertEqual(table.transparentIndex, 255)
        let optimizer = GIFFrameOptimizer(width: 160, height: 120, table: table, transparentOutput: false)
        var random = SplitMix(seed: 3)
        let first = (0..<160 * 120).map { _ in UInt8(random.next() % 8) }
        var second = first
        for index in stride(from: 2 * 160 + 10, to: 100 * 160, by: 3) { second[index] = UInt8(random.next() % 8) }
        XCTAssertEqual(optimizer.add([(first, 4)]).count, 0, "the first frame waits for its delay to be known")
        let whole = optimizer.add([(second, 4)])
        XCTAssertEqual(whole.map { [$0.x, $0.y, $0.width, $0.height] }, [[0, 0, 160, 120]])
        let changed = optimizer.finish()
        // Changed pixels lie in rows 2…99 (the stride touches every column there).
        XCTAssertEqual(changed.map { [$0.x, $0.y, $0.width, $0.height] }, [0, 2, 160, 98])
        let rectangle = Array(second[(2 * 160)..<(100 * 160)])
        let plain = rectangle.withUnsafeBufferPointer {
            GIFLZWEncoder().encode($0.baseAddress!, count: $0.count, minimumCodeSize: 8)
        }
        XCTAssertLessThan(changed?.data.count ?? .max, plain.count, "two of three pixels unchanged: transparency pays")
    }

    /// Frames are encoded in parallel a batch at a time; the file is the same whatever the
    /// batches, since each frame depends only on the one before.
    func testBatchesDoNotChangeTheFrames() {
        let palette = (0..<255).map { 0xFF00_0000 | UInt32($0) * 0x01_0101 } + [0]
        let table = palette.withUnsafeBufferPointer { GIFColorTable(palette: $0.baseAddress!) }
        var random = SplitMix(seed: 5)
        var frames: [[UInt8]] = [(0..<64 * 48).map { _ in UInt8(random.next() % 4) }]
        for index in 1..<10 {
            var next = frames[index - 1]
            if index % 3 != 0 { for pixel in stride(from: index, to: next.count, by: 7 + index) { next[pixel] = UInt8(random.next() % 4) } }
            frames.append(next)
        }
        func optimised(batchSize: Int) -> [GIFFileFormat.Frame] {
            let optimizer = GIFFrameOptimizer(width: 64, height: 48, table: table, transparentOutput: false)
            var result: [GIFFileFormat.Frame] = []
            for start in stride(from: 0, to: frames.count, by: batchSize) {
                result += optimizer.add(frames[start..<min(start + batchSize, frames.count)].map { ($0, 3) })
            }
            return result + [optimizer.finish()].compactMap { $0 }
        }
        let one = optimised(batchSize: 1), all = optimised(batchSize: 10), three = optimised(batchSize: 3)
        XCTAssertEqual(one.count, 7, "frames 3, 6 and 9 repeat the one before")
        XCTAssertEqual([all.count, three.count], [7, 7])
        for (a, b) in Array(zip(one, all)) + Array(zip(one, three)) {
            XCTAssertEqual([a.x, a.y, a.width, a.height, a.delay], [b.x, b.y, b.width, b.height, b.delay])
            XCTAssertEqual(a.data, b.data)
        }
        XCTAssertEqual(one.map(\.delay).reduce(0, +), 30)
    }

    func testColorTableFoldsDuplicatesAndMovesTransparencyAfterTheColours() {
        var palette = [UInt32](repeating: 0xFF11_2233, count: 256)
        palette[0] = 0xFFAA_BBCC
        palette[1] = 0xFF11_2233
        palette[255] = 0x0000_FF00
        let table = palette.withUnsafeBufferPointer { GIFColorTable(palette: $0.baseAddress!) }
        XCTAssertEqual(table.size, 4)
        XCTAssertEqual(table.minimumCodeSize, 2)
        XCTAssertEqual(Array(table.rgb[0..<6]), [0xAA, 0xBB, 0xCC, 0x11, 0x22, 0x33])
        XCTAssertEqual(table.transparentIndex, 2)
        XCTAssertEqual(table.remap[1], 1)
        XCTAssertEqual(table.remap[200], 1, "a repeat of the last colour is the same entry")
        XCTAssertEqual(table.remap[255], 2)
    }
}

/// Fails with a short summary (count and first differing byte), not the whole buffers.
func assertSamePixels(_ decoded: [UInt8], _ expected: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    guard decoded.count == expected.count else {
        return XCTFail("decoded \(decoded.count) bytes, expected \(expected.count)", file: file, line: line)
    }
    let differing = zip(decoded, expected).enumerated().filter { $0.element.0 != $0.element.1 }
    if let first = differing.first {
        XCTFail("\(differing.count) bytes differ; first at \(first.offset): \(first.element.0) instead of \(first.element.1)",
                file: file, line: line)
    }
}

/// A seeded 64-bit generator (SplitMix64), so test images are the same on every run.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
