import CCairo
import MediaEncoding

/// Owns one `cairo_surface_t` reference and destroys it in deinit.
final class CairoSurface {
    let pointer: OpaquePointer
    /// An object the surface writes into (a stream sink); released only after the surface.
    private let retainedSink: AnyObject?

    /// Takes ownership of `pointer`; throws (after destroying it) when its status is bad.
    init(taking pointer: OpaquePointer, call: String, retaining sink: AnyObject? = nil) throws {
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            try CairoError.check(status, call)
            throw CairoError.cairoStatus(call: call, code: Int(status.rawValue), message: "unknown")
        }
        self.pointer = pointer
        self.retainedSink = sink
    }

    /// Whether every pixel of this ARGB32 image surface has alpha 255; worked out once, on the
    /// first call, so only for a surface whose pixels no longer change (a backing store).
    private(set) lazy var isOpaque: Bool = {
        cairo_surface_flush(pointer)
        guard cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_ARGB32, let data = cairo_image_surface_get_data(pointer) else {
            return false
        }
        return PixelOpacity.isOpaque(data, width: Int(cairo_image_surface_get_width(pointer)),
                                     height: Int(cairo_image_surface_get_height(pointer)),
                                     bytesPerRow: Int(cairo_image_surface_get_stride(pointer)))
    }()

    deinit {
        cairo_surface_destroy(pointer)
        withExtendedLifetime(retainedSink) {}
    }

    /// Flushes, finishes and reports the surface's status (stream surfaces write their end here).
    func finish(call: String) throws {
        cairo_surface_flush(pointer)
        cairo_surface_finish(pointer)
        try CairoError.check(cairo_surface_status(pointer), call)
    }
}
