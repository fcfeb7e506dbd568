import CCairo
import MotionCore

extension LayerRenderer {
    /// Draws the layer's own content ahead of its clip when its plan routes it so: through its
    /// backing store — its `contents` picture and recorded drawing, inside its own
    /// `masksToBounds` clip, rasterized into a surface of whole device pixels at the device
    /// transform's sub-pixel phase, then composited, as Core Animation does — or not at all, when
    /// it is already on the canvas (the covering backdrop) or there is none. With a cache the
    /// store is kept and composited again while nothing it depends on changes (`BackingStoreKey`);
    /// without one (`--no-cache`) it is drawn anew every frame, the same way, so both give the
    /// same bytes. Returns false when the content is to be drawn directly, under the clip: the
    /// plan says so (`FastPathDecline`), or the placement declines.
    func drawContentAhead(of plan: LayerDrawPlan, in context: CairoGraphicsContext) -> Bool {
        switch plan.content {
        case .none, .onCanvas: return true
        case .direct: return false
        case .backingStore:
            switch backingStore(of: plan, in: context) {
            case .declined(let reason):
                cache?.noteDecline(reason)
                return false
            case .nothingToComposite:
                return true
            case .store(let placed):
                placed.composite(in: context)
                return true
            }
        }
    }

    /// The backing store of a layer whose plan routes its content through one, and where its
    /// top-left pixel goes under the current transform; kept or drawn, but not composited.
    /// Declined under an ancestor's antialiased clip (drawn under it, an edge the content shares
    /// with the clip is cut once; composited under it, twice: a visible seam) and beyond
    /// `DeviceCoordinate.limit`.
    func backingStore(of plan: LayerDrawPlan, in context: CairoGraphicsContext) -> BackingStorePlacement {
        guard !context.state.isDegenerate else { return .nothingToComposite }
        guard context.state.clipIsPixelExact else { return .declined(.antialiasedClip) }
        let layer = plan.layer
        guard let split = PixelPhase(of: context) else { return .declined(.beyondDeviceLimits) }
        let visible = context.targetExtents().offsetBy(dx: -split.wholeX, dy: -split.wholeY)
        guard let box = pixelBox(of: layer, under: split.local, clippedTo: visible) else { return .nothingToComposite }
        let draw = { self.drawBackingStore(of: layer, parts: plan.parts, box: box, transform: split.local, reportingTo: context) }
        let store: CairoSurface?
        if let cache {
            let key = BackingStoreKey(content: LayerContentSignature(layer, drawsCustomContent: plan.parts.mayDrawCustomContent),
                                      linear: split.linear, phase: split.phase, box: box)
            store = cache.surface(for: .backingStore(key), draw: draw)
        } else {
            store = draw()
        }
        guard let store else { return .nothingToComposite }
        return .store(PlacedSurface(surface: store, x: split.wholeX + Double(box.x), y: split.wholeY + Double(box.y)))
    }

    /// A new surface of `box` with the layer's own content drawn under `transform`, as the direct
    /// path draws it; nil (after passing its problems to `context`) when drawing failed.
    private func drawBackingStore(of layer: Layer, parts: LayerParts, box: PixelBox, transform: cairo_matrix_t,
                                  reportingTo context: CairoGraphicsContext) -> CairoSurface? {
        guard let store = OffscreenDrawing(for: context, format: CAIRO_FORMAT_ARGB32, x: Double(box.x), y: Double(box.y),
                                           width: box.width, height: box.height, transform: transform, purpose: "backing store")
        else { return nil }
        store.context.saveGState()
        clipToBoundsIfMasking(layer, in: store.context)
        drawContent(layer, parts: parts, in: store.context)
        store.context.restoreGState()
        return store.finish() ? store.surface : nil
    }

    /// The device pixels the layer's own content can cover under `transform` (its bounds, and its
    /// `contents` picture where the gravity places it outside them unless `masksToBounds`), cut
    /// to `clip`; nil when nothing of it is visible.
    private func pixelBox(of layer: Layer, under transform: cairo_matrix_t, clippedTo clip: Rect) -> PixelBox? {
        var extent = layer.bounds
        if let image = layer.contents, !layer.masksToBounds { extent = extent.union(contentsPlacement(of: layer, image: image)) }
        let affine = AffineTransform(a: transform.xx, b: transform.yx, c: transform.xy, d: transform.yy,
                                     tx: transform.x0, ty: transform.y0)
        guard let device = LayerGeometry.boundingBox(of: extent, under: Homography(affine)) else { return nil }
        return PixelBox(covering: device.intersection(clip))
    }
}

/// What `LayerRenderer.backingStore(of:in:)` found for a layer's own content.
enum BackingStorePlacement {
    /// The content is drawn directly, for the given reason.
    case declined(FastPathDecline)
    /// Nothing of the content is visible, or drawing it failed (the problem is recorded).
    case nothingToComposite
    /// The store and where it goes.
    case store(PlacedSurface)
}
