import CCairo
import MotionCore

/// A smooth linear gradient painted on an image target from a copy drawn at 1/`factor` of the
/// device resolution and enlarged bilinearly, as a GPU samples a small gradient texture.
///
/// Between two stops a linear gradient's colour is an affine function of the device position,
/// which bilinear interpolation reproduces exactly; the enlargement strays only where the slope
/// bends (at a stop, or where an end colour starts to continue), by at most √2/4 · `factor` ·
/// the bends summed (levels per device pixel). `factor` is the largest power of two up to 8 that
/// keeps this under 0.36 of a level, so with the two roundings (of the samples and of the
/// enlargement) a pixel is within 2 levels of the gradient drawn pixel by pixel. Not reduced: a
/// gradient whose alpha varies along it (premultiplied colour is then quadratic), one with a hard
/// stop, and one too steep for a factor of 2. The reduced grid hangs on the whole device pixel
/// below the gradient's start, so it moves with the gradient.
struct ReducedLinearGradient {
    static let largestFactor = 8
    let factor: Int
    private let gradient: DeviceLinearGradient

    /// Nil when the gradient from `start` to `end` (user space) under `transform` is not smooth
    /// enough to draw at half the resolution, or is degenerate.
    init?(_ ramp: GradientRamp, start: Point, end: Point, transform: cairo_matrix_t) {
        guard let gradient = DeviceLinearGradient(ramp, start: start, end: end, transform: transform),
              let bends = ramp.slopeChangeSum else { return nil }
        let bendsPerPixel = bends * (gradient.gx * gradient.gx + gradient.gy * gradient.gy).squareRoot()
        guard bendsPerPixel.isFinite,
              let factor = [Self.largestFactor, 4, 2].first(where: { Double($0) * bendsPerPixel <= 1 }) else { return nil }
        self.factor = factor
        self.gradient = gradient
    }

    /// Paints the clip of `context` (whose matrix is `transform`); false when the reduced copy could
    /// not be made, and nothing was painted.
    func paint(on context: CairoGraphicsContext) -> Bool {
        var anchorX = gradient.start.x, anchorY = gradient.start.y
        var matrix = gradient.transform
        cairo_matrix_transform_point(&matrix, &anchorX, &anchorY)
        guard DeviceCoordinate.isUsable(anchorX), DeviceCoordinate.isUsable(anchorY) else { return false }
        guard let box = context.deviceClipBox() else { return true }
        let (x1, y1) = (Double(box.x), Double(box.y)), (x2, y2) = (Double(box.x + box.width), Double(box.y + box.height))
        let cr = context.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        // Whole cells of `factor` device pixels from the anchor, one more on every side than the
        // clip needs, so that no painted pixel is interpolated from the copy's padding.
        let f = Double(factor)
        let (cellX, cellY) = (anchorX.rounded(.down), anchorY.rounded(.down))
        let firstColumn = ((x1 - cellX) / f).rounded(.down) - 1, firstRow = ((y1 - cellY) / f).rounded(.down) - 1
        let columns = ((x2 - cellX) / f).rounded(.up) + 1 - firstColumn, rows = ((y2 - cellY) / f).rounded(.up) + 1 - firstRow
        guard let size = try? CanvasLimits.validate(width: columns, height: rows),
              let reduced = drawReduced(width: size.width, height: size.height,
                                        origin: (cellX + f * firstColumn, cellY + f * firstRow)) else { return false }
        var enlargement = cairo_matrix_t()
        cairo_matrix_init_scale(&enlargement, 1 / f, 1 / f)
        cairo_matrix_translate(&enlargement, -(cellX + f * firstColumn), -(cellY + f * firstRow))
        guard let pattern = try? CairoPattern(taking: cairo_pattern_create_for_surface(reduced.pointer),
                                              call: "cairo_pattern_create_for_surface (reduced gradient)") else { return false }
        cairo_pattern_set_matrix(pattern.pointer, &enlargement)
        cairo_pattern_set_filter(pattern.pointer, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern.pointer, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern.pointer)
        cairo_paint(cr)
        return true
    }

    /// The gradient sampled at the centres of `factor` × `factor` device cells, the first cell's
    /// corner at `origin` (device space).
    private func drawReduced(width: Int, height: Int, origin: (Double, Double)) -> CairoSurface? {
        guard let surface = try? CairoSurface(image: CAIRO_FORMAT_ARGB32, width: width, height: height,
                                              call: "cairo_image_surface_create (reduced gradient)"),
              let context = try? CairoContext(surface: surface),
              let pattern = gradient.makePattern() else { return nil }
        let cr = context.pointer
        let f = Double(factor)
        cairo_scale(cr, 1 / f, 1 / f)
        cairo_translate(cr, -origin.0, -origin.1)
        var matrix = gradient.transform
        cairo_transform(cr, &matrix)
        cairo_set_source(cr, pattern.pointer)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_surface_flush(surface.pointer)
        return cairo_status(cr) == CAIRO_STATUS_SUCCESS ? surface : nil
    }
}
