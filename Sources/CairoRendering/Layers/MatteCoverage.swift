import CCairo
import MotionCore

/// Turns a matte's drawing (a group popped as a pattern) into the alpha-only pattern a
/// `MatteLayer`'s channel says: one minus its alpha, its luminance over black (Rec. 709 weights
/// on the premultiplied colour, as SVG's luminanceToAlpha), or one minus that. Cairo composites
/// by alpha only, so this one conversion is written here, per pixel.
enum MatteCoverage {
    /// The coverage of `drawing` for `channel`, placed as `drawing` is; nil when the drawing is not
    /// pixels (a PDF or SVG group), where the caller masks by alpha.
    static func pattern(of drawing: OpaquePointer?, channel: MatteLayer.Channel) -> CairoPattern? {
        var group: OpaquePointer?
        guard cairo_pattern_get_surface(drawing, &group) == CAIRO_STATUS_SUCCESS, let group,
              cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(group) == CAIRO_FORMAT_ARGB32 else { return nil }
        cairo_surface_flush(group)
        let width = Int(cairo_image_surface_get_width(group)), height = Int(cairo_image_surface_get_height(group))
        guard let coverage = try? CairoSurface(taking: cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
                                               call: "cairo_image_surface_create"),
              let source = cairo_image_surface_get_data(group), let target = cairo_image_surface_get_data(coverage.pointer) else { return nil }
        let sourceStride = Int(cairo_image_surface_get_stride(group)), targetStride = Int(cairo_image_surface_get_stride(coverage.pointer))
        for y in 0..<height {
            let from = UnsafeRawPointer(source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
            let to = target + y * targetStride
            for x in 0..<width { to[x] = value(from[x], channel) }
        }
        cairo_surface_mark_dirty(coverage.pointer)
        var dx = 0.0, dy = 0.0, sx = 1.0, sy = 1.0
        cairo_surface_get_device_offset(group, &dx, &dy)
        cairo_surface_get_device_scale(group, &sx, &sy)
        cairo_surface_set_device_offset(coverage.pointer, dx, dy)
        cairo_surface_set_device_scale(coverage.pointer, sx, sy)
        guard let pattern = try? CairoPattern(taking: cairo_pattern_create_for_surface(coverage.pointer), call: "cairo_pattern_create_for_surface")
        else { return nil }
        var matrix = cairo_matrix_t()
        cairo_pattern_get_matrix(drawing, &matrix)
        cairo_pattern_set_matrix(pattern.pointer, &matrix)
        return pattern
    }

    /// One pixel's coverage: `pixel` is Cairo's premultiplied ARGB32 (alpha in the top byte).
    static func value(_ pixel: UInt32, _ channel: MatteLayer.Channel) -> UInt8 {
        let alpha = pixel >> 24
        switch channel {
        case .alpha: return UInt8(alpha)
        case .invertedAlpha: return UInt8(255 - alpha)
        case .luminance, .invertedLuminance:
            let r = Double((pixel >> 16) & 0xFF), g = Double((pixel >> 8) & 0xFF), b = Double(pixel & 0xFF)
            let luminance = UInt8(min(255, (0.2125 * r + 0.7154 * g + 0.0721 * b).rounded()))
            return channel == .luminance ? luminance : 255 - luminance
        }
    }
}
