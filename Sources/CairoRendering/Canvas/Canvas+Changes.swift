import Foundation
import MediaEncoding

extension Canvas {
    /// The bounding box of the pixels that differ from `earlier`'s, or nil when all are equal;
    /// the whole canvas when `earlier` has another size.
    public func changedRectangle(since earlier: Canvas) -> PixelRectangle? {
        guard earlier.pixelWidth == pixelWidth, earlier.pixelHeight == pixelHeight else {
            return PixelRectangle(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        }
        return earlier.withPremultipliedBGRA { old, oldBytesPerRow in
            withPremultipliedBGRA { new, bytesPerRow in
                precondition(oldBytesPerRow == bytesPerRow, "canvases of one size share a row layout")
                return PixelRectangle.changed(from: old.baseAddress!, to: new.baseAddress!, width: pixelWidth, height: pixelHeight,
                                              bytesPerPixel: 4, bytesPerRow: bytesPerRow)
            }
        }
    }

    /// The part of the canvas inside `rectangle` encoded as a `format` file (`FrameImageEncoder`).
    public func encoded(as format: FrameImageEncoder.Format, within rectangle: PixelRectangle) throws -> Data {
        guard rectangle.x >= 0, rectangle.y >= 0, rectangle.width > 0, rectangle.height > 0,
              rectangle.x + rectangle.width <= pixelWidth, rectangle.y + rectangle.height <= pixelHeight else {
            throw CairoError.invalidSize("\(rectangle) is not inside the \(pixelWidth)×\(pixelHeight) canvas")
        }
        return try withPremultipliedBGRA { bytes, bytesPerRow in
            let start = rectangle.y * bytesPerRow + 4 * rectangle.x
            let part = UnsafeRawBufferPointer(rebasing: bytes[start ..< start + bytesPerRow * (rectangle.height - 1) + 4 * rectangle.width])
            return try FrameImageEncoder.encode(part, width: rectangle.width, height: rectangle.height, bytesPerRow: bytesPerRow, as: format)
        }
    }
}
