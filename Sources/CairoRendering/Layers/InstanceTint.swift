import CCairo
import MotionCore

/// Multiplies a `TintedLayer`'s drawing by the RGB part of its tint, channel by channel, as
/// CAReplicatorLayer's `instanceColor` and colour offsets and CAEmitterCell's `color` do (the
/// tint's alpha is the layer's opacity, applied as usual). The instance is drawn offscreen, an ARGB32 image over the
/// clip (also for vector documents), and its premultiplied pixels are scaled by (r, g, b, 1)
/// before compositing.
struct InstanceTint {
    let red: Double, green: Double, blue: Double

    /// The tint of `color`'s red, green and blue, or nil when they are all 1 (nothing to multiply).
    init?(_ color: Color) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        (red, green, blue) = (unit(color.red), unit(color.green), unit(color.blue))
        if red >= 1, green >= 1, blue >= 1 { return nil }
    }

    /// Draws what `draw` draws (on the given context, under the current transform) tinted.
    func paint(in context: CairoGraphicsContext, draw: (CairoGraphicsContext) -> Void) {
        let cr = context.cr
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        guard !context.state.isDegenerate, let region = context.deviceClipBox(),
              let offscreen = OffscreenDrawing(for: context, format: CAIRO_FORMAT_ARGB32, x: Double(region.x), y: Double(region.y),
                                               width: region.width, height: region.height, transform: ctm, purpose: "colour tint")
        else { return }
        draw(offscreen.context)
        offscreen.finish()
        let surface = offscreen.surface
        multiplyPixels(of: surface.pointer, width: region.width, height: region.height)
        cairo_surface_mark_dirty(surface.pointer)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface.pointer, Double(region.x), Double(region.y))
        cairo_paint_with_alpha(cr, context.state.alpha)
        cairo_restore(cr)
    }

    /// Scales each premultiplied BGRA pixel's colour channels by the tint.
    private func multiplyPixels(of surface: OpaquePointer, width: Int, height: Int) {
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Fixed-point factors in 1/65536ths, in BGRA byte order.
        let factors = [blue, green, red, 1].map { UInt32(($0 * 65536).rounded()) }
        for row in 0..<height {
            let line = data + row * stride
            for byte in 0..<(4 * width) {
                line[byte] = UInt8((UInt32(line[byte]) * factors[byte & 3] + 32768) >> 16)
            }
        }
    }
}
