import CCairo
import MotionCore

/// `GraphicsContext` on a Cairo context (raster canvas, SVG or PDF page).
///
/// Coordinates are points, y down. Invalid input never reaches Cairo, whose errors are sticky:
/// non-finite coordinates are ignored, and a singular transform (e.g. a scale by 0) makes
/// everything drawn until the matching `restoreGState()` invisible, as in Core Graphics.
/// Failures that cannot be thrown from the protocol's methods (an undecodable image) are
/// collected in `problems`.
public final class CairoGraphicsContext: GraphicsContext {
    /// The drawing state Cairo does not keep itself; saved and restored with the Cairo state.
    struct DrawingState {
        var fillColor = Color.black
        var strokeColor = Color.black
        var alpha = 1.0
        /// True after a singular transform: nothing is visible until restore.
        var isDegenerate = false
        /// Whether the clip is whole device pixels (or none): compositing a finished surface
        /// under it then cuts exactly what drawing under it would. A clip with antialiased edges
        /// would cut an edge the surface's content shares twice (see `LayerRenderer+BackingStore`).
        var clipIsPixelExact = true
    }

    let context: CairoContext
    let imageCache: ImageCache
    var state = DrawingState()
    private var savedStates: [DrawingState] = []
    /// How many `saveGState()` calls are waiting for their restore.
    var savedStateDepth: Int { savedStates.count }
    /// Errors met while drawing (e.g. an image that could not be decoded), in order.
    public private(set) var problems: [CairoError] = []

    var cr: OpaquePointer { context.pointer }

    /// Whether what is drawn now lands in an alpha-only surface (a shadow's or a mask's shape),
    /// where colours are dropped and only coverage counts.
    var targetIsAlphaOnly: Bool { cairo_image_surface_get_format(cairo_get_group_target(cr)) == CAIRO_FORMAT_A8 }

    /// Whether the fast paths may be taken (see `DrawingPath`); off-screen contexts drawn for this
    /// one take the same.
    let drawingPath: DrawingPath
    /// The global time of the presentation tree drawn, while its still subtrees may be kept as
    /// stores (see `TargetTraits.stillSubtreeTime`): off-screen contexts drawn for this one take
    /// it, a store's own context has none (no store is kept inside another).
    var stillSubtreeTime: Double?

    init(context: CairoContext, imageCache: ImageCache, drawingPath: DrawingPath = .fast) {
        self.context = context
        self.imageCache = imageCache
        self.drawingPath = drawingPath
        cairo_set_line_width(context.pointer, 1)
        cairo_set_miter_limit(context.pointer, 10)
    }

    func record(_ problem: CairoError) { problems.append(problem) }

    /// Cairo's sticky status as a Swift error; nil while the context is healthy.
    public var cairoStatusError: CairoError? {
        do { try context.checkStatus("cairo drawing"); return nil } catch { return error as? CairoError }
    }

    public func saveGState() {
        cairo_save(cr)
        savedStates.append(state)
    }

    /// Restores the state saved by the matching `saveGState()`; an unmatched call is ignored.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        cairo_restore(cr)
        state = saved
    }

    // MARK: Transforms

    public func translateBy(x: Double, y: Double) { concatenate(AffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: Double, y: Double) { concatenate(AffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: Double) {
        guard angle.isFinite else { return }
        concatenate(AffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` before the current transform (CGContextConcatCTM). A non-finite
    /// transform is ignored; a singular one hides all drawing until the next restore.
    public func concatenate(_ t: AffineTransform) {
        guard !state.isDegenerate else { return }
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
        var current = cairo_matrix_t()
        cairo_get_matrix(cr, &current)
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        var product = cairo_matrix_t()
        cairo_matrix_multiply(&product, &m, &current)
        let determinant = product.xx * product.yy - product.yx * product.xy
        guard [product.xx, product.yx, product.xy, product.yy, product.x0, product.y0].allSatisfy(\.isFinite),
              determinant.isFinite, abs(determinant) > 1e-12 else {
            state.isDegenerate = true
            return
        }
        cairo_set_matrix(cr, &product)
    }

    /// The current transform from user space to device space.
    public var currentTransform: AffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    // MARK: State

    /// Sets (not multiplies) the alpha applied to everything drawn afterwards, clamped to [0, 1].
    public func setAlpha(_ alpha: Double) {
        guard !alpha.isNaN else { return }
        state.alpha = min(max(alpha, 0), 1)
    }
    public func setFillColor(_ color: Color) { state.fillColor = color }
    public func setStrokeColor(_ color: Color) { state.strokeColor = color }

    /// Sets the stroke width in user-space units (default 1, as in Core Graphics).
    public func setLineWidth(_ width: Double) {
        guard width.isFinite, width >= 0 else { return }
        cairo_set_line_width(cr, width)
    }

    public func setLineCap(_ cap: LineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
    }

    public func setLineJoin(_ join: LineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Sets the miter limit (at least 1; Core Graphics and Cairo both default to 10).
    public func setMiterLimit(_ limit: Double) {
        guard limit.isFinite else { return }
        cairo_set_miter_limit(cr, max(limit, 1))
    }

    /// Sets the dash pattern; empty, negative, non-finite or all-zero lengths give a solid line.
    public func setLineDash(phase: Double, lengths: [Double]) {
        let valid = !lengths.isEmpty && lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        guard valid else { cairo_set_dash(cr, nil, 0, 0); return }
        cairo_set_dash(cr, lengths, Int32(clamping: lengths.count), phase.isFinite ? phase : 0)
    }

    /// Makes `color`, multiplied by the context alpha, the Cairo source.
    func setSource(_ color: Color) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        cairo_set_source_rgba(cr, unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha) * state.alpha)
    }
}
