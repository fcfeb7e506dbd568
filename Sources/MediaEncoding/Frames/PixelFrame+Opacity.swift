extension PixelFrame {
    /// True when every pixel's alpha is 255 (rendered over an opaque background), so compositing
    /// it onto a background is the identity. Bytes between a row's last pixel and `bytesPerRow`
    /// are not looked at.
    var isOpaque: Bool {
        pixels.withUnsafeBytes { bytes in
            PixelOpacity.isOpaque(bytes.baseAddress!, width: width, height: height, bytesPerRow: bytesPerRow)
        }
    }
}

/// Whether premultiplied 32-bit pixels (B, G, R, A in memory) are all opaque.
package enum PixelOpacity {
    /// True when every one of `height` rows of `width` pixels from `base`, `bytesPerRow` apart,
    /// has alpha 255; the bytes past a row's last pixel are not looked at.
    package static func isOpaque(_ base: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int) -> Bool {
        let rowBytes = 4 * width
        for y in 0..<height {
            let row = base + y * bytesPerRow
            // The AND of a row's pixels (B, G, R, A, i.e. 0xAARRGGBB) has alpha 255 exactly
            // when every pixel has: a branch-free reduction, sixteen pixels at a time.
            var sixteen = SIMD16<UInt32>(repeating: .max)
            var offset = 0
            while offset + 64 <= rowBytes {
                sixteen &= row.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt32>.self)
                offset += 64
            }
            var all = (0..<16).reduce(UInt32.max) { $0 & sixteen[$1] }
            while offset < rowBytes {
                all &= row.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                offset += 4
            }
            if UInt32(littleEndian: all) >> 24 != 255 { return false }
        }
        return true
    }
}
