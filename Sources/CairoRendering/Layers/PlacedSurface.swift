import CCairo

/// A finished surface — a backing store — and the device position of its top-left pixel, in
/// whole pixels.
struct PlacedSurface {
    let surface: CairoSurface
    let x: Double, y: Double

    /// Composites the surface over what is drawn at `opacity` (or, `replacing`, copies it in),
    /// under the current clip.
    func composite(in context: CairoGraphicsContext, opacity: Double = 1, replacing: Bool = false) {
        let cr = context.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if replacing { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
        cairo_set_source_surface(cr, surface.pointer, x, y)
        if opacity < 1 { cairo_paint_with_alpha(cr, opacity) } else { cairo_paint(cr) }
        cairo_restore(cr)
    }
}
