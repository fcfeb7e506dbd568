import CCairo
import MotionCore

/// A shadowed layer's body when it is one backing store and nothing else, with the clip its
/// group would have cut it to (see `LayerRenderer.soleBackingStore(ofBody:parts:in:)`).
struct SoleBackingStoreBody {
    let store: CairoSurface
    /// The device position of the store's top-left pixel, whole pixels.
    let x: Double, y: Double
    /// The clip the body was drawn under, as device rectangles of whole pixels.
    let clip: [PixelBox]

    /// Composites the store, as the body's group would be, under the current clip.
    func composite(in context: CairoGraphicsContext) {
        let cr = context.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, store.pointer, x, y)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Paints the store's pixels inside `clip` on a shadow's `mask` as `ShadowPainter.paintDrawing`
    /// paints the group holding them: moved by the whole device pixels between where the mask's
    /// transform puts the shape and `ctm`, which the body was drawn under.
    func paintShape(on mask: CairoGraphicsContext, drawnUnder ctm: cairo_matrix_t) {
        var shape = cairo_matrix_t()
        cairo_get_matrix(mask.cr, &shape)
        let dx = (shape.x0 - ctm.x0).rounded(), dy = (shape.y0 - ctm.y0).rounded()
        let cr = mask.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        for box in clip {
            cairo_rectangle(cr, Double(box.x) + dx, Double(box.y) + dy, Double(box.width), Double(box.height))
        }
        cairo_clip(cr)
        cairo_set_source_surface(cr, store.pointer, x + dx, y + dy)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

extension LayerRenderer {
    /// The backing store that is a shadowed layer's whole body, when the body is nothing else:
    /// the layer draws only its own content, or nothing of its own but one sublayer that draws
    /// only its own content (UIKit's rounded picture with a shadow: the shadow on a container
    /// view, the corner clip on the image view inside). The group `drawWithShadow` would draw the
    /// body into holds the store's pixels inside the clip and nothing else, so the shadow can
    /// take its shape from the store and the store be composited directly: the same bytes,
    /// without a group to clear, fill and composite every frame.
    ///
    /// Asked under the clip the body's group would have. `.none` when the body is anything else
    /// (it goes through the group); `.some(nil)` when it draws nothing.
    func soleBackingStore(ofBody layer: Layer, parts: LayerParts, in context: CairoGraphicsContext) -> SoleBackingStoreBody?? {
        guard !parts.hasTransition else { return nil }
        if parts.sublayers.isEmpty {
            guard Self.drawsOnlyOwnContent(layer, parts: parts) else { return nil }
            return body(from: backingStore(of: layer, parts: parts, in: context), in: context)
        }
        guard parts.plainPartCount == 0, !parts.mayDrawCustomContent, parts.sublayers.count == 1,
              let sublayer = parts.sublayers.first, !(sublayer is ReplicatorInstanceLayer), !sublayer.shouldRasterize,
              sublayer.opacity.isNaN || sublayer.opacity >= 1 else { return nil }
        let inner = LayerParts(sublayer)
        guard !inner.hasShadow, !inner.hasTransition, inner.sublayers.isEmpty, Self.drawsOnlyOwnContent(sublayer, parts: inner) else {
            return nil
        }
        let map = LayerGeometry.toSuperlayer(sublayer, parentSublayerTransform: LayerGeometry.sublayerTransform(of: layer))
        guard map.isFinite, let affine = map.affine else { return nil }
        context.saveGState()
        defer { context.restoreGState() }
        context.concatenate(affine)
        guard !context.state.isDegenerate else { return .some(nil) }
        return body(from: backingStore(of: sublayer, parts: inner, in: context), in: context)
    }

    private func body(from placement: BackingStorePlacement, in context: CairoGraphicsContext) -> SoleBackingStoreBody?? {
        switch placement {
        case .notUsed: return nil
        case .nothingToComposite: return .some(nil)
        case .store(let store, let x, let y):
            guard let clip = context.deviceClipRectangles() else { return nil }
            return SoleBackingStoreBody(store: store, x: x, y: y, clip: clip)
        }
    }

    /// Whether the layer draws its own content and nothing else of its own: no background, no
    /// border, no video.
    private static func drawsOnlyOwnContent(_ layer: Layer, parts: LayerParts) -> Bool {
        !(layer is VideoLayer) && parts.plainPartCount == (layer.contents != nil ? 1 : 0)
            && (layer.contents != nil || parts.mayDrawCustomContent)
    }
}
