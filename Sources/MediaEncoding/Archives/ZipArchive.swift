import CZlib
import Foundation

/// A ZIP archive read from memory (PKWARE's APPNOTE): its central directory's entries, and an
/// entry's bytes stored or inflated by zlib, checked against their CRC-32. Written here because
/// none of the libraries this package keeps reads ZIP (ZIPFoundation, the Swift one on offer,
/// warns on every build of a package that depends on it); ZIP64, encryption and compression
/// methods other than store and deflate are refused.
package struct ZipArchive {
    /// One file of the archive, as its central directory describes it.
    package struct Entry: Equatable {
        package let path: String
        let method: UInt16
        let crc: UInt32
        let compressedSize: Int
        /// The size the entry declares: a promise, checked while it is inflated.
        package let uncompressedSize: Int
        let localHeaderOffset: Int
    }

    private let bytes: Data
    /// The archive's files by path.
    package let entries: [String: Entry]

    private static let endOfCentralDirectory: UInt32 = 0x0605_4B50
    private static let centralHeader: UInt32 = 0x0201_4B50
    private static let localHeader: UInt32 = 0x0403_4B50

    package init(data: Data) throws(ZipArchiveError) {
        bytes = data
        let reader = ByteReader(data)
        // The end record is the last 22 bytes, before a comment of at most 65,535.
        let lowest = max(0, data.count - 22 - 65_535)
        guard data.count >= 22, let end = stride(from: data.count - 22, through: lowest, by: -1)
            .first(where: { reader.uint32($0) == Self.endOfCentralDirectory }) else { throw .notAnArchive }
        let count = Int(reader.uint16(end + 10)), size = Int(reader.uint32(end + 12)), offset = Int(reader.uint32(end + 16))
        guard count != 0xFFFF, size != 0xFFFF_FFFF, offset != 0xFFFF_FFFF else { throw .unsupported("a ZIP64 archive") }
        guard offset + size <= end else { throw .damaged("its central directory lies outside it") }
        var entries: [String: Entry] = [:], position = offset
        for _ in 0..<count {
            guard position + 46 <= end, reader.uint32(position) == Self.centralHeader else { throw .damaged("a central directory header is missing") }
            let flags = reader.uint16(position + 8)
            let nameLength = Int(reader.uint16(position + 28)), extraLength = Int(reader.uint16(position + 30))
            let commentLength = Int(reader.uint16(position + 32))
            guard position + 46 + nameLength <= end else { throw .damaged("an entry's name lies outside the archive") }
            let path = String(decoding: data[data.startIndex + position + 46..<data.startIndex + position + 46 + nameLength], as: UTF8.self)
            guard flags & 1 == 0 else { throw .unsupported("the encrypted entry \(path)") }
            entries[path] = Entry(path: path, method: reader.uint16(position + 10), crc: reader.uint32(position + 16),
                                  compressedSize: Int(reader.uint32(position + 20)), uncompressedSize: Int(reader.uint32(position + 24)),
                                  localHeaderOffset: Int(reader.uint32(position + 42)))
            position += 46 + nameLength + extraLength + commentLength
        }
        self.entries = entries
    }

    /// Reads `entry`, passing its bytes to `consume` a chunk at a time (stop by throwing), and
    /// checks them against the entry's CRC-32 and size.
    package func read(_ entry: Entry, consume: ([UInt8]) throws -> Void) throws {
        let reader = ByteReader(bytes)
        let local = entry.localHeaderOffset
        guard local + 30 <= bytes.count, reader.uint32(local) == Self.localHeader else {
            throw ZipArchiveError.damaged("\(entry.path)'s local header is missing")
        }
        let start = local + 30 + Int(reader.uint16(local + 26)) + Int(reader.uint16(local + 28))
        guard start + entry.compressedSize <= bytes.count else { throw ZipArchiveError.damaged("\(entry.path) is cut short") }
        var crc = crc32(0, nil, 0), produced = 0
        func check(_ chunk: [UInt8]) throws {
            crc = chunk.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
            produced += chunk.count
            try consume(chunk)
        }
        try bytes[bytes.startIndex + start..<bytes.startIndex + start + entry.compressedSize].withUnsafeBytes { data in
            switch entry.method {
            case 0: try check(Array(data))
            case 8: try RawInflater().inflate(data, consume: check)
            default: throw ZipArchiveError.unsupported("\(entry.path)'s compression method \(entry.method)")
            }
        }
        guard UInt32(crc) == entry.crc, produced == entry.uncompressedSize else {
            throw ZipArchiveError.damaged("\(entry.path) does not match its CRC-32 or size")
        }
    }
}

/// Little-endian numbers at byte offsets of a `Data`, bounds checked by the caller.
private struct ByteReader {
    let data: Data

    init(_ data: Data) { self.data = data }

    func uint16(_ offset: Int) -> UInt16 {
        UInt16(data[data.startIndex + offset]) | UInt16(data[data.startIndex + offset + 1]) << 8
    }

    func uint32(_ offset: Int) -> UInt32 { UInt32(uint16(offset)) | UInt32(uint16(offset + 2)) << 16 }
}
