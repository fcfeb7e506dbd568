/// A decoded image or video frame: straight (not premultiplied) 8-bit BGRA, colour already
/// converted to full-range RGB, in a `PixelBuffer` whose rows are `bytesPerRow` apart (at
/// least `4 · width`; bytes past a row's `4 · width` are not part of the picture). Immutable
/// once made, so one picture may be read by several threads.
public struct DecodedPicture: Sendable {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    /// The picture's memory, shared by every copy of this value (and by surfaces drawing it).
    public let buffer: PixelBuffer
    /// Whether the source could hold transparency (an alpha channel or a palette); when false
    /// every alpha byte is 255.
    public let hasAlpha: Bool

    public init(width: Int, height: Int, bytesPerRow: Int, buffer: PixelBuffer, hasAlpha: Bool) {
        precondition(bytesPerRow >= 4 * width && buffer.count >= bytesPerRow * height, "the buffer is too small for the picture")
        self.width = width; self.height = height; self.bytesPerRow = bytesPerRow; self.buffer = buffer; self.hasAlpha = hasAlpha
    }

    /// B, G, R, A per pixel, rows packed `4 · width` bytes apart (a copy).
    public var pixels: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: 4 * width * height) { output, initialized in
            for row in 0..<height {
                let source = buffer.base + row * bytesPerRow
                UnsafeMutableRawPointer(output.baseAddress! + row * 4 * width).copyMemory(from: source, byteCount: 4 * width)
            }
            initialized = 4 * width * height
        }
    }
}

/// Memory for one picture, allocated 64-byte aligned and freed with its last reference.
public final class PixelBuffer: @unchecked Sendable {
    public let base: UnsafeMutableRawPointer
    public let count: Int

    /// `count` bytes, not initialised.
    public init(count: Int) {
        self.count = count
        base = .allocate(byteCount: max(count, 1), alignment: 64)
    }

    deinit { base.deallocate() }
}
