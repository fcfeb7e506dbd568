@testable import MediaEncoding
import Foundation
import XCTest
import ZoetropeTestSupport

/// What `concat` checks before copying a chunk: that a container ends where its own length
/// fields say (`ContainerExtent`, on files laid out by hand from ISO/IEC 14496-12 and the EBML
/// specification) and that a PNG is whole (`PNGChunks`, on a PNG written by the ffmpeg tool,
/// and the IEND CRC printed in the PNG specification).
final class ChunkIntegrityTests: XCTestCase {
    private func declaredEnd(_ bytes: [UInt8], _ layout: ContainerExtent.Layout) throws -> UInt64? {
        let file = try makeTemporaryFolder("zoetrope-extent").appendingPathComponent("file")
        try Data(bytes).write(to: file)
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        return try ContainerExtent.declaredEnd(of: handle, size: UInt64(bytes.count), layout: layout)
    }

    func testISOBoxesEndWhereTheirSizesSay() throws {
        // ftyp (16 bytes), free (8), mdat with a 64-bit size of 24: 48 bytes.
        let ftyp: [UInt8] = [0, 0, 0, 16] + Array("ftypisom".utf8) + [0, 0, 2, 0]
        let free: [UInt8] = [0, 0, 0, 8] + Array("free".utf8)
        let mdat: [UInt8] = [0, 0, 0, 1] + Array("mdat".utf8) + [0, 0, 0, 0, 0, 0, 0, 24] + Array(repeating: 7, count: 8)
        let file = ftyp + free + mdat
        XCTAssertEqual(try declaredEnd(file, .isoBMFF), 48)
        XCTAssertEqual(try declaredEnd(Array(file.dropLast()), .isoBMFF), 48, "cut by one byte: the sizes reach past the end")
        XCTAssertNil(try declaredEnd(file + [0], .isoBMFF), "a byte that is no box header")
        // A last box of size 0 runs to the end of the file.
        XCTAssertEqual(try declaredEnd(ftyp + [0, 0, 0, 0] + Array("mdat".utf8) + [1, 2, 3], .isoBMFF), 27)
    }

    func testMatroskaElementsEndWhereTheirSizesSay() throws {
        // EBML header (ID 1A 45 DF A3, size 0x84 = 4, 4 bytes) and Segment (ID 18 53 80 67, the
        // two-byte size 0x40 0x10 = 16, 16 bytes): 9 + 22 = 31 bytes.
        let header: [UInt8] = [0x1A, 0x45, 0xDF, 0xA3, 0x84, 1, 2, 3, 4]
        let segment: [UInt8] = [0x18, 0x53, 0x80, 0x67, 0x40, 0x10] + Array(repeating: 9, count: 16)
        XCTAssertEqual(try declaredEnd(header + segment, .matroska), 31)
        XCTAssertEqual(try declaredEnd(Array((header + segment).dropLast()), .matroska), 31)
        // A Segment of unknown size (eight bytes of ones after the marker) cannot be checked.
        let unknown: [UInt8] = [0x18, 0x53, 0x80, 0x67, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF] + [9]
        XCTAssertNil(try declaredEnd(header + unknown, .matroska))
    }

    func testLayoutsAreToldFromTheDemuxersNames() {
        XCTAssertEqual(ContainerExtent.Layout(demuxerName: "mov,mp4,m4a,3gp,3g2,mj2"), .isoBMFF)
        XCTAssertEqual(ContainerExtent.Layout(demuxerName: "matroska,webm"), .matroska)
        XCTAssertNil(ContainerExtent.Layout(demuxerName: "png_pipe"))
    }

    func testAPNGIsWholeDownToItsIEND() throws {
        XCTAssertEqual(PNGChunks.crc32(Array("IEND".utf8)[...]), 0xAE42_6082, "the PNG specification's IEND CRC")
        let file = try makeTemporaryFolder("zoetrope-png").appendingPathComponent("f.png")
        _ = try FFTools.run("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=32x32", "-frames:v", "1", file.path])
        let png = try Data(contentsOf: file)
        XCTAssertNoThrow(try PNGChunks.checkWhole(png))
        // IEND is the last 12 bytes: cutting one byte cuts it; 13 bytes cut the chunk before it.
        XCTAssertThrowsError(try PNGChunks.checkWhole(png.dropLast())) {
            XCTAssertEqual($0 as? PNGChunks.Damage, .cutShort(offset: png.count - 12))
        }
        XCTAssertThrowsError(try PNGChunks.checkWhole(png.dropLast(13))) {
            guard case .cutShort(let offset) = $0 as? PNGChunks.Damage else { return XCTFail("\($0)") }
            XCTAssertLessThan(offset, png.count - 12)
        }
        // A bit flipped in the first chunk's data (IHDR's width, byte 16) breaks its CRC.
        var flipped = png
        flipped[flipped.startIndex + 16] ^= 1
        XCTAssertThrowsError(try PNGChunks.checkWhole(flipped)) {
            XCTAssertEqual($0 as? PNGChunks.Damage, .badCRC(type: "IHDR", offset: 8))
        }
        XCTAssertThrowsError(try PNGChunks.checkWhole(png + Data([0]))) {
            XCTAssertEqual($0 as? PNGChunks.Damage, .misplaced("1 bytes after IEND"))
        }
        XCTAssertThrowsError(try PNGChunks.checkWhole(Data("GIF89a".utf8))) { XCTAssertEqual($0 as? PNGChunks.Damage, .notPNG) }
    }
}
