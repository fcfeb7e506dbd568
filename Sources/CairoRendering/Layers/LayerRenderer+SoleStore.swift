import CCairo
import MotionCore

/// What a shadowed layer's body is, for its shadow (`LayerRenderer.soleBackingStore(ofBody:parts:in:)`).
enum ShadowedBody {
    /// Anything but one backing store: it goes through a group.
    case group
    /// One backing store that draws nothing: there is no shadow and no body.
    case nothing
    /// One backing store and nothing else.
    case soleStore(SoleBackingStoreBody)
}

/// A shadowed layer's body when it is one backing store and nothing else, with the clip its
/// group would have cut it to.
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
    /// Asked under the clip the body's group would have.
    func soleBackingStore(ofBody layer: Layer, parts: LayerParts, in context: CairoGraphicsContext) -> ShadowedBody {
        guard !parts.hasTransition else { return .group }
        if parts.sublayers.isEmpty {
            guard Self.drawsOnlyOwnContent(layer, parts: parts) else { return .group }
            return body(from: backingStore(of: layer, parts: parts, in: context), in: context)
        }
        guard parts.plainPartCount == 0, !parts.mayDrawCustomContent, parts.sublayers.count == 1,
              let sublayer = parts.sublayers.first, !(sublayer is ReplicatorInstanceLayer), !sublayer.shouldRasterize,
              sublayer.opacity.isNaN || sublayer.opacity >= 1 else { return .group }
        let inner = LayerParts(sublayer)
        guard !inner.hasShadow, !inner.hasTransition, inner.sublayers.isEmpty, Self.drawsOnlyOwnContent(sublayer, parts: inner) else {
            return .group
        }
        let map = LayerGeometry.toSuperlayer(sublayer, parentSublayerTransform: LayerGeometry.sublayerTransform(of: layer))
        guard map.isFinite, let affine = map.affine else { return .group }
        context.saveGState()
        defer { context.restoreGState() }
        context.concatenate(affine)
        guard !context.state.isDegenerate else { return .nothing }
        return body(from: backingStore(of: sublayer, parts: inner, in: context), in: context)
    }

    private func body(from placement: BackingStorePlacement, in context: CairoGraphicsContext) -> ShadowedBody {
        switch placement {
        case .notUsed: return .group
        case .nothingToComposite: return .nothing
        case .store(let store, let x, let y):
            guard let clip = context.deviceClipRectangles() else { return .group }
            return .soleStore(SoleBackingStoreBody(store: store, x: x, y: y, clip: clip))
        }
    }

    /// Whether the layer draws its own content and nothing else of its own: no background, no
    /// border, no video.
    private static func drawsOnlyOwnContent(_ layer: Layer, parts: LayerParts) -> Bool {
        !(layer is VideoLayer) && parts.plainPartCount == (layer.contents != nil ? 1 : 0)
            && (layer.contents != nil || parts.mayDrawCustomContent)
    }
}
