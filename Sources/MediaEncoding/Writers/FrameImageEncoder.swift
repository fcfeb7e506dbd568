import Foundation

/// Encodes frames as image files one at a time, for speed over size — what the preview serves
/// its frames as. The decoded pixels are the same in every format, straight alpha
/// un-premultiplied with Cairo's own rounding (`PixelConversion.straight`):
/// - `.png`: `BandedPNGEncoder` — Sub-filtered rows deflated with zlib's run-length strategy in
///   bands on every core (docs/PERFORMANCE.md has its time against libavcodec's PNG encoder);
/// - `.pam`: `PAMEncoder` — uncompressed RGBA rows, what a page on the same machine draws as
///   they come (`ImageData`), with no decoding on either side.
public enum FrameImageEncoder {
    /// The file formats.
    public enum Format: String, Sendable, CaseIterable {
        case png, pam

        /// The HTTP content type of the files.
        public var contentType: String {
            switch self {
            case .png: "image/png"
            case .pam: "image/x-portable-arbitrarymap"
            }
        }
    }

    /// The `format` file of `height` rows of `width` premultiplied BGRA pixels (Cairo's ARGB32 on
    /// a little-endian machine) at `pixels`, rows `bytesPerRow` apart.
    public static func encode(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int,
                              as format: Format) throws -> Data {
        guard width > 0, height > 0, bytesPerRow >= 4 * width, pixels.count >= bytesPerRow * (height - 1) + 4 * width else {
            throw MediaError.invalidFrame("a \(width)×\(height) frame of \(pixels.count) bytes, \(bytesPerRow) a row")
        }
        switch format {
        case .png:
            let frame = PixelFrame(width: width, height: height, bytesPerRow: bytesPerRow, pixels: Array(pixels))
            return Data(try BandedPNGEncoder.encode(frame))
        case .pam:
            return PAMEncoder.encode(pixels.assumingMemoryBound(to: UInt8.self).baseAddress!, width: width, height: height,
                                     bytesPerRow: bytesPerRow)
        }
    }
}
