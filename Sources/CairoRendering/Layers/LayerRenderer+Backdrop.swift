import CCairo
import MotionCore

/// A kept backing store that is the first thing a tree draws, opaque on every pixel and covering
/// the whole canvas (a full-frame backdrop): copying it in replaces the canvas's clear and its
/// own composite, with the same bytes (over an opaque pixel, compositing keeps nothing of what
/// was below).
struct CoveringBackdrop {
    /// The layer whose own content the store is. The store the drawing then composites for it
    /// has the same key, so the same pixels (a kept one is this very store).
    let layer: Layer
}

extension LayerRenderer {
    /// Renders `root` onto `canvas`, whose pixels may be anything, as if it were first cleared to
    /// `background`; the clear is left out when the first thing drawn is a covering backdrop
    /// (`CoveringBackdrop`). Only with a cache: without one (`--no-cache`) the store would be
    /// drawn and looked at every frame, and clearing gives the same bytes.
    public func render(_ root: Layer, into canvas: Canvas, over background: Color?) throws {
        let context = try canvas.makeContext(imageCache: imageCache, drawingPath: drawingPath)
        if let backdrop = coveringBackdrop(of: root, in: context, pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight) {
            pendingBackdrop = backdrop
            defer { pendingBackdrop = nil }
            try render(root, in: context)
            // Nothing was drawn before the backdrop's turn: if it never came, the canvas is still to clear.
            if pendingBackdrop != nil { try canvas.clear(to: background) }
        } else {
            try canvas.clear(to: background)
            try render(root, in: context)
        }
    }

    /// The backdrop `root` draws first, when there is one: down the first sublayers from `root`,
    /// layers that draw nothing of their own before their sublayers (no background, shadow,
    /// transition, clip, group or tint) lead to the first layer with content of its own, whose
    /// kept store must be opaque and cover the canvas.
    func coveringBackdrop(of root: Layer, in context: CairoGraphicsContext, pixelWidth: Int, pixelHeight: Int) -> CoveringBackdrop? {
        guard cache != nil else { return nil }
        context.saveGState()
        defer { context.restoreGState() }
        var layer = root
        var parentSublayerTransform: Transform3D?
        while true {
            let parts = LayerParts(layer)
            guard !layer.isHidden, layer.opacity.isNaN || layer.opacity >= 1, !(layer is ReplicatorInstanceLayer),
                  !layer.shouldRasterize, !layer.masksToBounds, !parts.hasShadow, !parts.hasTransition,
                  (layer.backgroundColor?.alpha ?? 0) <= 0 else { return nil }
            let map = LayerGeometry.toSuperlayer(layer, parentSublayerTransform: parentSublayerTransform)
            guard map.isFinite, let affine = map.affine else { return nil }
            context.concatenate(affine)
            guard !context.state.isDegenerate else { return nil }
            if layer.contents != nil || parts.mayDrawCustomContent || layer is VideoLayer {
                guard case .store(let store, let x, let y) = backingStore(of: layer, parts: parts, in: context),
                      x <= 0, y <= 0,
                      x + Double(cairo_image_surface_get_width(store.pointer)) >= Double(pixelWidth),
                      y + Double(cairo_image_surface_get_height(store.pointer)) >= Double(pixelHeight),
                      store.isOpaque else { return nil }
                return CoveringBackdrop(layer: layer)
            }
            guard let first = parts.sublayers.first else { return nil }
            parentSublayerTransform = LayerGeometry.sublayerTransform(of: layer)
            layer = first
        }
    }

    /// Composites `store`, `layer`'s own content, at device (`x`, `y`): copied when it is the
    /// pending covering backdrop, else over what is drawn.
    func compositeStore(_ store: CairoSurface, of layer: Layer, x: Double, y: Double, in context: CairoGraphicsContext) {
        let cr = context.cr
        let copies = pendingBackdrop?.layer === layer
        if copies { pendingBackdrop = nil }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if copies { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
        cairo_set_source_surface(cr, store.pointer, x, y)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
