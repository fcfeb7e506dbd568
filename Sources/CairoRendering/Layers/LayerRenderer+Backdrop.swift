import CCairo
import MotionCore

extension LayerRenderer {
    /// Renders `root` onto `canvas`, whose pixels may be anything, as if it were first cleared to
    /// `background`. When the first thing the tree draws is a covering backdrop — a kept backing
    /// store, opaque on every pixel and covering the whole canvas (a full-frame picture) — the
    /// store is copied in instead of the clear, and the tree drawn with that layer's content
    /// already on the canvas: the same bytes (over an opaque pixel, compositing keeps nothing of
    /// what was below), without a clear and a composite. Only with a cache: without one
    /// (`--no-cache`) the store would be drawn and looked at every frame, and clearing gives the
    /// same bytes.
    public func render(_ root: Layer, into canvas: Canvas, over background: Color?) throws {
        let context = try canvas.makeContext(imageCache: imageCache, drawingPath: drawingPath)
        if let (layer, store) = coveringBackdrop(of: root, in: context, pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight) {
            store.composite(in: context, replacing: true)
            try render(root, in: context, backdrop: layer)
        } else {
            try canvas.clear(to: background)
            try render(root, in: context)
        }
    }

    /// The backdrop `root` draws first, when there is one, and its store: down the first
    /// sublayers from `root`, layers whose plans draw nothing of their own before their
    /// sublayers (no backdrop effect, background, shadow, transition, clip, mask, group, tint or depth) lead to the first
    /// layer with content of its own, whose kept store must be opaque and cover the canvas.
    func coveringBackdrop(of root: Layer, in context: CairoGraphicsContext, pixelWidth: Int,
                          pixelHeight: Int) -> (layer: Layer, store: PlacedSurface)? {
        guard cache != nil else { return nil }
        context.saveGState()
        defer { context.restoreGState() }
        var next = LayerDrawPlan(root, parentSublayerTransform: nil, traits: context.traits)
        while let plan = next {
            let layer = plan.layer
            // An additive layer (a particle) adds to what lies below: copying it in is not the
            // same, nor for a blended one: it mixes with what lies below.
            guard !plan.isAdditive, plan.blendMode == nil else { return nil }
            guard case .affine(let affine) = plan.placement, plan.tint == nil, case .direct = plan.compositing, plan.opacity >= 1,
                  plan.shadow == nil, plan.transition == nil, plan.mask == nil, !layer.masksToBounds,
                  !(layer is TransformLayer), layer.isDoubleSided, !plan.parts.drawsUnderContent else { return nil }
            context.concatenate(affine)
            guard !context.state.isDegenerate else { return nil }
            switch plan.content {
            case .backingStore:
                guard case .store(let placed) = backingStore(of: plan, in: context), placed.x <= 0, placed.y <= 0,
                      placed.x + Double(cairo_image_surface_get_width(placed.surface.pointer)) >= Double(pixelWidth),
                      placed.y + Double(cairo_image_surface_get_height(placed.surface.pointer)) >= Double(pixelHeight),
                      placed.surface.isOpaque else { return nil }
                return (layer, placed)
            case .direct, .onCanvas:
                return nil
            case .none:
                guard let first = plan.parts.sublayers.first else { return nil }
                next = LayerDrawPlan(first, parentSublayerTransform: LayerGeometry.sublayerTransform(of: layer), traits: context.traits)
            }
        }
        return nil
    }
}
