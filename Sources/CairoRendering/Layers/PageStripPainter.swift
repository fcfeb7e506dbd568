import CCairo

/// Paints the strips of a curled page (`LayerRenderer.drawPageCurl`) in curl space — v along
/// the fold, u across it into the page — which is the context's current user space.
struct PageStripPainter {
    /// The back of the page: it lets 1 − `backOpacity` of what lies under it through, and its
    /// (mirrored) content is washed `backWhitening` of the way to white.
    static let backOpacity = 0.9, backWhitening = 0.6

    let cr: OpaquePointer
    /// The flat page, as an image surface pattern.
    let pattern: OpaquePointer
    /// Curl space → the page image's pixels.
    let curlToPixels: cairo_matrix_t
    /// The page's extent along the fold (v).
    let across: ClosedRange<Double>
    /// The context's alpha.
    let alpha: Double

    /// The strip from u = `top` to `bottom`, across the page: the slice's lower face (or the
    /// shadow on what shows through), then its upper face.
    func paint(_ slice: PageCurl.Slice, from top: Double, to bottom: Double) {
        guard slice.lower != nil || slice.upper != nil || slice.shadow > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // Corner by corner, not cairo_rectangle's relative moves: neighbouring strips then share
        // their edge exactly, and every pixel centre falls in one strip.
        cairo_new_path(cr)
        cairo_move_to(cr, across.lowerBound, top)
        cairo_line_to(cr, across.upperBound, top)
        cairo_line_to(cr, across.upperBound, bottom)
        cairo_line_to(cr, across.lowerBound, bottom)
        cairo_close_path(cr)
        cairo_clip(cr)
        let middle = (top + bottom) / 2
        if let lower = slice.lower {
            paint(lower, at: middle, opacity: 1, whitening: 0)
        } else {
            cairo_set_source_rgba(cr, 0, 0, 0, slice.shadow * alpha)
            cairo_paint(cr)
        }
        if let upper = slice.upper {
            paint(upper, at: middle, opacity: Self.backOpacity, whitening: Self.backWhitening)
        }
    }

    /// One face: the page line it shows, then white and black over the page's own coverage.
    private func paint(_ face: PageCurl.Face, at u: Double, opacity: Double, whitening: Double) {
        // u ↦ face.source at the strip's middle, running backwards on the back.
        let direction: Double = face.isBack ? -1 : 1
        var onPage = cairo_matrix_t()
        cairo_matrix_init(&onPage, 1, 0, 0, direction, 0, face.source - direction * u)
        var curlToPixels = curlToPixels, toPage = cairo_matrix_t()
        cairo_matrix_multiply(&toPage, &onPage, &curlToPixels)
        cairo_pattern_set_matrix(pattern, &toPage)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, opacity * alpha)
        for (level, amount) in [(1.0, whitening), (0.0, face.shade)] where amount > 0 {
            cairo_set_source_rgba(cr, level, level, level, amount * opacity * alpha)
            cairo_mask(cr, pattern)
        }
    }
}
