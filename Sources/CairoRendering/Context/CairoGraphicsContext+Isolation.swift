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
    /// half the shorter side), or with Apple's continuous corners (`ContinuousCorner`) where they
    /// fit, like CALayer's cornerRadius with `maskedCorners` and `cornerCurve`.
    func addRoundedRect(_ rect: Rect, radius: Double, corners: CornerMask = .all, curve: CornerCurve = .circular) {
        guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let r = radius.isFinite ? min(max(radius, 0), rect.width / 2, rect.height / 2) : 0
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        func corner(_ mask: CornerMask) -> Double { corners.contains(mask) ? r : 0 }
        if curve == .continuous, ContinuousCorner.fits(radius: r, shorterSide: min(rect.width, rect.height)) {
            cairo_new_sub_path(cr)
            for (mask, at, back, onward) in ContinuousCorner.turns(of: rect) {
                addContinuousCorner(ContinuousCorner.corner(at: at, back: back, onward: onward, radius: corner(mask)))
            }
            cairo_close_path(cr)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, x1 - corner(.topRight), y0 + corner(.topRight), corner(.topRight), -half, 0)
        cairo_arc(cr, x1 - corner(.bottomRight), y1 - corner(.bottomRight), corner(.bottomRight), 0, half)
        cairo_arc(cr, x0 + corner(.bottomLeft), y1 - corner(.bottomLeft), corner(.bottomLeft), half, 2 * half)
        cairo_arc(cr, x0 + corner(.topLeft), y0 + corner(.topLeft), corner(.topLeft), 2 * half, 3 * half)
        cairo_close_path(cr)
    }

    /// One continuous corner: a line to where it leaves the incoming edge, then its elements.
    private func addContinuousCorner(_ corner: (start: Point, elements: [ContinuousCorner.Element])) {
        cairo_line_to(cr, corner.start.x, corner.start.y)
        for element in corner.elements {
            switch element {
            case let .curve(a, b, c): cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
            case let .line(p): cairo_line_to(cr, p.x, p.y)
            }
        }
    }
}
