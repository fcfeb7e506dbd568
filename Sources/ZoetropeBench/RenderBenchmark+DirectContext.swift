import CCairo
import Zoetrope

/// The benchmark's "direct Cairo" side of custom drawing: `GraphicsContext` calls passed straight
/// to Cairo and Pango, with none of `CairoGraphicsContext`'s validation, state tracking or
/// problem collection — what a hand-written Cairo program would issue for the same drawing.
final class DirectGraphicsContext: GraphicsContext {
    let cr: OpaquePointer
    private var fill = Color.black, stroke = Color.black, alpha = 1.0
    private var saved: [(Color, Color, Double)] = []

    init(_ cr: OpaquePointer, alpha: Double) {
        self.cr = cr
        self.alpha = alpha
    }

    func saveGState() { cairo_save(cr); saved.append((fill, stroke, alpha)) }
    func restoreGState() { cairo_restore(cr); if let last = saved.popLast() { (fill, stroke, alpha) = last } }
    func translateBy(x: Double, y: Double) { cairo_translate(cr, x, y) }
    func scaleBy(x: Double, y: Double) { cairo_scale(cr, x, y) }
    func rotate(by angle: Double) { cairo_rotate(cr, angle) }
    func concatenate(_ t: AffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }
    func setAlpha(_ alpha: Double) { self.alpha = alpha }
    func setFillColor(_ color: Color) { fill = color }
    func setStrokeColor(_ color: Color) { stroke = color }
    func setLineWidth(_ width: Double) { cairo_set_line_width(cr, width) }
    func setLineCap(_ cap: LineCap) {}
    func setLineJoin(_ join: LineJoin) {}
    func setMiterLimit(_ limit: Double) { cairo_set_miter_limit(cr, limit) }
    func setLineDash(phase: Double, lengths: [Double]) { cairo_set_dash(cr, lengths, Int32(lengths.count), phase) }
    func beginPath() { cairo_new_path(cr) }
    func move(to p: Point) { cairo_move_to(cr, p.x, p.y) }
    func addLine(to p: Point) { cairo_line_to(cr, p.x, p.y) }
    func addQuadCurve(to p: Point, control c: Point) {
        var x0 = 0.0, y0 = 0.0
        cairo_get_current_point(cr, &x0, &y0)
        cairo_curve_to(cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0), p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
    }
    func addCurve(to p: Point, control1 a: Point, control2 b: Point) { cairo_curve_to(cr, a.x, a.y, b.x, b.y, p.x, p.y) }
    func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        if clockwise { cairo_arc_negative(cr, center.x, center.y, radius, startAngle, endAngle) } else {
            cairo_arc(cr, center.x, center.y, radius, startAngle, endAngle)
        }
    }
    func closePath() { cairo_close_path(cr) }
    func addPath(_ path: Path) {
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
    func fillPath(using rule: FillRule) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        setSource(fill)
        cairo_fill(cr)
    }
    func strokePath() { setSource(stroke); cairo_stroke(cr) }
    func clip(using rule: FillRule) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }
    func drawLinearGradient(_ stops: [GradientStop], start: Point, end: Point) {
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        paintGradient(pattern, stops)
    }
    func drawRadialGradient(_ stops: [GradientStop], startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double) {
        let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)!
        paintGradient(pattern, stops)
    }
    func draw(_ image: Image, in rect: Rect) {}

    /// Text with a Pango layout of the box's width, vertically centred (the benchmark's texts are single
    /// lines or wrapped paragraphs; no line limits by box height).
    func drawText(_ text: String, in rect: Rect, style: TextStyle) {
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        // The renderer's text quality: no hinting, fractional glyph positions.
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        pango_context_set_round_glyph_positions(pango_layout_get_context(layout), 0)
        pango_layout_context_changed(layout)
        let font = pango_font_description_new()!
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, style.font.family)
        pango_font_description_set_absolute_size(font, style.font.size * Double(zoe_pango_scale()))
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(style.font.weight.rawValue)))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_width(layout, Int32(rect.width * Double(zoe_pango_scale())))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if style.numberOfLines > 0 {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, -Int32(style.numberOfLines))
        }
        switch style.alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let height = Double(logical.height) / Double(zoe_pango_scale())
        setSource(style.color)
        cairo_move_to(cr, rect.minX, rect.minY + (rect.height - height) / 2)
        pango_cairo_show_layout(cr, layout)
    }

    private func paintGradient(_ pattern: OpaquePointer, _ stops: [GradientStop]) {
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue,
                                              stop.color.alpha * alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
    }

    func setSource(_ c: Color) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha) }
}
