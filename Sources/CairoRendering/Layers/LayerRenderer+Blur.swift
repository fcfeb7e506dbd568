import MotionCore

extension LayerRenderer {
    /// Draws a `BlurLayer`: its subtree (shadow and mask included, as a rasterized layer's) into a
    /// bitmap of its drawing region — which its blur's reach widens — in its own space at the
    /// device's resolution, blurs that bitmap by `standardDeviation` points, and paints it at the
    /// layer's opacity. The blur is in the layer's space, before its transform, as After Effects
    /// blurs a layer; its bitmap is device-sized, so it is as sharp as the rest where the blur is 0.
    func drawBlurred(_ plan: LayerDrawPlan, standardDeviation: Double, in context: CairoGraphicsContext) {
        let device = context.currentTransform
        let scale = min(max(abs(device.a * device.d - device.b * device.c).squareRoot(), 1 / 64), 8)
        var region = Self.drawingRegion(of: plan.layer)
        // On a raster target only what can show: the visible device pixels in the layer's space,
        // widened by the blur's reach, which brings in what lies just outside. (A vector target
        // has no pixels to bound it: the blur is a bitmap of the whole region there.)
        let visible = context.visibleDeviceExtents()
        if context.traits.isRaster, let inverse = device.inverted(), visible.width.isFinite, visible.height.isFinite {
            let corners = [Point(x: visible.minX, y: visible.minY), Point(x: visible.maxX, y: visible.minY),
                           Point(x: visible.minX, y: visible.maxY), Point(x: visible.maxX, y: visible.maxY)].map(inverse.apply)
            let xs = corners.map(\.x), ys = corners.map(\.y), reach = 3 * standardDeviation
            let shown = Rect(x: xs.min()! - reach, y: ys.min()! - reach,
                             width: xs.max()! - xs.min()! + 2 * reach, height: ys.max()! - ys.min()! + 2 * reach)
            region = region.intersection(shown)
        }
        guard scale.isFinite, region.width > 0, region.height > 0 else { return }
        let width = (region.width * scale).rounded(.up), height = (region.height * scale).rounded(.up)
        guard let size = try? CanvasLimits.validate(width: width, height: height) else {
            // No bitmap that large: the subtree is drawn sharp rather than not at all, and said.
            context.record(.invalidSize("a blurred layer of \(Int(width)) × \(Int(height)) pixels is too large to blur: drawn sharp"))
            return drawMasked(plan, in: context)
        }
        guard let bitmap = rasterize(plan, region: region, scale: scale, size: size, reportingTo: context) else { return }
        let direction = (plan.layer as? BlurLayer)?.direction ?? .both, sigma = standardDeviation * scale
        PremultipliedBlur.blur(bitmap, sigmaX: direction == .vertical ? 0 : sigma, sigmaY: direction == .horizontal ? 0 : sigma,
                               path: context.drawingPath)
        paint(bitmap, of: size, covering: region, scale: scale, opacity: plan.opacity, in: context)
    }
}
