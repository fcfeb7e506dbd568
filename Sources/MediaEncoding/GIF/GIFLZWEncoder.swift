/// GIF's variable-length-code LZW (GIF89a appendix F), written by hand because FFmpeg's `gif`
/// encoder chooses the frame's rectangle and transparency itself (every unchanged pixel
/// transparent, or none), while `GIFFrameOptimizer` decides them pixel by pixel; FFmpeg's LZW
/// coder is not public API.
///
/// The dictionary is an open-addressing hash of (prefix code, index) → code with 8,192 slots
/// (48 KB, so it stays in the core's cache; reset by clearing only the slots used). The table is cleared
/// as soon as it is full, as most encoders do (keeping a full table longer, as gifsicle may, was
/// measured to gain under 0.1 % here).
final class GIFLZWEncoder {
    private static let maximumCode = 4095
    private static let slotBits = 13
    private static let slotMask = (1 << slotBits) - 1
    /// Per slot: the key (prefix code << 8 | index) plus one, 0 when empty.
    private let keys: UnsafeMutablePointer<UInt32>
    /// Per slot: the code of that string.
    private let codes: UnsafeMutablePointer<UInt16>
    /// The slots filled since the last reset (at most one per code).
    private let usedSlots: UnsafeMutablePointer<Int32>
    private var usedSlotCount = 0

    init() {
        keys = .allocate(capacity: 1 << Self.slotBits)
        keys.initialize(repeating: 0, count: 1 << Self.slotBits)
        codes = .allocate(capacity: 1 << Self.slotBits)
        codes.initialize(repeating: 0, count: 1 << Self.slotBits)
        usedSlots = .allocate(capacity: Self.maximumCode + 1)
    }

    deinit {
        keys.deallocate()
        codes.deallocate()
        usedSlots.deallocate()
    }

    /// The code of the string `key` (prefix << 8 | index), or 0.
    @inline(__always)
    private func code(of key: Int) -> Int {
        let stored = UInt32(key + 1)
        var slot = (key &* 0x9E37_79B1) >> 7 & Self.slotMask
        while true {
            let found = keys[slot]
            if found == stored { return Int(codes[slot]) }
            if found == 0 { return 0 }
            slot = (slot + 1) & Self.slotMask
        }
    }

    @inline(__always)
    private func insert(_ key: Int, code: Int) {
        var slot = (key &* 0x9E37_79B1) >> 7 & Self.slotMask
        while keys[slot] != 0 { slot = (slot + 1) & Self.slotMask }
        keys[slot] = UInt32(key + 1)
        codes[slot] = UInt16(code)
        usedSlots[usedSlotCount] = Int32(slot)
        usedSlotCount += 1
    }

    /// The LZW data of `count` pixels (before GIF's 255-byte sub-blocks are cut).
    ///
    /// - Parameters:
    ///   - pixels: Colour indices, each below `1 << minimumCodeSize`.
    ///   - minimumCodeSize: GIF's LZW minimum code size, 2...8.
    func encode(_ pixels: UnsafePointer<UInt8>, count: Int, minimumCodeSize: Int) -> [UInt8] {
        // One code per pixel at most, plus a clear code per full table and the end code.
        var output = BitPacker(codes: count + count / (Self.maximumCode - 257) + 4)
        let clearCode = 1 << minimumCodeSize
        var codeSize = minimumCodeSize + 1
        var lastCode = clearCode + 1
        output.write(clearCode, bits: codeSize)
        guard count > 0 else {
            output.write(clearCode + 1, bits: codeSize)
            return output.finish()
        }
        var current = Int(pixels[0])
        for index in 1..<count {
            let symbol = Int(pixels[index])
            let base = current << 8
            let next = code(of: base | symbol)
            if next != 0 {
                current = next
                continue
            }
            output.write(current, bits: codeSize)
            current = symbol
            lastCode += 1
            insert(base | symbol, code: lastCode)
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
        for index in 0..<usedSlotCount { keys[Int(usedSlots[index])] = 0 }
        usedSlotCount = 0
    }
}

/// Codes packed least-significant bit first, as GIF stores them, into a buffer sized for the
/// longest possible output (every code 12 bits).
private struct BitPacker {
    private let bytes: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var buffer: UInt64 = 0
    private var bitCount = 0

    /// Room for `codes` codes of at most 12 bits.
    init(codes: Int) {
        bytes = .allocate(capacity: codes * 12 / 8 + 16)
    }

    @inline(__always)
    mutating func write(_ code: Int, bits: Int) {
        buffer |= UInt64(code) << UInt64(bitCount)
        bitCount += bits
        while bitCount >= 8 {
            bytes[count] = UInt8(truncatingIfNeeded: buffer)
            count += 1
            buffer >>= 8
            bitCount -= 8
        }
    }

    /// The packed bytes; the packer must not be used afterwards.
    mutating func finish() -> [UInt8] {
        if bitCount > 0 {
            bytes[count] = UInt8(truncatingIfNeeded: buffer)
            count += 1
        }
        defer { bytes.deallocate() }
        return Array(UnsafeBufferPointer(start: bytes, count: count))
    }
}
