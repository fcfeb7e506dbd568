import CCairo
import MediaEncoding

extension CairoSurface {
    /// A surface holding `picture`: ARGB32 premultiplied as Cairo stores it (once, here), or
    /// RGB24 for pictures without alpha, which Cairo composites as a plain copy.
    convenience init(picture: DecodedPicture) throws {
        _ = try CanvasLimits.validate(width: Double(picture.width), height: Double(picture.height))
        let format = picture.hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
        try self.init(taking: cairo_image_surface_create(format, Int32(picture.width), Int32(picture.height)),
                      call: "cairo_image_surface_create")
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let destination = cairo_image_surface_get_data(pointer)!
        picture.pixels.withUnsafeBufferPointer { source in
            for row in 0..<picture.height {
                let input = source.baseAddress! + row * picture.bytesPerRow
                let output = destination + row * stride
                guard picture.hasAlpha else {
                    output.update(from: input, count: 4 * picture.width)
                    continue
                }
                for x in 0..<picture.width {
                    let alpha = input[4 * x + 3]
                    output[4 * x] = Premultiplication.premultiply(input[4 * x], alpha: alpha)
                    output[4 * x + 1] = Premultiplication.premultiply(input[4 * x + 1], alpha: alpha)
                    output[4 * x + 2] = Premultiplication.premultiply(input[4 * x + 2], alpha: alpha)
                    output[4 * x + 3] = alpha
                }
            }
        }
        cairo_surface_mark_dirty(pointer)
    }
}
