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
    /// (like CAGradientLayer, or CGContext with both "draws before/after" options).
    public func drawLinearGradient(_ stops: [GradientStop], start: Point, end: Point) {
        guard !state.isDegenerate, start.isFinite, end.isFinite,
              let pattern = try? CairoPattern(taking: cairo_pattern_create_linear(start.x, start.y, end.x, end.y),
                                              call: "cairo_pattern_create_linear") else { return }
        paint(pattern, stops: stops)
    }

    /// Fills the clip with a radial gradient between two circles, extended beyond them.
    public func drawRadialGradient(_ stops: [GradientStop], startCenter: Point, startRadius: Double,
                                   endCenter: Point, endRadius: Double) {
        guard !state.isDegenerate, startCenter.isFinite, endCenter.isFinite,
              startRadius.isFinite, endRadius.isFinite, startRadius >= 0, endRadius >= 0,
              let pattern = try? CairoPattern(
                taking: cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius,
                                                    endCenter.x, endCenter.y, endRadius),
                call: "cairo_pattern_create_radial") else { return }
        paint(pattern, stops: stops)
    }

    /// Adds the stops (sorted by location, clamped to [0, 1], alpha times the context alpha)
    /// and paints the clip with the pattern.
    private func paint(_ pattern: CairoPattern, stops: [GradientStop]) {
        let usable = stops.filter { !$0.location.isNaN }
        guard !usable.isEmpty else { return }
        let sorted = usable.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
        for (_, stop) in sorted {
            let c = stop.color
            func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
            cairo_pattern_add_color_stop_rgba(pattern.pointer, unit(stop.location), unit(c.red), unit(c.green),
                                              unit(c.blue), unit(c.alpha) * state.alpha)
        }
        cairo_pattern_set_extend(pattern.pointer, CAIRO_EXTEND_PAD)
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
