import CCairo
import MotionCore

extension CairoGraphicsContext {
    /// Draws `image` scaled to fill `rect`, times the context alpha: raster images bilinear/box
    /// filtered with sharp edges, SVG images as vectors at the device's resolution. An image
    /// that cannot be loaded draws nothing and is added to `problems`.
    public func draw(_ image: Image, in rect: Rect) {
        guard canDrawPicture(in: rect) else { return }
        do {
            switch try imageCache.loaded(image) {
            case .raster(let surface): draw(surface, in: rect)
            case .vector(let document): try drawVector(document, named: image.name, in: rect)
            }
        } catch {
            record(error as? CairoError ?? .imageDecoding("\(error)"))
        }
    }

    /// Whether a picture drawn into `rect` can show: a finite, non-empty rectangle and an invertible transform.
    private func canDrawPicture(in rect: Rect) -> Bool {
        !state.isDegenerate && rect.origin.isFinite && rect.width.isFinite && rect.height.isFinite && rect.width > 0 && rect.height > 0
    }

    /// Draws an image surface scaled to fill `rect`, times the context alpha. Into an alpha-only
    /// target (a shadow's or mask's shape) an opaque picture paints its alpha, 1 everywhere under
    /// its clip: a solid paint, the same bytes without resampling the picture. A rotated or
    /// sheared picture is resampled by `drawTurned` where it can be.
    func draw(_ surface: CairoSurface, in rect: Rect) {
        guard canDrawPicture(in: rect) else { return }
        let width = Double(cairo_image_surface_get_width(surface.pointer))
        let height = Double(cairo_image_surface_get_height(surface.pointer))
        let onlyAlphaShows = cairo_image_surface_get_format(surface.pointer) == CAIRO_FORMAT_RGB24 && targetIsAlphaOnly
        if !onlyAlphaShows, drawTurned(surface, in: rect) { return }
        preservingPath {
            cairo_save(cr)
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / width, rect.height / height)
            if onlyAlphaShows {
                cairo_set_source_rgb(cr, 0, 0, 0)
            } else {
                cairo_set_source_surface(cr, surface.pointer, 0, 0)
                let pattern = cairo_get_source(cr)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            }
            cairo_rectangle(cr, 0, 0, width, height)
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, state.alpha)
            cairo_restore(cr)
        }
    }

    /// Draws an SVG document into `rect`; below full alpha it is drawn as a group first. What
    /// the document draws outside its viewport (librsvg does not cut it) is cut a pixel beyond
    /// `rect`, as the picture of a rasterized SVG would end there: the group is then only as
    /// large as the picture, not the whole clip (the canvas, for a layer fading in).
    private func drawVector(_ document: SVGDocument, named name: String, in rect: Rect) throws {
        var failure: Error?
        preservingPath {
            cairo_save(cr)
            clipToDevicePixels(covering: rect)
            let faded = state.alpha < 1
            if faded { cairo_push_group(cr) }
            do { try document.draw(in: rect, on: cr, name: name) } catch { failure = error }
            if faded {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, state.alpha)
            }
            cairo_restore(cr)
        }
        if let failure { throw failure }
    }

    /// Draws `text` laid out in `rect` like UILabel (see `TextLayout`), vertically centred or at
    /// the top, as `style.verticalAlignment` says.
    public func drawText(_ text: String, in rect: Rect, style: TextStyle) {
        guard !state.isDegenerate, !text.isEmpty, rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        var style = style
        // A run's colour replaces the source, whose alpha carries the context's: it carries it too.
        if state.alpha != 1 {
            style.runs = style.runs.map { run in
                var faded = run
                faded.color = run.color.map { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * state.alpha) }
                return faded
            }
        }
        let layout = TextLayout(text: text, style: style, boxWidth: rect.width, boxHeight: rect.height, cairo: cr)
        let top = style.verticalAlignment == .top ? rect.minY : rect.minY + (rect.height - layout.size.height) / 2
        let origin = Point(x: rect.minX, y: top)
        preservingPath {
            cairo_save(cr)
            if layout.clipsToBox {
                cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
                cairo_clip(cr)
            }
            if let stroke = style.stroke {
                let outline = { self.strokeOutline(of: layout, at: origin, stroke: stroke, style: style) }
                if !stroke.isOverFill { outline() }
                if stroke.fillsText {
                    setSource(style.color)
                    layout.draw(at: origin, on: cr)
                }
                if stroke.isOverFill { outline() }
            } else {
                setSource(style.color)
                layout.draw(at: origin, on: cr)
            }
            cairo_restore(cr)
        }
    }

    /// Strokes the glyph outlines of `layout`'s lines with `stroke`: its width a percentage of the
    /// font's point size, centred on the edges, mitred as Core Graphics and SVG join by default.
    private func strokeOutline(of layout: TextLayout, at origin: Point, stroke: TextStroke, style: TextStyle) {
        layout.addOutline(at: origin, on: cr)
        setSource(stroke.color ?? style.color)
        cairo_set_line_width(cr, stroke.width / 100 * style.font.size)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_stroke(cr)
    }

    /// The size `text` takes when laid out with `style` no wider than `maxWidth` (unlimited when
    /// nil): the widest shown line and the height of the shown lines, in points, not rounded.
    public func measureText(_ text: String, style: TextStyle, maxWidth: Double? = nil) -> Size {
        guard !text.isEmpty else { return .zero }
        return TextLayout(text: text, style: style, boxWidth: maxWidth, boxHeight: nil, cairo: cr).size
    }
}
