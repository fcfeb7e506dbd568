import CCairo
import MotionCore

extension LayerRenderer {
    /// Draws the layer's shadow and body, through its `mask` when it has one, as `CALayer.mask`
    /// does: everything the layer draws — shadow, background, content, sublayers, border — is
    /// drawn into a group and composited through the alpha of the mask's tree, drawn in the
    /// layer's own coordinates (its position, transform and animations its own). Where the mask
    /// is transparent nothing shows, the shadow included (on iOS a mask clips the shadow too).
    /// The mask's tree is drawn at full alpha into an alpha-only group: the layer's opacity and
    /// the context's alpha are already in the body's.
    ///
    /// A `MatteLayer` masks by its channel instead: its tree is drawn in colour and each pixel's
    /// coverage taken from it (`MatteCoverage`); an inverted matte lets the layer show beyond it.
    ///
    /// On the fast path, a mask that only fills a path, over a layer that paints its bounds once
    /// and holds the path a pixel inside them, is a clip to the path instead (`PathMaskClip`).
    func drawMasked(_ plan: LayerDrawPlan, in context: CairoGraphicsContext) {
        guard let mask = plan.mask else { return drawWithShadow(plan, in: context) }
        let cr = context.cr
        let channel = (mask as? MatteLayer)?.channel ?? .alpha
        context.saveGState()
        defer { context.restoreGState() }
        if drawingPath == .fast, context.targetIsRaster, let clip = plan.maskClip, clip.fits(under: context.currentTransform) {
            guard let region = Self.maskedRegion(of: plan.layer, mask: mask) else { return }
            context.clipToDevicePixels(covering: region)
            // Cairo keeps a path where the device puts it: the transform is the mask's only while adding it.
            context.saveGState()
            context.concatenate(clip.placement)
            context.beginPath()
            context.addPath(clip.path)
            context.restoreGState()
            context.clip(using: clip.rule)
            return drawWithShadow(plan, in: context)
        }
        let inverted = channel == .invertedAlpha || channel == .invertedLuminance
        guard let region = inverted ? Self.drawingRegion(of: plan.layer) : Self.maskedRegion(of: plan.layer, mask: mask) else { return }
        context.clipToDevicePixels(covering: region)
        cairo_push_group(cr)
        drawWithShadow(plan, in: context)
        let body = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(body) }
        cairo_push_group_with_content(cr, channel == .alpha ? CAIRO_CONTENT_ALPHA : CAIRO_CONTENT_COLOR_ALPHA)
        context.saveGState()
        context.setAlpha(1)
        drawLayer(mask, in: context)
        context.restoreGState()
        let drawn = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(drawn) }
        cairo_set_source(cr, body)
        if channel != .alpha, let coverage = MatteCoverage.pattern(of: drawn, channel: channel) {
            cairo_mask(cr, coverage.pointer)
        } else {
            cairo_mask(cr, drawn)
        }
    }

    /// Where a masked layer can show, in its own coordinates: its drawing region (subtree and
    /// shadow) cut to the box of the mask's tree where the mask is placed; nil when they do not
    /// meet. A mask in perspective leaves the drawing region as it is.
    private static func maskedRegion(of layer: Layer, mask: Layer) -> Rect? {
        let region = drawingRegion(of: layer)
        guard let affine = LayerGeometry.toSuperlayer(mask).affine else { return region }
        guard let reach = LayerGeometry.boundingBox(of: drawingRegion(of: mask), under: Homography(affine)) else { return nil }
        let shown = region.intersection(reach)
        return shown.width > 0 && shown.height > 0 ? shown : nil
    }
}
