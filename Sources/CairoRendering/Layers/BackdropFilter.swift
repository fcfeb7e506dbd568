import CCairo

/// The pixels behind a `VisualEffectLayer`, filtered: what has been drawn below it so far —
/// the target's pixels with the group being drawn into now composited over them — blurred with
/// `GaussianBlur` (each premultiplied channel, σ in device pixels) and their saturation scaled,
/// then put back in place of the sharp ones within the current clip.
///
/// It reads the target when the frame is drawn and keeps nothing, so a backdrop follows
/// whatever moves behind it; the same pixels below give the same bytes.
struct BackdropFilter {
    /// The blur's standard deviation in device pixels.
    let sigma: Double
    /// The saturation factor (1 leaves colours alone).
    let saturation: Double
    /// Which blur (`GaussianBlur`): the context's.
    let path: DrawingPath

    /// Replaces the pixels of `context`'s current clip (which the caller has cut to the layer's
    /// shape) with the filtered backdrop, faded in by the context's alpha. Beyond the target's
    /// edges the backdrop repeats its edge pixels, so the blur does not darken there.
    func paint(in context: CairoGraphicsContext) {
        let cr = context.cr
        guard !context.state.isDegenerate, let shown = PixelBox(covering: context.visibleDeviceExtents()) else { return }
        let box = shown.outset(by: sigma > 0 ? GaussianBlur.reach(sigma: sigma) : 0)
        guard let surface = try? CairoSurface(image: CAIRO_FORMAT_ARGB32, width: box.width, height: box.height, call: "cairo_image_surface_create (backdrop)"),
              collectBehind(cr, box: box, into: surface) else { return }
        filter(surface)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface.pointer, Double(box.x), Double(box.y))
        cairo_paint_with_alpha(cr, context.state.alpha)
        cairo_restore(cr)
    }

    /// Copies what lies behind into `surface` (device pixels of `box`): the target, repeated past
    /// its edges, and over it the group being drawn into, if any. False when Cairo could not.
    private func collectBehind(_ cr: OpaquePointer, box: PixelBox, into surface: CairoSurface) -> Bool {
        guard let copy = try? CairoContext(surface: surface) else { return false }
        let target = cairo_get_target(cr), group = cairo_get_group_target(cr)
        cairo_set_operator(copy.pointer, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(copy.pointer, target, -Double(box.x), -Double(box.y))
        cairo_pattern_set_extend(cairo_get_source(copy.pointer), CAIRO_EXTEND_PAD)
        cairo_paint(copy.pointer)
        if let group, group != target {
            cairo_set_operator(copy.pointer, CAIRO_OPERATOR_OVER)
            cairo_set_source_surface(copy.pointer, group, -Double(box.x), -Double(box.y))
            cairo_paint(copy.pointer)
        }
        cairo_surface_flush(surface.pointer)
        return cairo_status(copy.pointer) == CAIRO_STATUS_SUCCESS
    }

    /// Blurs and saturates `surface`'s premultiplied pixels in place.
    private func filter(_ surface: CairoSurface) {
        PremultipliedBlur.blur(surface, sigma: sigma, path: path)
        guard saturation != 1, let data = cairo_image_surface_get_data(surface.pointer) else { return }
        cairo_surface_flush(surface.pointer)
        saturate(data, width: Int(cairo_image_surface_get_width(surface.pointer)), height: Int(cairo_image_surface_get_height(surface.pointer)),
                 stride: Int(cairo_image_surface_get_stride(surface.pointer)))
        cairo_surface_mark_dirty(surface.pointer)
    }

    /// Scales each pixel's distance from its grey (Rec. 709 luminance) by `saturation`, as a
    /// colour matrix whose rows sum to 1 — exact on premultiplied values; kept within [0, alpha].
    private func saturate(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let s = saturation
        for y in 0..<height {
            let row = PremultipliedBlur.row(y, of: data, stride: stride)
            for x in 0..<width {
                let pixel = row[x], alpha = Double(pixel >> 24)
                let r = Double(pixel >> 16 & 0xFF), g = Double(pixel >> 8 & 0xFF), b = Double(pixel & 0xFF)
                let grey = 0.2126 * r + 0.7152 * g + 0.0722 * b
                func channel(_ c: Double) -> UInt32 { UInt32(min(max(grey + s * (c - grey), 0), alpha).rounded()) }
                row[x] = pixel & 0xFF00_0000 | channel(r) << 16 | channel(g) << 8 | channel(b)
            }
        }
    }
}
