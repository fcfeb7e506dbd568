import CCairo

extension Canvas {
    /// Bytes per row of the pixel memory (at least `4 × pixelWidth`).
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface.pointer)) }

    /// Calls `body` with the premultiplied pixel memory and its stride. Each pixel is a native-endian
    /// 32-bit ARGB word, i.e. bytes B, G, R, A on little-endian hosts (every supported Linux target).
    public func withPremultipliedBGRA<R>(_ body: (UnsafeRawBufferPointer, _ bytesPerRow: Int) throws -> R) rethrows -> R {
        cairo_surface_flush(surface.pointer)
        let base = UnsafeRawPointer(cairo_image_surface_get_data(surface.pointer)!)
        return try body(UnsafeRawBufferPointer(start: base, count: bytesPerRow * pixelHeight), bytesPerRow)
    }

    /// Like `withPremultipliedBGRA`, but the memory may be changed (values must stay premultiplied).
    public func withMutablePremultipliedBGRA<R>(_ body: (UnsafeMutableRawBufferPointer, _ bytesPerRow: Int) throws -> R) rethrows -> R {
        cairo_surface_flush(surface.pointer)
        let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface.pointer)!)
        defer { cairo_surface_mark_dirty(surface.pointer) }
        return try body(UnsafeMutableRawBufferPointer(start: base, count: bytesPerRow * pixelHeight), bytesPerRow)
    }

    /// The premultiplied components of the pixel at (x, y), or nil outside the canvas.
    public func premultipliedPixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard (0..<pixelWidth).contains(x), (0..<pixelHeight).contains(y) else { return nil }
        return withPremultipliedBGRA { bytes, stride in
            let word = bytes.load(fromByteOffset: y * stride + 4 * x, as: UInt32.self)
            return (UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                    UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 24))
        }
    }

    /// The canvas as straight-alpha RGBA, un-premultiplied exactly (see `Premultiplication`).
    public func rgbaImage() -> RGBAImage {
        var out = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        withPremultipliedBGRA { bytes, stride in
            for y in 0..<pixelHeight {
                for x in 0..<pixelWidth {
                    let word = bytes.load(fromByteOffset: y * stride + 4 * x, as: UInt32.self)
                    let a = UInt8(truncatingIfNeeded: word >> 24)
                    let i = (y * pixelWidth + x) * 4
                    out[i] = Premultiplication.unpremultiply(UInt8(truncatingIfNeeded: word >> 16), alpha: a)
                    out[i + 1] = Premultiplication.unpremultiply(UInt8(truncatingIfNeeded: word >> 8), alpha: a)
                    out[i + 2] = Premultiplication.unpremultiply(UInt8(truncatingIfNeeded: word), alpha: a)
                    out[i + 3] = a
                }
            }
        }
        return RGBAImage(validatedWidth: pixelWidth, height: pixelHeight, pixels: out)
    }

    /// A canvas holding `image` (premultiplied on the way in).
    public convenience init(_ image: RGBAImage, scale: Double = 1) throws {
        try self.init(pixelWidth: image.width, pixelHeight: image.height, scale: scale)
        withMutablePremultipliedBGRA { bytes, stride in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.pixel(x: x, y: y)
                    let word = UInt32(p.a) << 24
                        | UInt32(Premultiplication.premultiply(p.r, alpha: p.a)) << 16
                        | UInt32(Premultiplication.premultiply(p.g, alpha: p.a)) << 8
                        | UInt32(Premultiplication.premultiply(p.b, alpha: p.a))
                    bytes.storeBytes(of: word, toByteOffset: y * stride + 4 * x, as: UInt32.self)
                }
            }
        }
    }
}
