import CCairo

/// Owns one `cairo_pattern_t` and destroys it in deinit.
final class CairoPattern {
    let pointer: OpaquePointer

    init(taking pointer: OpaquePointer, call: String) throws {
        let status = cairo_pattern_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_pattern_destroy(pointer)
            try CairoError.check(status, call)
            throw CairoError.cairoStatus(call: call, code: Int(status.rawValue), message: "unknown")
        }
        self.pointer = pointer
    }

    deinit { cairo_pattern_destroy(pointer) }
}
