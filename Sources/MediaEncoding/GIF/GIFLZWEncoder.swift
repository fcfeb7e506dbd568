/// GIF's variable-length-code LZW (GIF89a appendix F), written by hand because the choice it
/// makes possible is the point: a pixel that did not change since the previous frame may be
/// written either as its own colour index or as the transparent index, and the encoder takes
/// whichever continues the string it is matching. FFmpeg's `gif` encoder can only make every
/// unchanged pixel transparent or none.
///
/// The dictionary is a direct 4096 × 256 table of next codes (2 MB, allocated once per encoder
/// and reset by clearing only the entries used), so a lookup is one load. The table is cleared
/// as soon as it is full, as most encoders do (keeping a full table longer, as gifsicle may, was
/// measured to gain under 0.1 % here).
final class GIFLZWEncoder {
    private static let maximumCode = 4095
    private let table: UnsafeMutablePointer<UInt16>
    private var usedSlots: [Int] = []

    init() {
        table = .allocate(capacity: (Self.maximumCode + 1) * 256)
        table.initialize(repeating: 0, count: (Self.maximumCode + 1) * 256)
        usedSlots.reserveCapacity(Self.maximumCode + 1)
    }

    deinit { table.deallocate() }

    /// The LZW data of `count` pixels (before GIF's 255-byte sub-blocks are cut).
    ///
    /// - Parameters:
    ///   - pixels: Colour indices, each below `1 << minimumCodeSize`.
    ///   - unchanged: Per pixel, non-zero when it may be written as `transparentIndex` instead:
    ///     such a pixel takes whichever of the two extends the current match, transparency first,
    ///     and a new string starts with transparency. Nil writes every pixel as it is.
    ///   - minimumCodeSize: GIF's LZW minimum code size, 2...8.
    func encode(_ pixels: UnsafePointer<UInt8>, unchanged: UnsafePointer<UInt8>?, count: Int, transparentIndex: UInt8,
                minimumCodeSize: Int) -> [UInt8] {
        var output = BitPacker(capacity: count / 2 + 16)
        let clearCode = 1 << minimumCodeSize
        var codeSize = minimumCodeSize + 1
        var lastCode = clearCode + 1
        output.write(clearCode, bits: codeSize)
        guard count > 0 else {
            output.write(clearCode + 1, bits: codeSize)
            return output.finish()
        }
        let transparent = Int(transparentIndex)
        var current = unchanged.map { $0[0] != 0 ? transparent : Int(pixels[0]) } ?? Int(pixels[0])
        for index in 1..<count {
            var symbol = Int(pixels[index])
            let base = current << 8
            var next = Int(table[base | symbol])
            if let unchanged, unchanged[index] != 0 {
                let viaTransparent = Int(table[base | transparent])
                if viaTransparent != 0 || next == 0 {
                    next = viaTransparent
                    symbol = transparent
                }
            }
            if next != 0 {
                current = next
                continue
            }
            output.write(current, bits: codeSize)
            current = symbol
            lastCode += 1
            table[base | symbol] = UInt16(lastCode)
            usedSlots.append(base | symbol)
            if lastCode >= 1 << codeSize && codeSize < 12 { codeSize += 1 }
            if lastCode == Self.maximumCode {
                output.write(clearCode, bits: codeSize)
                reset()
                codeSize = minimumCodeSize + 1
                lastCode = clearCode + 1
            }
        }
        output.write(current, bits: codeSize)
        output.write(clearCode + 1, bits: codeSize)
        reset()
        return output.finish()
    }

    private func reset() {
        for slot in usedSlots { table[slot] = 0 }
        usedSlots.removeAll(keepingCapacity: true)
    }
}

/// Codes packed least-significant bit first, as GIF stores them.
private struct BitPacker {
    private var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var bitCount = 0

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func write(_ code: Int, bits: Int) {
        buffer |= UInt64(code) << UInt64(bitCount)
        bitCount += bits
        while bitCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            bitCount -= 8
        }
    }

    mutating func finish() -> [UInt8] {
        if bitCount > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        return bytes
    }
}
