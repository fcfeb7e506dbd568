import CCairo
import MotionCore

extension CairoGraphicsContext {
    public func fillPath(using rule: FillRule) {
        guard !state.isDegenerate else { cairo_new_path(cr); return }
        cairo_set_fill_rule(cr, rule.cairoValue)
        setSource(state.fillColor)
        cairo_fill(cr)
    }

    public func strokePath() {
        guard !state.isDegenerate else { cairo_new_path(cr); return }
        setSource(state.strokeColor)
        cairo_stroke(cr)
    }

    public func clip(using rule: FillRule) {
        cairo_set_fill_rule(cr, rule.cairoValue)
        if state.isDegenerate {
            // Under a singular transform the path collapses to nothing, so the clip becomes empty.
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, 0, 0)
        }
        cairo_clip(cr)
        state.clipIsPixelExact = false
    }

    /// Fills the clip with a linear gradient; beyond `start` and `end` the end colours continue
    /// (like CAGradientLayer, or CGContext with both "draws before/after" options). On an image
    /// target a smooth gradient is copied row by row from one run of colours
    /// (`LinearGradientRows`, within a level of drawing every pixel), or, when the rows cannot be
    /// copied so, drawn at a reduced resolution and enlarged (`ReducedLinearGradient`, within 2).
    public func drawLinearGradient(_ stops: [GradientStop], start: Point, end: Point) {
        guard !state.isDegenerate, start.isFinite, end.isFinite,
              let ramp = GradientRamp(stops, alpha: state.alpha) else { return }
        if drawingPath == .fast, targetIsRaster {
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            if let rows = LinearGradientRows(ramp, start: start, end: end, transform: matrix), rows.paint(on: self) { return }
            if let reduced = ReducedLinearGradient(ramp, start: start, end: end, transform: matrix), reduced.paint(on: self) {
                return
            }
        }
        guard let pattern = try? CairoPattern(taking: cairo_pattern_create_linear(start.x, start.y, end.x, end.y),
                                              call: "cairo_pattern_create_linear") else { return }
        paint(pattern, ramp: ramp)
    }

    /// Fills the clip with a radial gradient between two circles, extended beyond them.
    public func drawRadialGradient(_ stops: [GradientStop], startCenter: Point, startRadius: Double,
                                   endCenter: Point, endRadius: Double) {
        guard !state.isDegenerate, startCenter.isFinite, endCenter.isFinite,
              startRadius.isFinite, endRadius.isFinite, startRadius >= 0, endRadius >= 0,
              let ramp = GradientRamp(stops, alpha: state.alpha),
              let pattern = try? CairoPattern(
                taking: cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius,
                                                    endCenter.x, endCenter.y, endRadius),
                call: "cairo_pattern_create_radial") else { return }
        paint(pattern, ramp: ramp)
    }

    /// Paints the clip with the gradient pattern and the ramp's stops.
    private func paint(_ pattern: CairoPattern, ramp: GradientRamp) {
        ramp.add(to: pattern.pointer)
        cairo_save(cr)
        cairo_set_source(cr, pattern.pointer)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

extension FillRule {
    var cairoValue: cairo_fill_rule_t {
        switch self {
        case .winding: return CAIRO_FILL_RULE_WINDING
        case .evenOdd: return CAIRO_FILL_RULE_EVEN_ODD
        }
    }
}
