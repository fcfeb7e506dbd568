import Foundation

/// The blocks of a GIF file that the tests check, read straight from the bytes (GIF89a spec).
struct GIFStructure {
    struct Image { let left, top, width, height: Int; let hasLocalPalette: Bool }

    var width = 0, height = 0
    var globalPaletteSize = 0
    /// Delay of each Graphic Control Extension, in centiseconds.
    var delays: [Int] = []
    /// Whether each Graphic Control Extension names a transparent index.
    var transparencyFlags: [Bool] = []
    /// The NETSCAPE2.0 loop count, nil when the block is absent.
    var loopCount: Int?
    var images: [Image] = []

    struct Malformed: Error { let reason: String }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func need(_ end: Int) throws { if end > bytes.count { throw Malformed(reason: "truncated at \(end)") } }
        func skipSubBlocks(_ start: Int) throws -> Int {
            var offset = start
            while true {
                try need(offset + 1)
                let length = Int(bytes[offset])
                offset += 1 + length
                if length == 0 { return offset }
            }
        }
        try need(13)
        guard String(decoding: bytes[0..<6], as: UTF8.self) == "GIF89a" else { throw Malformed(reason: "signature") }
        width = u16(6); height = u16(8)
        var offset = 13
        if bytes[10] & 0x80 != 0 {
            globalPaletteSize = 1 << (Int(bytes[10] & 7) + 1)
            offset += 3 * globalPaletteSize
        }
        while true {
            try need(offset + 1)
            switch bytes[offset] {
            case 0x3B:
                return
            case 0x21:
                try need(offset + 3)
                let label = bytes[offset + 1]
                if label == 0xF9 {
                    try need(offset + 8)
                    transparencyFlags.append(bytes[offset + 3] & 1 != 0)
                    delays.append(u16(offset + 4))
                } else if label == 0xFF, bytes[offset + 2] == 11 {
                    try need(offset + 18)
                    if String(decoding: bytes[offset + 3..<offset + 14], as: UTF8.self) == "NETSCAPE2.0", bytes[offset + 15] == 1 {
                        loopCount = u16(offset + 16)
                    }
                }
                offset = try skipSubBlocks(offset + 2)
            case 0x2C:
                try need(offset + 10)
                let flags = bytes[offset + 9]
                images.append(Image(left: u16(offset + 1), top: u16(offset + 3), width: u16(offset + 5),
                                    height: u16(offset + 7), hasLocalPalette: flags & 0x80 != 0))
                offset += 10
                if flags & 0x80 != 0 { offset += 3 << (Int(flags & 7) + 1) }
                offset = try skipSubBlocks(offset + 1)
            default:
                throw Malformed(reason: "unknown block 0x\(String(bytes[offset], radix: 16)) at \(offset)")
            }
        }
    }
}
