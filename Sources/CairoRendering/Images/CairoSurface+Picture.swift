import CCairo
import MediaEncoding

extension CairoSurface {
    /// A surface showing `picture`. Pictures without alpha are drawn from their own memory as
    /// RGB24 (no copy; the surface keeps the buffer alive, however long Cairo holds the surface),
    /// which Cairo composites as a plain copy; pictures with alpha are premultiplied, once, into
    /// an ARGB32 surface of their own.
    convenience init(picture: DecodedPicture) throws {
        _ = try CanvasLimits.validate(width: Double(picture.width), height: Double(picture.height))
        guard picture.hasAlpha else {
            try self.init(wrapping: picture)
            return
        }
        try self.init(image: CAIRO_FORMAT_ARGB32, width: picture.width, height: picture.height,
                      call: "cairo_image_surface_create")
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let destination = cairo_image_surface_get_data(pointer)!
        let source = picture.buffer.base.assumingMemoryBound(to: UInt8.self)
        for row in 0..<picture.height {
            let input = source + row * picture.bytesPerRow
            let output = destination + row * stride
            for x in 0..<picture.width {
                let alpha = input[4 * x + 3]
                output[4 * x] = Premultiplication.premultiply(input[4 * x], alpha: alpha)
                output[4 * x + 1] = Premultiplication.premultiply(input[4 * x + 1], alpha: alpha)
                output[4 * x + 2] = Premultiplication.premultiply(input[4 * x + 2], alpha: alpha)
                output[4 * x + 3] = alpha
            }
        }
        cairo_surface_mark_dirty(pointer)
    }

    /// An RGB24 surface over an opaque picture's own memory, which the surface retains (through
    /// Cairo user data released when Cairo destroys the surface).
    private convenience init(wrapping picture: DecodedPicture) throws {
        let created = cairo_image_surface_create_for_data(picture.buffer.base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
                                                          Int32(picture.width), Int32(picture.height), Int32(picture.bytesPerRow))!
        try self.init(taking: created, call: "cairo_image_surface_create_for_data")
        let retained = Unmanaged.passRetained(picture.buffer).toOpaque()
        let status = cairo_surface_set_user_data(pointer, Self.pictureBufferKey, retained) { buffer in
            if let buffer { Unmanaged<PixelBuffer>.fromOpaque(buffer).release() }
        }
        if status != CAIRO_STATUS_SUCCESS {
            Unmanaged<PixelBuffer>.fromOpaque(retained).release()
            try CairoError.check(status, "cairo_surface_set_user_data")
        }
    }

    /// The user-data key under which a wrapping surface keeps its picture's buffer: Cairo tells
    /// keys apart by address only and never reads or writes them.
    private static let pictureBufferKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
}
