import CCairo
import MotionCore

/// What a shadowed layer's body is, for its shadow (`LayerRenderer.soleBackingStore(of:in:)`).
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
    let store: PlacedSurface
    /// The clip the body was drawn under, as device rectangles of whole pixels.
    let clip: [PixelBox]

    /// Composites the store, as the body's group would be, under the current clip.
    func composite(in context: CairoGraphicsContext) { store.composite(in: context) }

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
        cairo_set_source_surface(cr, store.surface.pointer, store.x + dx, store.y + dy)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

extension LayerRenderer {
    /// What a shadowed layer's body is, when its plan's shadow takes its shape from a sole
    /// backing store (`LayerDrawPlan.ShadowShape`): the group `drawWithShadow` would draw the
    /// body into holds the store's pixels inside the clip and nothing else, so the shadow can
    /// take its shape from the store and the store be composited directly — the same bytes,
    /// without a group to clear, fill and composite every frame. Asked under the clip the body's
    /// group would have.
    func soleBackingStore(of plan: LayerDrawPlan, in context: CairoGraphicsContext) -> ShadowedBody {
        switch plan.shadow {
        case .path?, .body?, nil:
            return .group
        case .ownStore?:
            return body(from: backingStore(of: plan, in: context), in: context)
        case .sublayerStore(let inner)?:
            guard case .affine(let affine) = inner.placement else { return .group }
            context.saveGState()
            defer { context.restoreGState() }
            context.concatenate(affine)
            guard !context.state.isDegenerate else { return .nothing }
            return body(from: backingStore(of: inner, in: context), in: context)
        }
    }

    private func body(from placement: BackingStorePlacement, in context: CairoGraphicsContext) -> ShadowedBody {
        switch placement {
        case .declined: return .group
        case .nothingToComposite: return .nothing
        case .store(let store):
            guard let clip = context.deviceClipRectangles() else { return .group }
            return .soleStore(SoleBackingStoreBody(store: store, clip: clip))
        }
    }
}
