import CCairo
import MotionCore

extension LayerRenderer {
    /// Draws a layer whose plan holds a still subtree (`StillSubtree`) as one store: its shadow,
    /// mask and subtree drawn into a surface of whole device pixels at the device transform's
    /// sub-pixel phase, then composited at the layer's opacity — what an opacity group draws, so
    /// within a level of drawing the layers one by one onto the canvas (where no two of them
    /// share an edge pixel, the same bytes). With a cache the store is kept while the subtree's
    /// revisions, the transform's linear part and phase and the box stay equal
    /// (`StillSubtreeKey`): a still picture of many paths costs one composite a frame. Without one
    /// (`--no-cache`) it is drawn anew every frame the same way, so both give the same bytes.
    /// Returns false, drawing nothing, where the placement declines: under an ancestor's
    /// antialiased clip (an edge would be cut twice) or beyond `DeviceCoordinate.limit`.
    func drawStillSubtree(_ plan: LayerDrawPlan, in context: CairoGraphicsContext) -> Bool {
        guard let subtree = plan.stillSubtree else { return false }
        guard !context.state.isDegenerate else { return true }
        guard context.state.clipIsPixelExact else {
            cache?.noteDecline(.antialiasedClip)
            return false
        }
        let layer = plan.layer, cr = context.cr
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let wholeX = matrix.x0.rounded(.down), wholeY = matrix.y0.rounded(.down)
        guard DeviceCoordinate.isUsable(wholeX), DeviceCoordinate.isUsable(wholeY) else {
            cache?.noteDecline(.beyondDeviceLimits)
            return false
        }
        var local = matrix
        local.x0 -= wholeX
        local.y0 -= wholeY
        let phased = AffineTransform(a: local.xx, b: local.yx, c: local.xy, d: local.yy, tx: local.x0, ty: local.y0)
        let visible = context.targetExtents().offsetBy(dx: -wholeX, dy: -wholeY)
        guard let drawn = LayerGeometry.stillDrawnBounds(of: layer) else { return true }
        let margin = LayerGeometry.shadowReach(of: layer) + 1
        guard let device = LayerGeometry.boundingBox(of: drawn.insetBy(dx: -margin, dy: -margin), under: Homography(phased)),
              let box = PixelBox(covering: device.intersection(visible)) else { return true }
        let draw = { self.drawStore(of: plan, box: box, transform: local, reportingTo: context) }
        let store: CairoSurface?
        if let cache {
            let key = StillSubtreeKey(subtree: subtree, laidOutFlipped: LayerGeometry.hasFlippedGeometry(layer.superlayer),
                                      linear: [local.xx, local.yx, local.xy, local.yy], phase: Point(x: local.x0, y: local.y0),
                                      box: box)
            store = cache.surface(for: .stillSubtree(key), draw: draw)
        } else {
            store = draw()
        }
        guard let store else { return true }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, store.pointer, wholeX + Double(box.x), wholeY + Double(box.y))
        cairo_paint_with_alpha(cr, plan.opacity)
        cairo_restore(cr)
        return true
    }

    /// A new surface of `box` with the layer's shadow, mask and subtree drawn under `transform` at
    /// full opacity; nil (after passing its problems to `context`) when drawing failed.
    private func drawStore(of plan: LayerDrawPlan, box: PixelBox, transform: cairo_matrix_t,
                           reportingTo context: CairoGraphicsContext) -> CairoSurface? {
        guard let store = OffscreenDrawing(for: context, format: CAIRO_FORMAT_ARGB32, x: Double(box.x), y: Double(box.y),
                                           width: box.width, height: box.height, transform: transform, purpose: "still subtree")
        else { return nil }
        store.context.stillSubtreeTime = nil
        drawMasked(plan, in: store.context)
        return store.finish() ? store.surface : nil
    }
}
