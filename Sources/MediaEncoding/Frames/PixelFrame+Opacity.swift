extension PixelFrame {
    /// True when every pixel's alpha is 255 (rendered over an opaque background), so compositing
    /// it onto a background is the identity.
    var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { bytes in
            for y in 0..<height {
                let row = bytes.baseAddress! + y * bytesPerRow
                var offset = 3
                while offset < 4 * width {
                    if row[offset] != 255 { return false }
                    offset += 4
                }
            }
            return true
        }
    }
}
