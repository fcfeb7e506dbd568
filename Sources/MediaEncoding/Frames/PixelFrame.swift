/// One rendered frame in Cairo's ARGB32 layout: premultiplied alpha, each pixel a native-endian
/// 32-bit word 0xAARRGGBB, i.e. the bytes B, G, R, A on little-endian machines; rows are
/// `bytesPerRow` apart (at least `4 * width`). This module reads the bytes in that little-endian
/// order (every Linux target Swift supports is little-endian).
public struct PixelFrame: Sendable {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public let pixels: [UInt8]

    public init(width: Int, height: Int, bytesPerRow: Int, pixels: [UInt8]) {
        self.width = width; self.height = height; self.bytesPerRow = bytesPerRow; self.pixels = pixels
    }

    /// Throws unless the frame is `width`×`height` and its buffer holds every row.
    func validate(width expectedWidth: Int, height expectedHeight: Int) throws {
        guard width == expectedWidth, height == expectedHeight else {
            throw MediaError.invalidFrame("frame is \(width)×\(height) but the writer was made for \(expectedWidth)×\(expectedHeight)")
        }
        guard bytesPerRow >= 4 * width else {
            throw MediaError.invalidFrame("bytesPerRow \(bytesPerRow) is less than 4 × width \(width)")
        }
        guard pixels.count >= bytesPerRow * (height - 1) + 4 * width else {
            throw MediaError.invalidFrame("pixel buffer has \(pixels.count) bytes, \(width)×\(height) rows of \(bytesPerRow) need \(bytesPerRow * (height - 1) + 4 * width)")
        }
    }
}
