import Foundation

/// Netpbm's PAM image (`P7`, tuple type `RGB_ALPHA`, 8 bits a sample): a short text header, then
/// straight-alpha RGBA rows from the top, uncompressed — the layout of a browser's `ImageData`,
/// so the preview's page draws a frame without decoding it (a 1080p frame is 8 MB, cheaper to
/// send to a page on the same machine than to compress).
///
/// Written here in one pass from Cairo's premultiplied BGRA: libavcodec's PAM encoder takes RGBA
/// already converted and copies it into its packet, two more passes over the frame.
enum PAMEncoder {
    /// The PAM file of `height` rows of `width` premultiplied BGRA pixels at `pixels`, rows
    /// `bytesPerRow` apart, its colours un-premultiplied as `PixelConversion.straight` does. The
    /// file is one allocation written once (no zero-filling first).
    static func encode(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int) -> Data {
        let header = Array("P7\nWIDTH \(width)\nHEIGHT \(height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n".utf8)
        let count = header.count + 4 * width * height
        let file = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        file.update(from: header, count: header.count)
        PixelConversion.unpremultiply(pixels, width: width, height: height, sourceBytesPerRow: bytesPerRow,
                                      into: file + header.count, bytesPerRow: 4 * width, redFirst: true)
        return Data(bytesNoCopy: file, count: count, deallocator: .custom { pointer, _ in
            pointer.assumingMemoryBound(to: UInt8.self).deallocate()
        })
    }
}
