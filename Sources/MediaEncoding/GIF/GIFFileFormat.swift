/// The bytes of a GIF89a file around the LZW data: header and global colour table, the
/// NETSCAPE2.0 loop block, each frame's graphic control extension and image descriptor with its
/// data in 255-byte sub-blocks, and the trailer.
enum GIFFileFormat {
    /// What happens to a frame's rectangle before the next frame is drawn.
    enum Disposal: UInt8 {
        /// Leave it: the next frame draws over it.
        case keep = 1
        /// Clear it to transparent.
        case restoreBackground = 2
    }

    /// One frame's place, timing and data.
    struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        /// Centiseconds, 0...65535.
        var delay: Int
        var disposal: Disposal
        /// The LZW data as `GIFLZWEncoder` returns it (not yet in sub-blocks).
        var data: [UInt8]
    }

    /// "GIF89a", the logical screen, the global colour table and, unless `loop` is -1, the
    /// NETSCAPE block with `loop` repetitions (0: forever).
    static func header(width: Int, height: Int, table: GIFColorTable, loop: Int) -> [UInt8] {
        var bytes = Array("GIF89a".utf8)
        bytes += le16(width) + le16(height)
        bytes.append(0x80 | 0x70 | UInt8(table.size.trailingZeroBitCount - 1))
        bytes.append(table.transparentIndex ?? 0)
        bytes.append(0)
        bytes += table.rgb
        if loop >= 0 {
            bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01] + le16(loop) + [0x00]
        }
        return bytes
    }

    /// The graphic control extension, image descriptor and data of `frame`.
    static func frame(_ frame: Frame, table: GIFColorTable) -> [UInt8] {
        var bytes: [UInt8] = [0x21, 0xF9, 0x04, frame.disposal.rawValue << 2 | (table.transparentIndex == nil ? 0 : 1)]
        bytes += le16(frame.delay) + [table.transparentIndex ?? 0, 0x00]
        bytes.append(0x2C)
        bytes += le16(frame.x) + le16(frame.y) + le16(frame.width) + le16(frame.height)
        bytes.append(0x00)
        bytes.append(UInt8(table.minimumCodeSize))
        bytes.reserveCapacity(bytes.count + frame.data.count + frame.data.count / 255 + 2)
        var start = 0
        while start < frame.data.count {
            let end = min(start + 255, frame.data.count)
            bytes.append(UInt8(end - start))
            bytes += frame.data[start..<end]
            start = end
        }
        bytes.append(0x00)
        return bytes
    }

    static let trailer: [UInt8] = [0x3B]

    private static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
