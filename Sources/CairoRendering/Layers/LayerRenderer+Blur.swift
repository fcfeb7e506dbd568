import MotionCore

extension LayerRenderer {
    /// The widest blur drawn, as a standard deviation in device pixels: wider, a layer is a faint
    /// haze anyway, and the bitmap — what shows and 3σ around it — stays bounded.
    static let widestBlur = 256.0

    /// Draws a `BlurLayer`: its subtree (shadow and mask included, as a rasterized layer's) into a
    /// bitmap of its drawing region — which its blur's reach widens — in its own space at the
    /// device's resolution along each of its axes, blurs that bitmap by `standardDeviation` points
    /// (at most `widestBlur` device pixels) both ways or one, and paints it at the layer's opacity.
    /// The blur is in the layer's space, before its transform, as After Effects blurs a layer; the
    /// bitmap has the device's pixels along each axis, so an edge a one-way blur leaves is as sharp
    /// as the rest, however the layer is scaled.
    func drawBlurred(_ plan: LayerDrawPlan, standardDeviation: Double, direction: BlurLayer.Direction,
                     in context: CairoGraphicsContext) {
        let device = context.currentTransform
        func pixelsPerPoint(_ x: Double, _ y: Double) -> Double { min(max((x * x + y * y).squareRoot(), 1 / 64), 8) }
        let scaleX = pixelsPerPoint(device.a, device.b), scaleY = pixelsPerPoint(device.c, device.d)
        let sigmaX = direction == .vertical ? 0 : min(standardDeviation * scaleX, Self.widestBlur)
        let sigmaY = direction == .horizontal ? 0 : min(standardDeviation * scaleY, Self.widestBlur)
        var region = Self.drawingRegion(of: plan.layer)
        // On a raster target only what can show: the visible device pixels in the layer's space,
        // widened by the blur's reach, which brings in what lies just outside. (A vector target
        // has no pixels to bound it: the blur is a bitmap of the whole region there.)
        let visible = context.visibleDeviceExtents()
        if context.traits.isRaster, let inverse = device.inverted(), visible.width.isFinite, visible.height.isFinite {
            let corners = [Point(x: visible.minX, y: visible.minY), Point(x: visible.maxX, y: visible.minY),
                           Point(x: visible.minX, y: visible.maxY), Point(x: visible.maxX, y: visible.maxY)].map(inverse.apply)
            let xs = corners.map(\.x), ys = corners.map(\.y), reachX = 3 * sigmaX / scaleX, reachY = 3 * sigmaY / scaleY
            let shown = Rect(x: xs.min()! - reachX, y: ys.min()! - reachY,
                             width: xs.max()! - xs.min()! + 2 * reachX, height: ys.max()! - ys.min()! + 2 * reachY)
            region = region.intersection(shown)
        }
        guard scaleX.isFinite, scaleY.isFinite, region.width > 0, region.height > 0 else { return }
        let width = (region.width * scaleX).rounded(.up), height = (region.height * scaleY).rounded(.up)
        guard let size = try? CanvasLimits.validate(width: width, height: height) else {
            return context.record(.invalidSize("a blurred layer of \(Int(width)) × \(Int(height)) pixels is larger than a bitmap may be"))
        }
        guard let bitmap = rasterize(plan, region: region, scaleX: scaleX, scaleY: scaleY, size: size, reportingTo: context) else { return }
        PremultipliedBlur.blur(bitmap, sigmaX: sigmaX, sigmaY: sigmaY, path: context.drawingPath)
        paint(bitmap, of: size, covering: region, scaleX: scaleX, scaleY: scaleY, opacity: plan.opacity, in: context)
    }
}
