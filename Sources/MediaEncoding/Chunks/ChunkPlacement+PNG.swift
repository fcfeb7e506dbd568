import Foundation

/// A PNG sequence chunk's frames record the chunk's place in the render like a video chunk's
/// container does: a `tEXt` chunk with the key `zoetrope_chunk` right after the PNG header, so
/// gathering the chunks can tell that none is missing — the last one included — and that all
/// belong to one render. Gathering drops the record again, so the joined frames are the
/// single render's bytes.
extension ChunkPlacement {
    /// `png` (a whole PNG file) with this placement recorded in it.
    func recorded(inPNG png: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let headerEnd = PNGChunks.signature.count + 25   // signature, then IHDR: length, type, 13 bytes, CRC
        var body = Array("tEXt".utf8) + Array(Self.metadataKey.utf8) + [0] + Array(metadataValue.utf8)
        body += Self.bigEndian(PNGChunks.crc32(body[...]))
        return Array(png[..<headerEnd]) + Self.bigEndian(UInt32(body.count - 8)) + body + Array(png[headerEnd...])
    }

    /// The placement recorded in the PNG file `data`; nil when it holds none.
    public static func recorded(inPNG data: Data) -> ChunkPlacement? {
        guard let range = record(in: data) else { return nil }
        let text = data[range].dropFirst(8 + metadataKey.utf8.count + 1).dropLast(4)
        return ChunkPlacement(metadataValue: String(decoding: text, as: UTF8.self))
    }

    /// The PNG file `data` without a recorded placement (as it is when it records none).
    public static func removingRecord(fromPNG data: Data) -> Data {
        guard let range = record(in: data) else { return data }
        var stripped = data
        stripped.removeSubrange(range)
        return stripped
    }

    /// The byte range of the `zoetrope_chunk` text chunk among the chunks before the image data.
    private static func record(in data: Data) -> Range<Data.Index>? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        guard bytes.starts(with: PNGChunks.signature) else { return nil }
        let key = Array("tEXt".utf8) + Array(metadataKey.utf8) + [0]
        var offset = PNGChunks.signature.count
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = offset + 12 + length
            guard end <= bytes.count else { return nil }
            if bytes[(offset + 4)...].starts(with: key) { return data.startIndex + offset ..< data.startIndex + end }
            if bytes[offset + 4 ..< offset + 8].elementsEqual("IDAT".utf8) { return nil }
            offset = end
        }
        return nil
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
