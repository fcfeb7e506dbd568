import CCairo
import MotionCore

extension CairoGraphicsContext {
    /// Draws an image surface scaled to fill `rect` as `draw(_:in:)` does, in two steps when the
    /// transform only scales and translates: the picture is first resampled (the same filter, the
    /// same padded edges) into a surface aligned to device pixels that spans what of `rect` the
    /// target and the clip can show; that surface is then composited at a whole-pixel offset,
    /// inside `rect` and the current clip, times the context alpha.
    ///
    /// Resampling alone takes Pixman's fast scaling path, and compositing at whole pixels its fast
    /// copy under a clip, where one transformed paint through a clip mask takes the general path
    /// (three times slower on a video frame under a rounded screen). The edges are cut once, as
    /// before; a pixel can differ by a level where the two steps round a sample position apart.
    /// For pictures drawn once per frame (video frames): a still picture goes to a backing store.
    func drawResampled(_ surface: CairoSurface, in rect: Rect) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.yx == 0, matrix.xy == 0, matrix.xx > 0, matrix.yy > 0,
              targetIsRaster,
              rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0,
              !state.isDegenerate else {
            draw(surface, in: rect)
            return
        }
        let pictureWidth = Double(cairo_image_surface_get_width(surface.pointer))
        let pictureHeight = Double(cairo_image_surface_get_height(surface.pointer))
        let originX = matrix.xx * rect.minX + matrix.x0, originY = matrix.yy * rect.minY + matrix.y0
        let wholeX = originX.rounded(.down), wholeY = originY.rounded(.down)
        guard DeviceCoordinate.isUsable(wholeX), DeviceCoordinate.isUsable(wholeY) else {
            draw(surface, in: rect)
            return
        }
        let shown = Rect(x: originX - wholeX, y: originY - wholeY, width: matrix.xx * rect.width, height: matrix.yy * rect.height)
            .intersection(visibleExtents(under: matrix, shiftedBy: (wholeX, wholeY)))
        guard shown.width > 0, shown.height > 0 else { return }
        guard let box = PixelBox(covering: shown),
              let resampled = try? CairoSurface(image: CAIRO_FORMAT_ARGB32, width: box.width, height: box.height,
                                                call: "cairo_image_surface_create (resampled picture)"),
              let resampling = try? CairoContext(surface: resampled) else {
            draw(surface, in: rect)
            return
        }
        let left = Double(box.x), top = Double(box.y)
        cairo_translate(resampling.pointer, originX - wholeX - left, originY - wholeY - top)
        cairo_scale(resampling.pointer, matrix.xx * rect.width / pictureWidth, matrix.yy * rect.height / pictureHeight)
        cairo_set_source_surface(resampling.pointer, surface.pointer, 0, 0)
        let pattern = cairo_get_source(resampling.pointer)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_set_operator(resampling.pointer, CAIRO_OPERATOR_SOURCE)
        cairo_paint(resampling.pointer)
        cairo_surface_flush(resampled.pointer)
        guard cairo_status(resampling.pointer) == CAIRO_STATUS_SUCCESS else {
            draw(surface, in: rect)
            return
        }
        preservingPath {
            cairo_save(cr)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, resampled.pointer, wholeX + left, wholeY + top)
            cairo_paint_with_alpha(cr, state.alpha)
            cairo_restore(cr)
        }
    }

    /// What the target and the clip leave visible, the clip's extents taken in user space and
    /// mapped to the device by `matrix` (a scale and a translation), moved by minus `shift`. Not `visibleDeviceExtents()`:
    /// where the round trip through user space moves an edge by a rounding error, the resampled
    /// surface starts a pixel apart, and its samples' positions round a level apart — these
    /// extents keep the bytes the video frames have always had.
    private func visibleExtents(under matrix: cairo_matrix_t, shiftedBy shift: (x: Double, y: Double)) -> Rect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let clip = Rect(x: matrix.xx * x1 + matrix.x0 - shift.x, y: matrix.yy * y1 + matrix.y0 - shift.y,
                        width: matrix.xx * (x2 - x1), height: matrix.yy * (y2 - y1))
        let target = targetExtents()
        return Rect(x: target.minX - shift.x, y: target.minY - shift.y, width: target.width, height: target.height).intersection(clip)
    }
}
