import Foundation
/// The row loops behind `PixelConversion`, writing straight into an encoder's buffer. Both use
/// lookup tables built from the scalar definitions, so they give exactly the same bytes.
extension PixelConversion {
    /// `straight(c, alpha: a)` at index `a << 8 | c`.
    static let straightTable: [UInt8] = (0..<65536).map { straight(UInt8($0 & 255), alpha: UInt8($0 >> 8)) }

    /// Un-premultiplies `frame` into `destination`, rows `bytesPerRow` apart, as BGRA or, with
    /// `redFirst`, as RGBA (the byte order of a browser's `ImageData`).
    static func unpremultiply(_ frame: PixelFrame, into destination: UnsafeMutablePointer<UInt8>, bytesPerRow: Int,
                              redFirst: Bool = false) {
        frame.pixels.withUnsafeBufferPointer { pixels in
            unpremultiply(pixels.baseAddress!, width: frame.width, height: frame.height, sourceBytesPerRow: frame.bytesPerRow,
                          into: destination, bytesPerRow: bytesPerRow, redFirst: redFirst)
        }
    }

    /// Un-premultiplies `height` rows of `width` premultiplied BGRA pixels at `source`, rows
    /// `sourceBytesPerRow` apart, into `destination` as above. An opaque pixel is moved whole as
    /// one 32-bit word (most of a frame), the others through `straightTable`.
    static func unpremultiply(_ source: UnsafePointer<UInt8>, width: Int, height: Int, sourceBytesPerRow: Int,
                              into destination: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, redFirst: Bool = false) {
        // Where the source's blue and red bytes go in each target pixel.
        let blue = redFirst ? 2 : 0, red = redFirst ? 0 : 2
        straightTable.withUnsafeBufferPointer { table in
            forEachRow(height: height, width: width) { y in
                let from = source + y * sourceBytesPerRow
                let target = destination + y * bytesPerRow
                for offset in stride(from: 0, to: 4 * width, by: 4) {
                    // B, G, R, A in memory: alpha is the word's top byte on little-endian machines.
                    let word = UnsafeRawPointer(from + offset).loadUnaligned(as: UInt32.self).littleEndian
                    if word >= 0xFF00_0000 {
                        let moved = redFirst ? (word & 0xFF00_FF00) | (word >> 16 & 0xFF) | (word & 0xFF) << 16 : word
                        UnsafeMutableRawPointer(target + offset).storeBytes(of: moved.littleEndian, as: UInt32.self)
                    } else {
                        let row = Int(word >> 24) << 8
                        target[offset + blue] = table[row | Int(from[offset])]
                        target[offset + 1] = table[row | Int(from[offset + 1])]
                        target[offset + red] = table[row | Int(from[offset + 2])]
                        target[offset + 3] = from[offset + 3]
                    }
                }
            }
        }
    }

    /// Composites `frame` onto `background` into `destination`, rows `bytesPerRow` apart.
    static func composite(_ frame: PixelFrame, over background: BackgroundColor,
                          into destination: UnsafeMutablePointer<UInt8>, bytesPerRow: Int) {
        // The background's contribution per alpha, blue/green/red interleaved at 3a, 3a+1, 3a+2:
        // round(bg × (255 − a) / 255).
        let contribution = (0...255).flatMap { alpha in
            [background.blue, background.green, background.red].map { Int(composited(0, alpha: UInt8(alpha), over: $0)) }
        }
        contribution.withUnsafeBufferPointer { table in
            frame.pixels.withUnsafeBufferPointer { pixels in
                forEachRow(height: frame.height, width: frame.width) { y in
                    let source = pixels.baseAddress! + y * frame.bytesPerRow
                    let target = destination + y * bytesPerRow
                    for offset in stride(from: 0, to: 4 * frame.width, by: 4) {
                        let alpha = Int(source[offset + 3])
                        if alpha == 255 {
                            target[offset] = source[offset]
                            target[offset + 1] = source[offset + 1]
                            target[offset + 2] = source[offset + 2]
                        } else {
                            let entry = 3 * alpha
                            target[offset] = UInt8(min(255, Int(source[offset]) + table[entry]))
                            target[offset + 1] = UInt8(min(255, Int(source[offset + 1]) + table[entry + 1]))
                            target[offset + 2] = UInt8(min(255, Int(source[offset + 2]) + table[entry + 2]))
                        }
                        target[offset + 3] = 255
                    }
                }
            }
        }
    }

    /// Runs `body` for every row index, in `RowBands` (rows are independent, so the result is
    /// the same as one pass).
    private static func forEachRow(height: Int, width: Int, _ body: (Int) -> Void) {
        RowBands.forEach(rows: height, rowWork: width) { rows in
            for y in rows { body(y) }
        }
    }
}
