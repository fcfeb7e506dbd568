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
    /// compared with `memcmp`; a changed row is then searched from each end only as far as the
    /// box found so far reaches.
    public static func changed(from old: UnsafeRawPointer, to new: UnsafeRawPointer, width: Int, height: Int,
                               bytesPerPixel: Int, bytesPerRow: Int) -> PixelRectangle? {
        let rowLength = width * bytesPerPixel
        let old = old.assumingMemoryBound(to: UInt8.self), new = new.assumingMemoryBound(to: UInt8.self)
        var top = -1, bottom = -1, left = rowLength, right = -1
        for y in 0..<height {
            let row = y * bytesPerRow
            guard memcmp(old + row, new + row, rowLength) != 0 else { continue }
            if top < 0 { top = y }
            bottom = y
            var first = 0
            while first < left && old[row + first] == new[row + first] { first += 1 }
            left = min(left, first)
            var last = rowLength - 1
            while last > right && old[row + last] == new[row + last] { last -= 1 }
            right = max(right, last)
        }
        guard top >= 0 else { return nil }
        let first = left / bytesPerPixel, last = right / bytesPerPixel
        return PixelRectangle(x: first, y: top, width: last - first + 1, height: bottom - top + 1)
    }
}
