import CCairo
import MotionCore

extension LayerRenderer {
    /// Draws the layer's own content — its `contents` picture and recorded drawing, inside its own
    /// `masksToBounds` clip — through its backing store, as Core Animation does: rasterized into
    /// a surface of whole device pixels at the device transform's sub-pixel phase, then
    /// composited. With a cache the store is kept and composited again while nothing it depends
    /// on changes (`BackingStoreKey`); without one (`--no-cache`) it is drawn anew every frame,
    /// the same way, so both give the same bytes. Returns false when the layer is drawn directly
    /// instead: a vector target (an SVG or PDF page keeps its vectors), nothing of its own to
    /// draw, drawing code not recorded into a `DisplayList`, content that changes every frame
    /// (video, a `ShapeLayer`'s path, which may lie outside the bounds), a context alpha below 1
    /// (compositing at an alpha rounds differently from drawing at it), an ancestor's clip
    /// with antialiased edges (drawn under it, an edge the content shares with the clip is cut
    /// once; composited under it, twice: a visible seam), or an alpha-only target (a shadow's
    /// shape, drawn where the shadow lands, rarely at the content's own sub-pixel phase; an
    /// opaque picture there is a plain fill).
    func drawContentFromBackingStore(_ layer: Layer, parts: LayerParts, in context: CairoGraphicsContext) -> Bool {
        switch backingStore(of: layer, parts: parts, in: context) {
        case .notUsed: return false
        case .nothingToComposite: return true
        case .store(let store, let x, let y):
            compositeStore(store, of: layer, x: x, y: y, in: context)
            return true
        }
    }

    /// The layer's backing store and the device position of its top-left pixel, as
    /// `drawContentFromBackingStore` would composite it under the current transform; kept or
    /// drawn, but not composited.
    func backingStore(of layer: Layer, parts: LayerParts, in context: CairoGraphicsContext) -> BackingStorePlacement {
        let cr = context.cr
        guard cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE,
              !(layer is VideoLayer), !(layer is ShapeLayer), context.state.alpha == 1, !context.state.isDegenerate,
              context.state.clipIsPixelExact, !context.targetIsAlphaOnly,
              layer.contents != nil || parts.mayDrawCustomContent,
              // Drawing not recorded (a tree not made by a stage) is code: what it draws is unknown until it runs.
              !parts.mayDrawCustomContent || layer.displayList != nil else { return .notUsed }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let wholeX = matrix.x0.rounded(.down), wholeY = matrix.y0.rounded(.down)
        guard DeviceCoordinate.isUsable(wholeX), DeviceCoordinate.isUsable(wholeY) else { return .notUsed }
        var local = matrix
        local.x0 -= wholeX
        local.y0 -= wholeY
        guard let box = pixelBox(of: layer, under: local, clippedTo: context.targetExtents(shiftedBy: (wholeX, wholeY))) else {
            return .nothingToComposite
        }
        let draw = { self.drawBackingStore(of: layer, parts: parts, box: box, transform: local, reportingTo: context) }
        let store: CairoSurface?
        if let cache {
            let key = BackingStoreKey(content: LayerContentSignature(layer, drawsCustomContent: parts.mayDrawCustomContent),
                                      linear: [local.xx, local.yx, local.xy, local.yy], phase: Point(x: local.x0, y: local.y0),
                                      box: box)
            store = cache.surface(for: .backingStore(key), draw: draw)
        } else {
            store = draw()
        }
        guard let store else { return .nothingToComposite }
        return .store(store, x: wholeX + Double(box.x), y: wholeY + Double(box.y))
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
        if let image = layer.contents, !layer.masksToBounds {
            let size = (try? imageCache.pixelSize(of: image)) ?? layer.bounds.size
            extent = extent.union(layer.contentsGravity.placement(of: size, in: layer.bounds))
        }
        let affine = AffineTransform(a: transform.xx, b: transform.yx, c: transform.xy, d: transform.yy,
                                     tx: transform.x0, ty: transform.y0)
        guard let device = LayerGeometry.boundingBox(of: extent, under: Homography(affine))?.intersection(clip),
              device.width > 0, device.height > 0 else { return nil }
        let left = device.minX.rounded(.down), top = device.minY.rounded(.down)
        let right = device.maxX.rounded(.up), bottom = device.maxY.rounded(.up)
        guard [left, top, right, bottom].allSatisfy({ DeviceCoordinate.isUsable($0) }),
              let size = try? CanvasLimits.validate(width: right - left, height: bottom - top) else { return nil }
        return PixelBox(x: Int(left), y: Int(top), width: size.width, height: size.height)
    }
}

/// What `LayerRenderer.backingStore(of:parts:in:)` found for a layer's own content.
enum BackingStorePlacement {
    /// The content is drawn directly (see `drawContentFromBackingStore`).
    case notUsed
    /// Nothing of the content is visible, or drawing it failed (the problem is recorded).
    case nothingToComposite
    /// The store, to be composited with its top-left pixel at device (x, y), whole pixels.
    case store(CairoSurface, x: Double, y: Double)
}
