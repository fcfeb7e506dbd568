import CCairo
import MotionCore

extension CairoGraphicsContext {
    /// Runs `body` (typically user drawing code) with a fresh default drawing state and an empty
    /// path, then restores everything, unwinding any saves `body` left unbalanced.
    func withIsolatedState(_ body: () -> Void) {
        let depth = savedStateDepth
        saveGState()
        state = DrawingState(alpha: state.alpha, isDegenerate: state.isDegenerate, clipIsPixelExact: state.clipIsPixelExact)
        cairo_new_path(cr)
        cairo_set_line_width(cr, 1)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, 10)
        cairo_set_dash(cr, nil, 0, 0)
        body()
        while savedStateDepth > depth { restoreGState() }
        cairo_new_path(cr)
    }

    /// Adds a rectangle whose `corners` are rounded with circular arcs of `radius` (clamped to
    /// half the shorter side), like CALayer's cornerRadius with `maskedCorners`.
    func addRoundedRect(_ rect: Rect, radius: Double, corners: CornerMask = .all) {
        guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let r = radius.isFinite ? min(max(radius, 0), rect.width / 2, rect.height / 2) : 0
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        func corner(_ mask: CornerMask) -> Double { corners.contains(mask) ? r : 0 }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, x1 - corner(.topRight), y0 + corner(.topRight), corner(.topRight), -half, 0)
        cairo_arc(cr, x1 - corner(.bottomRight), y1 - corner(.bottomRight), corner(.bottomRight), 0, half)
        cairo_arc(cr, x0 + corner(.bottomLeft), y1 - corner(.bottomLeft), corner(.bottomLeft), half, 2 * half)
        cairo_arc(cr, x0 + corner(.topLeft), y0 + corner(.topLeft), corner(.topLeft), 2 * half, 3 * half)
        cairo_close_path(cr)
    }
}
