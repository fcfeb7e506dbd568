import CCairo
import MotionCore

extension CairoGraphicsContext {
    public func beginPath() { cairo_new_path(cr) }

    public func move(to point: Point) {
        guard point.isFinite else { return }
        cairo_move_to(cr, point.x, point.y)
    }

    public func addLine(to point: Point) {
        guard point.isFinite else { return }
        cairo_line_to(cr, point.x, point.y)
    }

    /// A quadratic Bézier from the current point, drawn as the equivalent cubic. Without a
    /// current point nothing is added (Core Graphics reports an error and ignores it too).
    public func addQuadCurve(to point: Point, control: Point) {
        guard point.isFinite, control.isFinite, cairo_has_current_point(cr) != 0 else { return }
        var x0 = 0.0, y0 = 0.0
        cairo_get_current_point(cr, &x0, &y0)
        cairo_curve_to(cr, x0 + 2 / 3 * (control.x - x0), y0 + 2 / 3 * (control.y - y0),
                       point.x + 2 / 3 * (control.x - point.x), point.y + 2 / 3 * (control.y - point.y),
                       point.x, point.y)
    }

    public func addCurve(to point: Point, control1: Point, control2: Point) {
        guard point.isFinite, control1.isFinite, control2.isFinite else { return }
        cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
    }

    /// An arc with CGContextAddArc's semantics in a y-down (UIKit-flipped) context: angles are
    /// measured from +x toward +y, `clockwise == false` sweeps toward increasing angles (which
    /// looks clockwise on screen, as in a flipped CGContext) and `clockwise == true` toward
    /// decreasing ones. A sweep of more than a full turn draws one full circle. A line joins the
    /// current point, if any, to the arc's start.
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
        let fullTurn = 2 * Double.pi
        var sweep = clockwise ? startAngle - endAngle : endAngle - startAngle
        if sweep < 0 {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        }
        sweep = min(sweep, fullTurn)
        let start = startAngle.truncatingRemainder(dividingBy: fullTurn)
        if clockwise {
            cairo_arc_negative(cr, center.x, center.y, radius, start, start - sweep)
        } else {
            cairo_arc(cr, center.x, center.y, radius, start, start + sweep)
        }
    }

    public func closePath() { cairo_close_path(cr) }

    public func addPath(_ path: Path) {
        for element in path.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closePath()
            }
        }
    }

    /// Runs `body` (which may build and consume its own path) and then puts the current path back.
    func preservingPath(_ body: () -> Void) {
        guard cairo_has_current_point(cr) != 0, let saved = cairo_copy_path(cr) else {
            body()
            cairo_new_path(cr)
            return
        }
        defer { cairo_path_destroy(saved) }
        body()
        cairo_new_path(cr)
        cairo_append_path(cr, saved)
    }
}

extension Point {
    var isFinite: Bool { x.isFinite && y.isFinite }
}
