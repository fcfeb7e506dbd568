import CCairo
import MotionCore

extension LayerRenderer {
    /// Draws a `shouldRasterize` layer as Core Animation does: its subtree, shadow included, is
    /// rendered at `rasterizationScale` pixels per point into a bitmap in the layer's own
    /// coordinates, and the bitmap is composited through the current transform at `opacity`,
    /// filtered (so a scale below the output's looks soft, as on a device). With a cache the
    /// bitmap is kept while the subtree's `LayerRenderSignature` stays equal, whatever moves,
    /// turns or fades the layer itself. The plan decides whether it can be (`LayerDrawPlan.Compositing`):
    /// not on a vector target, nor at an unusable scale.
    func drawRasterized(_ plan: LayerDrawPlan, scale: Double, region: Rect, size: (width: Int, height: Int),
                        in context: CairoGraphicsContext) {
        let layer = plan.layer
        let draw = { self.rasterize(plan, region: region, scaleX: scale, scaleY: scale, size: size, reportingTo: context) }
        let bitmap: CairoSurface?
        if let cache, let subtree = LayerRenderSignature(layer) {
            bitmap = cache.surface(for: .rasterizedLayer(RasterizedLayerKey(subtree: subtree, scale: scale, region: region)), draw: draw)
        } else {
            bitmap = draw()
        }
        guard let bitmap else { return }
        paint(bitmap, of: size, covering: region, scaleX: scale, scaleY: scale, opacity: plan.opacity, in: context)
    }

    /// Paints `bitmap` (`size` pixels, drawn at `scaleX` × `scaleY` over `region` of the current
    /// space) in its place at `opacity` times the context's alpha.
    func paint(_ bitmap: CairoSurface, of size: (width: Int, height: Int), covering region: Rect, scaleX: Double, scaleY: Double,
               opacity: Double, in context: CairoGraphicsContext) {
        let cr = context.cr
        cairo_save(cr)
        cairo_translate(cr, region.minX, region.minY)
        cairo_scale(cr, 1 / scaleX, 1 / scaleY)
        cairo_set_source_surface(cr, bitmap.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(size.width), Double(size.height))
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, opacity * context.state.alpha)
        cairo_restore(cr)
    }

    /// A new bitmap of the layer's subtree and shadow, through its mask, at full opacity; nil (after passing its
    /// problems to `context`) when drawing failed.
    func rasterize(_ plan: LayerDrawPlan, region: Rect, scaleX: Double, scaleY: Double, size: (width: Int, height: Int),
                           reportingTo context: CairoGraphicsContext) -> CairoSurface? {
        var transform = cairo_matrix_t()
        cairo_matrix_init_scale(&transform, scaleX, scaleY)
        cairo_matrix_translate(&transform, -region.minX, -region.minY)
        guard let bitmap = OffscreenDrawing(for: context, format: CAIRO_FORMAT_ARGB32, width: size.width, height: size.height,
                                            transform: transform, purpose: "rasterized layer") else { return nil }
        drawMasked(plan, in: bitmap.context)
        return bitmap.finish() ? bitmap.surface : nil
    }
}
