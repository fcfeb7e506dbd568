import CCairo

/// Owns one `cairo_t` and destroys it in deinit; keeps its target surface alive.
final class CairoContext {
    let pointer: OpaquePointer
    let surface: CairoSurface

    init(surface: CairoSurface) throws {
        let created = cairo_create(surface.pointer)!
        let status = cairo_status(created)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(created)
            try CairoError.check(status, "cairo_create")
            throw CairoError.cairoStatus(call: "cairo_create", code: Int(status.rawValue), message: "unknown")
        }
        self.pointer = created
        self.surface = surface
    }

    deinit { cairo_destroy(pointer) }

    /// The context's sticky error status as a Swift error, if any.
    func checkStatus(_ call: String) throws {
        try CairoError.check(cairo_status(pointer), call)
    }
}
