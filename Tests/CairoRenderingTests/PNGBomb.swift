import Foundation

/// A valid PNG of `width`×`height` black pixels whose compressed data is tiny: a decompression
/// bomb. The image data is one fixed-Huffman deflate block of zero bytes (a literal, then
/// matches of 258 bytes at distance 1), written without zlib, so a 16000×16000 RGBA16 picture
/// (2 GB of pixels) is a 13 MB file made in a moment.
enum PNGBomb {
    /// `bitDepth` 8 or 16; `colorType` 2 (RGB) or 6 (RGBA).
    static func make(width: Int, height: Int, bitDepth: UInt8 = 8, colorType: UInt8 = 6) -> Data {
        let channels = colorType == 6 ? 4 : 3
        let rawBytes = height * (1 + width * channels * Int(bitDepth) / 8)
        var header = Data()
        for value in [UInt32(width), UInt32(height)] { header.append(contentsOf: bigEndian(value)) }
        header.append(contentsOf: [bitDepth, colorType, 0, 0, 0])
        var zlib = Data([0x78, 0x01])
        zlib.append(deflatedZeros(count: rawBytes))
        zlib.append(contentsOf: bigEndian(UInt32(rawBytes % 65521) << 16 | 1))  // Adler-32 of zeros
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(chunk("IHDR", header))
        png.append(chunk("IDAT", zlib))
        png.append(chunk("IEND", Data()))
        return png
    }

    /// One final fixed-Huffman block holding `count` (at least 259) zero bytes.
    private static func deflatedZeros(count: Int) -> Data {
        var bits = BitWriter()
        bits.write(1, count: 1)                   // BFINAL
        bits.write(1, count: 2)                   // BTYPE 01: fixed Huffman
        bits.writeCode(0b0011_0000, length: 8)    // literal 0
        bits.writeMatch()                         // 11 + 13 bits: byte-aligned from here on
        var remaining = count - 1 - 258
        // Eight matches are 104 bits, 13 whole bytes: the same bytes every time.
        var eight = BitWriter()
        for _ in 0..<8 { eight.writeMatch() }
        let group = eight.bytes
        let groups = remaining / (8 * 258)
        var data = Data(bits.bytes)
        data.reserveCapacity(data.count + groups * group.count + 300)
        for _ in 0..<groups { data.append(contentsOf: group) }
        remaining -= groups * 8 * 258
        var tail = BitWriter()
        while remaining >= 258 { tail.writeMatch(); remaining -= 258 }
        for _ in 0..<remaining { tail.writeCode(0b0011_0000, length: 8) }
        tail.writeCode(0, length: 7)              // end of block
        data.append(contentsOf: tail.bytes)
        return data
    }

    private struct BitWriter {
        private(set) var bytes: [UInt8] = []
        private var used = 0

        /// `count` bits of `value`, least significant first (deflate's header fields).
        mutating func write(_ value: Int, count: Int) {
            for bit in 0..<count {
                if used == 0 { bytes.append(0) }
                bytes[bytes.count - 1] |= UInt8((value >> bit) & 1) << used
                used = (used + 1) % 8
            }
        }

        /// A Huffman code, most significant bit first.
        mutating func writeCode(_ code: Int, length: Int) {
            for bit in stride(from: length - 1, through: 0, by: -1) { write((code >> bit) & 1, count: 1) }
        }

        /// Length 258 (code 285) at distance 1 (distance code 0): 13 bits.
        mutating func writeMatch() {
            writeCode(0b1100_0101, length: 8)
            writeCode(0, length: 5)
        }
    }

    private static func chunk(_ type: String, _ body: Data) -> Data {
        var typed = Data(type.utf8)
        typed.append(body)
        var chunk = Data(bigEndian(UInt32(body.count)))
        chunk.append(typed)
        chunk.append(contentsOf: bigEndian(crc32(typed)))
        return chunk
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        data.withUnsafeBytes { bytes in
            for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
