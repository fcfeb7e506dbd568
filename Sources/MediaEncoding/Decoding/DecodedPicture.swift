/// A decoded image or video frame: straight (not premultiplied) 8-bit BGRA, colour already
/// converted to full-range RGB. Rows are `bytesPerRow` apart (at least `4 · width`; bytes past
/// a row's `4 · width` are not part of the picture).
public struct DecodedPicture: Sendable {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    /// B, G, R, A per pixel, row after row.
    public let pixels: [UInt8]
    /// Whether the source could hold transparency (an alpha channel or a palette); when false
    /// every alpha byte is 255.
    public let hasAlpha: Bool

    public init(width: Int, height: Int, bytesPerRow: Int, pixels: [UInt8], hasAlpha: Bool) {
        self.width = width; self.height = height; self.bytesPerRow = bytesPerRow; self.pixels = pixels; self.hasAlpha = hasAlpha
    }

    /// The pixels with rows packed `4 · width` bytes apart.
    public var packedPixels: [UInt8] {
        guard bytesPerRow != 4 * width else { return pixels }
        return (0..<height).flatMap { row in pixels[(row * bytesPerRow)..<(row * bytesPerRow + 4 * width)] }
    }
}
