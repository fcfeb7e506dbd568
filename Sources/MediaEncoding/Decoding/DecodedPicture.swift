/// A decoded image or video frame: straight (not premultiplied) 8-bit BGRA, rows `4 · width`
/// bytes apart, colour already converted to full-range RGB.
public struct DecodedPicture: Sendable {
    public let width: Int
    public let height: Int
    /// B, G, R, A per pixel, row after row.
    public let pixels: [UInt8]
    /// Whether the source could hold transparency (an alpha channel or a palette); when false
    /// every alpha byte is 255.
    public let hasAlpha: Bool

    public init(width: Int, height: Int, pixels: [UInt8], hasAlpha: Bool) {
        self.width = width; self.height = height; self.pixels = pixels; self.hasAlpha = hasAlpha
    }

    public var bytesPerRow: Int { 4 * width }
}
