import CCairo
import MotionCore

extension LayerRenderer {
    /// Draws a `VisualEffectLayer`'s backdrop, under its background: within its bounds (rounded
    /// by `cornerRadius` when `masksToBounds` is set) and the clips around it, what has been
    /// drawn behind it is blurred and saturated (`BackdropFilter`, σ = `blurRadius` points under
    /// the current transform), then `tintColor` is filled over it. The backdrop is read from the
    /// target now, never from a kept store: it depends on what lies behind, not on the layer.
    /// On a vector page and in an alpha-only target (a shadow's or mask's shape) only the tint
    /// is drawn: there are no pixels behind to read.
    func drawBackdrop(of layer: VisualEffectLayer, in context: CairoGraphicsContext) {
        context.saveGState()
        defer { context.restoreGState() }
        let radius = layer.masksToBounds ? layer.cornerRadius : 0
        context.beginPath()
        context.addRoundedRect(layer.bounds, radius: radius, corners: layer.maskedCorners, curve: layer.cornerCurve)
        context.clip()
        let traits = context.traits
        if layer.readsBackdrop, traits.isRaster, !traits.isAlphaOnly {
            var ctm = cairo_matrix_t()
            cairo_get_matrix(context.cr, &ctm)
            let linearScale = abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx).squareRoot()
            let sigma = layer.blurRadius.isFinite ? max(0, layer.blurRadius) * linearScale : 0
            let saturation = layer.saturation.isFinite ? max(0, layer.saturation) : 1
            BackdropFilter(sigma: sigma, saturation: saturation, path: context.drawingPath).paint(in: context)
        }
        if layer.tintColor.alpha > 0 {
            context.setFillColor(layer.tintColor)
            context.beginPath()
            context.addRoundedRect(layer.bounds, radius: radius, corners: layer.maskedCorners, curve: layer.cornerCurve)
            context.fillPath()
        }
    }
}
