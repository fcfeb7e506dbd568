import CCairo
import MotionCore

/// Paints a layer shadow: the shape's alpha rendered into an A8 mask in device space, blurred
/// with `GaussianBlur` (σ = shadowRadius, the usual reading of CALayer.shadowRadius as a
/// Gaussian's standard deviation in points), then filled with the shadow colour at the shadow
/// offset.
struct ShadowPainter {
    let color: Color
    let opacity: Double
    /// Offset in the layer's coordinates (points, y down).
    let offset: Size
    /// Blur radius in the layer's coordinates.
    let radius: Double
    /// Where blurred masks of earlier frames are kept; nil blurs every time.
    let cache: RenderCache?

    /// Paints the shadow of whatever `drawShape` paints (on the mask context, in the layer's
    /// coordinates) under the current transform of `context`; `shapeBounds` (layer coordinates)
    /// must contain the shape. `shape`, what casts the shadow (the shadowed subtree's signature
    /// when the shape is its drawing, or the shadow path), lets a kept blur be found before
    /// anything is drawn.
    func paint(in context: CairoGraphicsContext, shapeBounds: Rect, shape: ShadowShapeKey.Caster? = nil,
               drawShape: (CairoGraphicsContext) -> Void) {
        let cr = context.cr
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let linearScale = abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx).squareRoot()
        let sigma = max(0, radius.isFinite ? radius : 0) * linearScale
        let alpha = min(max(opacity, 0), 1) * min(max(color.alpha, 0), 1) * context.state.alpha
        let exactX = ctm.xx * offset.width + ctm.xy * offset.height
        let exactY = ctm.yx * offset.width + ctm.yy * offset.height
        // The reference path places every shadow exactly: rounding a soft one is a fast path.
        let fast = context.drawingPath == .fast
        let lands = fast ? Self.maskPlacement(offset: (exactX, exactY), sigma: sigma, alpha: alpha) : (x: exactX, y: exactY)
        let shapeTransform = fast ? Self.shapeTransform(ctm, offset: (exactX, exactY), landing: lands, sigma: sigma, alpha: alpha) : ctm
        guard lands.x.isFinite, lands.y.isFinite,
              let region = maskRegion(context, shapeBounds: shapeBounds, ctm: shapeTransform,
                                      margin: Double(GaussianBlur.reach(sigma: sigma)), shift: lands)
        else { return }

        func drawMask() -> CairoSurface? {
            guard let mask = OffscreenDrawing(for: context, format: CAIRO_FORMAT_A8, x: Double(region.x), y: Double(region.y),
                                              width: region.width, height: region.height, transform: shapeTransform,
                                              purpose: "shadow mask") else { return nil }
            drawShape(mask.context)
            mask.finish()
            return mask.surface
        }
        let blurred: CairoSurface?
        if let cache, let shape, let key = ShadowShapeKey(shape: shape, ctm: shapeTransform, region: region, sigma: sigma, context: context) {
            blurred = cache.surface(for: .shadowShape(key)) { drawMask().flatMap { blurInPlace($0, sigma: sigma, path: .fast) } }
        } else {
            blurred = drawMask().flatMap { blur($0, sigma: sigma, path: context.drawingPath) }
        }
        guard let blurred else { return }

        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, alpha)
        cairo_mask_surface(cr, blurred.pointer, Double(region.x) + lands.x, Double(region.y) + lands.y)
        cairo_restore(cr)
    }

    /// Where the blurred mask goes, in device pixels from where the shape is drawn: the shadow's
    /// offset, rounded to whole pixels when the blur is soft enough that half a pixel moves no
    /// channel by more than one level. A blurred edge rises by at most 1 / (σ·√(2π)) of the
    /// shadow's alpha per pixel, so that holds for σ ≥ 0.5 · 255 · alpha / √(2π). A mask at a
    /// fractional offset is resampled on Pixman's slow path: for a wide shadow, most of its cost.
    static func maskPlacement(offset: (x: Double, y: Double), sigma: Double, alpha: Double) -> (x: Double, y: Double) {
        guard isSoft(sigma: sigma, alpha: alpha), DeviceCoordinate.isUsable(offset.x), DeviceCoordinate.isUsable(offset.y) else { return offset }
        return (offset.x.rounded(), offset.y.rounded())
    }

    /// Whether half a pixel moves no channel of the blurred shadow by more than one level.
    private static func isSoft(sigma: Double, alpha: Double) -> Bool {
        sigma * (2 * Double.pi).squareRoot() >= 0.5 * 255 * alpha
    }

    /// The transform the shape is drawn into the mask with: `ctm`, except that a soft shadow's
    /// shape (one whose mask `maskPlacement` rounds) is drawn where its shadow lands, rounded to
    /// whole pixels, less the rounded offset. The shadow then moves at most half a pixel, as
    /// with the placement alone, and a shape only moved by fractions of a pixel is the same
    /// mask: a sliding card's blurred shadow is kept (`ShadowShapeKey`), not blurred anew.
    static func shapeTransform(_ ctm: cairo_matrix_t, offset: (x: Double, y: Double), landing: (x: Double, y: Double),
                               sigma: Double, alpha: Double) -> cairo_matrix_t {
        guard isSoft(sigma: sigma, alpha: alpha), [ctm.x0, ctm.y0, offset.x, offset.y].allSatisfy(DeviceCoordinate.isUsable)
        else { return ctm }
        var snapped = ctm
        snapped.x0 = (ctm.x0 + offset.x).rounded() - landing.x
        snapped.y0 = (ctm.y0 + offset.y).rounded() - landing.y
        return snapped
    }

    /// Paints a subtree's drawing, already rasterized under `ctm` (`group`, as `cairo_pop_group`
    /// makes it), as the shape on `mask`: moved by the whole device pixels nearest to where the
    /// mask's transform (`shapeTransform`) puts the shape, so it is copied, never resampled. A
    /// soft shadow's shape then lands within half a pixel of where it is drawn, as
    /// `maskPlacement` allows; any other shadow's shape is not moved at all.
    static func paintDrawing(_ group: OpaquePointer, drawnUnder ctm: cairo_matrix_t, on mask: CairoGraphicsContext) {
        var shape = cairo_matrix_t()
        cairo_get_matrix(mask.cr, &shape)
        var drawn = cairo_matrix_t(), shift = cairo_matrix_t()
        cairo_pattern_get_matrix(group, &drawn)
        cairo_matrix_init_translate(&shift, -(shape.x0 - ctm.x0).rounded(), -(shape.y0 - ctm.y0).rounded())
        cairo_save(mask.cr)
        cairo_identity_matrix(mask.cr)
        cairo_pattern_set_matrix(group, &shift)
        cairo_set_source(mask.cr, group)
        cairo_paint(mask.cr)
        cairo_pattern_set_matrix(group, &drawn)
        cairo_restore(mask.cr)
    }

    /// `mask` blurred in place, or the cached blur of a mask with the same pixels.
    private func blur(_ mask: CairoSurface, sigma: Double, path: DrawingPath) -> CairoSurface? {
        guard let cache else { return blurInPlace(mask, sigma: sigma, path: path) }
        let height = Int(cairo_image_surface_get_height(mask.pointer)), stride = Int(cairo_image_surface_get_stride(mask.pointer))
        guard let data = cairo_image_surface_get_data(mask.pointer) else { return nil }
        let key = ShadowMaskKey(width: Int(cairo_image_surface_get_width(mask.pointer)), height: height, stride: stride, sigma: sigma,
                                pixels: Array(UnsafeRawBufferPointer(start: data, count: stride * height)))
        return cache.surface(for: .shadowMask(key)) { blurInPlace(mask, sigma: sigma, path: path) }
    }

    /// `mask` blurred in place (`GaussianBlur`).
    private func blurInPlace(_ mask: CairoSurface, sigma: Double, path: DrawingPath) -> CairoSurface? {
        let width = Int(cairo_image_surface_get_width(mask.pointer)), height = Int(cairo_image_surface_get_height(mask.pointer))
        let stride = Int(cairo_image_surface_get_stride(mask.pointer))
        guard let data = cairo_image_surface_get_data(mask.pointer) else { return nil }
        GaussianBlur.blur(UnsafeMutableRawBufferPointer(start: data, count: stride * height), width: width, height: height,
                          stride: stride, sigma: sigma, path: path)
        cairo_surface_mark_dirty(mask.pointer)
        return mask
    }

    /// The device-space pixels of the mask: the shape's box grown by the blur margin, cut to the
    /// part that can land in the clip once shifted by the offset.
    private func maskRegion(_ context: CairoGraphicsContext, shapeBounds: Rect, ctm: cairo_matrix_t, margin: Double,
                            shift: (Double, Double)) -> PixelBox? {
        let toDevice = AffineTransform(a: ctm.xx, b: ctm.yx, c: ctm.xy, d: ctm.yy, tx: ctm.x0, ty: ctm.y0)
        guard let shape = LayerGeometry.boundingBox(of: shapeBounds, under: Homography(toDevice))?
            .insetBy(dx: -margin, dy: -margin) else { return nil }
        let clip = context.deviceClipExtents().offsetBy(dx: -shift.0, dy: -shift.1).insetBy(dx: -margin, dy: -margin)
        return PixelBox(covering: shape.intersection(clip))
    }
}
