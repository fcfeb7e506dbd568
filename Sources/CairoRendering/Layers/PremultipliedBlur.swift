import CCairo

/// `GaussianBlur` over every channel of a premultiplied ARGB32 image surface, in place: alpha,
/// red, green and blue each blurred as a plane (a blur is linear, so premultiplied colour stays
/// within its alpha, up to rounding, which is clamped). A backdrop and a blurred layer take it.
enum PremultipliedBlur {
    /// Blurs `surface` with standard deviation `sigma` device pixels on `path`'s blur.
    static func blur(_ surface: CairoSurface, sigma: Double, path: DrawingPath) {
        blur(surface, sigmaX: sigma, sigmaY: sigma, path: path)
    }

    /// Blurs `surface` by `sigmaX` device pixels across and `sigmaY` down (either may be 0).
    static func blur(_ surface: CairoSurface, sigmaX: Double, sigmaY: Double, path: DrawingPath) {
        let width = Int(cairo_image_surface_get_width(surface.pointer)), height = Int(cairo_image_surface_get_height(surface.pointer))
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        guard sigmaX > 0 || sigmaY > 0, width > 0, height > 0, let data = cairo_image_surface_get_data(surface.pointer) else { return }
        cairo_surface_flush(surface.pointer)
        // One plane per channel (ARGB32 is a native-endian word: alpha, red, green, blue from the top byte).
        var planes = (0..<4).map { _ in [UInt8](repeating: 0, count: width * height) }
        for shift in 0..<4 {
            planes[shift].withUnsafeMutableBytes { plane in
                for y in 0..<height {
                    let row = Self.row(y, of: data, stride: stride)
                    for x in 0..<width { plane[y * width + x] = UInt8(truncatingIfNeeded: row[x] >> UInt32(8 * shift)) }
                }
                GaussianBlur.blur(plane, width: width, height: height, stride: width, sigmaX: sigmaX, sigmaY: sigmaY, path: path)
            }
        }
        for y in 0..<height {
            let row = Self.row(y, of: data, stride: stride)
            for x in 0..<width {
                let i = y * width + x, alpha = planes[3][i]
                row[x] = UInt32(alpha) << 24 | UInt32(min(planes[2][i], alpha)) << 16
                    | UInt32(min(planes[1][i], alpha)) << 8 | UInt32(min(planes[0][i], alpha))
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
    }

    /// Row `y` of the surface's pixels as words (Cairo aligns rows to 4 bytes).
    static func row(_ y: Int, of data: UnsafeMutablePointer<UInt8>, stride: Int) -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
    }
}
