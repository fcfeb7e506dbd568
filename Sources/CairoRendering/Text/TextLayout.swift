import CCairo
import MotionCore

/// A Pango layout of one string in a box, configured the way UILabel lays text out:
/// word wrapping (falling back to characters for over-long words), truncation of the last
/// visible line for the truncating modes, at most `numberOfLines` lines (0 = unlimited) and no
/// more lines than fit the box height, line spacing added between lines.
///
/// Sizes are unhinted and glyph positions unrounded, so a layout measures the same at every
/// canvas scale.
final class TextLayout {
    /// One laid-out line: the Pango line and its placement relative to the layout's top left, in points.
    struct Line {
        let line: UnsafeMutablePointer<PangoLayoutLine>
        let x: Double
        let baseline: Double
        /// The line's logical rectangle relative to the layout's top left, in points.
        let frame: Rect
        /// The line's text as bytes of the layout's UTF-8 text.
        let bytes: Range<Int>
    }

    private let handle: PangoLayoutHandle
    /// The lines that are shown, top to bottom.
    private(set) var lines: [Line] = []
    /// The extent of the shown lines, in points.
    private(set) var size = Size.zero
    /// True when the text must be clipped to its box (`.byClipping`).
    let clipsToBox: Bool

    private static let pangoScale = Double(zoe_pango_scale())

    /// Lays out `text` for drawing on `cairo`; nil box sides mean unconstrained.
    init(text: String, style: TextStyle, boxWidth: Double?, boxHeight: Double?, cairo: OpaquePointer) {
        handle = PangoLayoutHandle(cairo: cairo)
        clipsToBox = style.lineBreakMode == .byClipping
        let layout = handle.pointer
        Self.configureContext(pango_layout_get_context(layout))
        pango_layout_context_changed(layout)
        let font = PangoFontDescriptionHandle(style.font)
        pango_layout_set_font_description(layout, font.pointer)
        pango_layout_set_text(layout, text, -1)
        Self.setAttributes(of: layout, runs: style.runs, textLength: text.utf8.count)

        let width = boxWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let height = boxHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let singleUnwrappedLine = style.lineBreakMode == .byClipping && style.numberOfLines == 1
        if let width, !singleUnwrappedLine { pango_layout_set_width(layout, Self.units(width)) }
        pango_layout_set_wrap(layout, style.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if style.lineSpacing.isFinite, style.lineSpacing > 0 { pango_layout_set_spacing(layout, Self.units(style.lineSpacing)) }
        configureAlignment(style.alignment)
        configureEllipsis(style, height: height)
        collectLines(maximum: style.numberOfLines, boxHeight: height)
        if singleUnwrappedLine, let width { alignUnwrapped(style.alignment, boxWidth: width) }
    }

    /// Hinting off and fractional glyph positions: metrics independent of the device scale.
    ///
    /// The context's matrix is reset to the identity: Pango keys its fontsets (and starts a
    /// fontconfig sort on a thread of its own for each new one) by the matrix's scale, so a
    /// canvas transform that changes every frame (a zoom, a scaling animation) would otherwise
    /// cost a font match per text per frame. Glyphs are still rasterised for the real transform:
    /// Cairo derives the scaled font from the canvas's matrix when the lines are shown.
    private static func configureContext(_ context: OpaquePointer) {
        pango_context_set_matrix(context, nil)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// No hyphens (UIKit breaks words without adding them; Pango adds them unless told not to),
    /// and each run's font and colour over its bytes (an attributed string's `.font` and
    /// `.foregroundColor`), as Pango attributes of the layout.
    private static func setAttributes(of layout: OpaquePointer, runs: [TextRun], textLength: Int) {
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        for run in runs {
            let start = UInt32(clamping: min(max(run.bytes.lowerBound, 0), textLength))
            let end = UInt32(clamping: min(max(run.bytes.upperBound, 0), textLength))
            guard start < end else { continue }
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(attributes, attribute)
            }
            if let font = run.font { insert(pango_attr_font_desc_new(PangoFontDescriptionHandle(font).pointer)) }
            if let color = run.color {
                func channel(_ value: Double) -> UInt16 { UInt16((min(max(value.isNaN ? 0 : value, 0), 1) * 65535).rounded()) }
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                insert(pango_attr_foreground_alpha_new(channel(color.alpha)))
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    private func configureAlignment(_ alignment: TextAlignment) {
        let layout = handle.pointer
        pango_layout_set_auto_dir(layout, alignment == .natural ? 1 : 0)
        switch alignment {
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
    }

    /// Truncating modes ellipsize the last line that fits `numberOfLines` and the box height.
    private func configureEllipsis(_ style: TextStyle, height: Double?) {
        let layout = handle.pointer
        switch style.lineBreakMode {
        case .byTruncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .byTruncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .byTruncatingTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        case .byWordWrapping, .byCharWrapping, .byClipping: return
        }
        if style.numberOfLines > 0 {
            pango_layout_set_height(layout, -Int32(clamping: style.numberOfLines))
        }
        if let height {
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            if style.numberOfLines <= 0 || Double(logical.height) / Self.pangoScale > height {
                pango_layout_set_height(layout, Self.units(height))
            }
        }
    }

    /// Keeps the first lines: at most `maximum` (0 = all) and those ending within `boxHeight`
    /// (always at least one).
    private func collectLines(maximum: Int, boxHeight: Double?) {
        guard let iterator = pango_layout_get_iter(handle.pointer) else { return }
        defer { pango_layout_iter_free(iterator) }
        var width = 0.0, bottom = 0.0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let lineBottom = Double(logical.y + logical.height) / Self.pangoScale
            if !lines.isEmpty {
                if maximum > 0, lines.count >= maximum { break }
                if let boxHeight, lineBottom > boxHeight + 0.01 { break }
            }
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / Self.pangoScale
            let frame = Rect(x: Double(logical.x) / Self.pangoScale, y: Double(logical.y) / Self.pangoScale,
                             width: Double(logical.width) / Self.pangoScale, height: Double(logical.height) / Self.pangoScale)
            let start = Int(line.pointee.start_index)
            lines.append(Line(line: line, x: frame.minX, baseline: baseline, frame: frame,
                              bytes: start..<start + Int(line.pointee.length)))
            width = max(width, Double(logical.width) / Self.pangoScale)
            bottom = lineBottom
        } while pango_layout_iter_next_line(iterator) != 0
        size = Size(width: width, height: bottom)
    }

    /// Positions the single unwrapped line of `.byClipping` text by hand (Pango aligns only wrapped text).
    private func alignUnwrapped(_ alignment: TextAlignment, boxWidth: Double) {
        let factor: Double
        switch alignment {
        case .center: factor = 0.5
        case .right: factor = 1
        case .left, .natural, .justified: factor = 0
        }
        let shift = (boxWidth - size.width) * factor
        lines = lines.map {
            Line(line: $0.line, x: $0.x + shift, baseline: $0.baseline, frame: $0.frame.offsetBy(dx: shift, dy: 0), bytes: $0.bytes)
        }
    }

    /// Draws the shown lines with their top left at `origin` in the source already set on `cairo`.
    func draw(at origin: Point, on cairo: OpaquePointer) {
        for line in lines {
            cairo_move_to(cairo, origin.x + line.x, origin.y + line.baseline)
            pango_cairo_show_layout_line(cairo, line.line)
        }
    }

    /// Adds the outlines of the shown lines' glyphs, their top left at `origin`, to `cairo`'s path.
    func addOutline(at origin: Point, on cairo: OpaquePointer) {
        for line in lines {
            cairo_move_to(cairo, origin.x + line.x, origin.y + line.baseline)
            pango_cairo_layout_line_path(cairo, line.line)
        }
    }

    /// Points to Pango units, clamped to a range Pango's 32-bit units can hold.
    private static func units(_ points: Double) -> Int32 { Int32((min(max(points, 0), 1_000_000) * pangoScale).rounded()) }
}
