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
        let layer = plan.layer
        guard let split = PixelPhase(of: context) else {
            cache?.noteDecline(.beyondDeviceLimits)
            return false
        }
        let visible = context.targetExtents().offsetBy(dx: -split.wholeX, dy: -split.wholeY)
        let laidOutFlipped = LayerGeometry.hasFlippedGeometry(layer.superlayer)
        let measure = { LayerGeometry.stillDrawnBounds(of: layer) }
        let drawnBox = if let cache { cache.stillDrawnBounds(of: subtree, laidOutFlipped: laidOutFlipped, measure: measure) } else { measure() }
        guard let drawn = drawnBox else { return true }
        let margin = LayerGeometry.shadowReach(of: layer) + 1
        guard let device = LayerGeometry.boundingBox(of: drawn.insetBy(dx: -margin, dy: -margin), under: Homography(split.localAffine)),
              let box = PixelBox(covering: device.intersection(visible)) else { return true }
        let draw = { self.drawStore(of: plan, box: box, transform: split.local, reportingTo: context) }
        let store: CairoSurface?
        if let cache {
            let key = StillSubtreeKey(subtree: subtree, laidOutFlipped: laidOutFlipped, linear: split.linear, phase: split.phase, box: box)
            store = cache.surface(for: .stillSubtree(key), draw: draw)
        } else {
            store = draw()
        }
        guard let store else { return true }
        PlacedSurface(surface: store, x: split.wholeX + Double(box.x), y: split.wholeY + Double(box.y))
            .composite(in: context, opacity: plan.opacity)
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
