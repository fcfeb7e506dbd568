import Foundation

/// A rectangle of a frame in whole pixels, from the frame's top-left corner.
public struct PixelRectangle: Equatable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The bounding box of the pixels where two frames of the same size and layout differ, or nil
    /// when every pixel is equal. Each frame is `height` rows of `width` pixels of `bytesPerPixel`
    /// bytes, rows `bytesPerRow` apart (bytes past a row's pixels are not compared). Rows are
    /// compared with `memcmp`; a changed row is then searched from each end, 8 bytes at a time,
    /// only as far as the box found so far reaches.
    public static func changed(from old: UnsafeRawPointer, to new: UnsafeRawPointer, width: Int, height: Int,
                               bytesPerPixel: Int, bytesPerRow: Int) -> PixelRectangle? {
        let rowLength = width * bytesPerPixel
        var top = -1, bottom = -1, left = rowLength, right = -1
        for y in 0..<height {
            let a = old + y * bytesPerRow, b = new + y * bytesPerRow
            guard memcmp(a, b, rowLength) != 0 else { continue }
            if top < 0 { top = y }
            bottom = y
            left = min(left, firstDifference(a, b, before: left))
            right = max(right, lastDifference(a, b, in: right + 1 ..< rowLength))
        }
        guard top >= 0 else { return nil }
        let first = left / bytesPerPixel, last = right / bytesPerPixel
        return PixelRectangle(x: first, y: top, width: last - first + 1, height: bottom - top + 1)
    }

    /// The offset of the first byte that differs before `end`, or `end`.
    private static func firstDifference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, before end: Int) -> Int {
        var offset = 0
        while offset + 8 <= end, a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
            offset += 8
        }
        while offset < end, a.load(fromByteOffset: offset, as: UInt8.self) == b.load(fromByteOffset: offset, as: UInt8.self) {
            offset += 1
        }
        return offset
    }

    /// The offset of the last byte in `range` that differs, or `range.lowerBound - 1`.
    private static func lastDifference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, in range: Range<Int>) -> Int {
        var end = range.upperBound
        while end - 8 >= range.lowerBound,
              a.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self) {
            end -= 8
        }
        while end > range.lowerBound, a.load(fromByteOffset: end - 1, as: UInt8.self) == b.load(fromByteOffset: end - 1, as: UInt8.self) {
            end -= 1
        }
        return end - 1
    }
}
