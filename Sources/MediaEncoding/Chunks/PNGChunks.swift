import CFFmpeg
import Foundation

/// The chunk layout of a PNG file (signature, then length, type, data and CRC per chunk, IHDR
/// first and IEND last), which gathering PNG sequence chunks checks whole: FFmpeg's PNG decoder
/// would take a frame cut inside its image data for a damaged picture and go on, and copying a
/// file checks nothing.
package enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Why a PNG file is not whole, worded to follow its name.
    package enum Damage: Error, Equatable, CustomStringConvertible {
        case notPNG
        /// The file ends inside the chunk starting at `offset`, or before IEND.
        case cutShort(offset: Int)
        /// The chunk `type` at `offset` does not match its CRC.
        case badCRC(type: String, offset: Int)
        /// IHDR is not first, IDAT missing, or bytes after IEND.
        case misplaced(String)

        package var description: String {
            switch self {
            case .notPNG: "is not a PNG file"
            case .cutShort(let offset): "is cut short (in the chunk at byte \(offset))"
            case let .badCRC(type, offset): "has a damaged \(type) chunk at byte \(offset) (its CRC does not match)"
            case .misplaced(let problem): "is not a whole PNG file (\(problem))"
            }
        }
    }

    /// Throws `Damage` unless `data` is a whole PNG: the signature, IHDR first, at least one
    /// IDAT, every chunk within the file with its CRC right, and IEND last, at the file's end.
    package static func checkWhole(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: signature) else { throw Damage.notPNG }
        var offset = signature.count
        var types: [String] = []
        while types.last != "IEND" {
            guard offset + 12 <= bytes.count else { throw Damage.cutShort(offset: offset) }
            let length = Int(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let end = offset + 12 + length
            guard length <= Int(Int32.max), end <= bytes.count else { throw Damage.cutShort(offset: offset) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let stored = bytes[end - 4..<end].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard crc32(bytes[offset + 4..<end - 4]) == stored else { throw Damage.badCRC(type: type, offset: offset) }
            if types.isEmpty, type != "IHDR" { throw Damage.misplaced("\(type) before IHDR") }
            types.append(type)
            offset = end
        }
        guard types.contains("IDAT") else { throw Damage.misplaced("no IDAT chunk") }
        guard offset == bytes.count else { throw Damage.misplaced("\(bytes.count - offset) bytes after IEND") }
    }

    /// PNG's CRC (ISO 3309, as FFmpeg's `AV_CRC_32_IEEE_LE`) of `bytes`.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            av_crc(av_crc_get_table(AV_CRC_32_IEEE_LE), 0xFFFF_FFFF, buffer.baseAddress, buffer.count) ^ 0xFFFF_FFFF
        }
    }
}
