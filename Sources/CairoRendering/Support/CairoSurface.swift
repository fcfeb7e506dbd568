import CCairo

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
