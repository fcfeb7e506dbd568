import CCairo
import MotionCore

extension CairoGraphicsContext {
    /// Draws `image` into `rect` as `sampling` asks: only its shown part (`contentsRect`, whose
    /// edge pixels extend beyond the picture), in nine pieces when part of it stretches
    /// (`contentsCenter`), with the nearest-pixel filter where asked. The plain sampling is
    /// `draw(_:in:)`. An SVG picture takes the shown part; it has no pixels to cut or filter.
    func draw(_ image: Image, in rect: Rect, sampling: PictureSampling) {
        guard sampling != .plain else { return draw(image, in: rect) }
        guard !state.isDegenerate, rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0,
              sampling.shown.width > 0, sampling.shown.height > 0 else { return }
        do {
            switch try imageCache.loaded(image) {
            case .raster(let surface):
                drawSampled(surface, in: rect, sampling: sampling)
            case .vector:
                let shown = sampling.shown
                let whole = Rect(x: rect.minX - shown.minX / shown.width * rect.width, y: rect.minY - shown.minY / shown.height * rect.height,
                                 width: rect.width / shown.width, height: rect.height / shown.height)
                preservingPath {
                    cairo_save(cr)
                    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
                    cairo_clip(cr)
                    draw(image, in: whole)
                    cairo_restore(cr)
                }
            }
        } catch {
            record(error as? CairoError ?? .imageDecoding("\(error)"))
        }
    }

    /// The raster picture's pieces, each from a sub-surface of its source pixels (padded at its
    /// edges, so a sprite never shows its neighbour), inside `rect`'s antialiased edges. Nine
    /// pieces are drawn into one group, each cut to whole pixels, so their shared edges leave no
    /// seam; the group is composited at the context alpha.
    private func drawSampled(_ surface: CairoSurface, in rect: Rect, sampling: PictureSampling) {
        let pixels = Size(width: Double(cairo_image_surface_get_width(surface.pointer)),
                          height: Double(cairo_image_surface_get_height(surface.pointer)))
        guard pixels.width > 0, pixels.height > 0 else { return }
        let pieces = sampling.pieces(ofPicture: pixels, in: rect)
        let device = currentTransform
        let pointsToPixels = abs(device.a * device.d - device.b * device.c).squareRoot()
        let grouped = pieces.count > 1
        preservingPath {
            cairo_save(cr)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
            if grouped { cairo_push_group(cr) }
            for piece in pieces {
                let x0 = min(max(piece.source.minX.rounded(.down), 0), pixels.width - 1)
                let y0 = min(max(piece.source.minY.rounded(.down), 0), pixels.height - 1)
                let x1 = max(min(piece.source.maxX.rounded(.up), pixels.width), x0 + 1)
                let y1 = max(min(piece.source.maxY.rounded(.up), pixels.height), y0 + 1)
                guard let part = try? CairoSurface(taking: cairo_surface_create_for_rectangle(surface.pointer, x0, y0, x1 - x0, y1 - y0),
                                                   call: "cairo_surface_create_for_rectangle") else { continue }
                let target = piece.destination, source = piece.source
                cairo_save(cr)
                if grouped { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
                cairo_rectangle(cr, target.minX, target.minY, target.width, target.height)
                cairo_clip(cr)
                cairo_translate(cr, target.minX, target.minY)
                cairo_scale(cr, target.width / source.width, target.height / source.height)
                cairo_set_source_surface(cr, part.pointer, x0 - source.minX, y0 - source.minY)
                let pattern = cairo_get_source(cr)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(pattern, sampling.filter(sourcePixels: source.width, devicePixels: target.width * pointsToPixels))
                cairo_paint_with_alpha(cr, grouped ? 1 : state.alpha)
                cairo_restore(cr)
            }
            if grouped {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, state.alpha)
            }
            cairo_restore(cr)
        }
    }
}
