import CCairo
import MotionCore

extension LayerRenderer {
    /// Draws a layer whose map to its superlayer has perspective: the layer (shadow, body,
    /// subtree, at its opacity) is drawn flat into an offscreen canvas at about the resolution it
    /// will cover, then every covered device pixel is pulled back through the inverse map and
    /// sampled bilinearly. Layers reaching behind the eye (w ≤ 0 at a corner) are not drawn.
    func drawProjected(_ plan: LayerDrawPlan, map: Homography, in context: CairoGraphicsContext) {
        guard !context.state.isDegenerate else { return }
        let toDevice = map.concatenating(Homography(context.currentTransform))
        let region = Self.drawingRegion(of: plan.layer)
        guard region.width.isFinite, region.height.isFinite, region.width > 0, region.height > 0,
              let deviceBox = LayerGeometry.boundingBox(of: region, under: toDevice),
              let target = PixelBox(covering: deviceBox.intersection(context.deviceClipExtents())),
              let inverse = toDevice.inverted(),
              let scale = Self.offscreenScale(region: region, toDevice: toDevice),
              let flat = try? Canvas(pixelWidth: Int((region.width * scale).rounded(.up)),
                                     pixelHeight: Int((region.height * scale).rounded(.up)), scale: scale),
              let drawing = OffscreenDrawing(on: flat, for: context),
              let warped = try? Canvas(pixelWidth: target.width, pixelHeight: target.height) else { return }
        drawing.context.translateBy(x: -region.minX, y: -region.minY)
        drawInOwnSpace(plan, in: drawing.context)
        drawing.finish()
        ProjectiveWarp(source: flat, sourceOrigin: region.origin, inverse: inverse).draw(into: warped, at: (target.x, target.y))

        cairo_save(context.cr)
        cairo_identity_matrix(context.cr)
        cairo_set_source_surface(context.cr, warped.surface.pointer, Double(target.x), Double(target.y))
        cairo_paint_with_alpha(context.cr, context.state.alpha)
        cairo_restore(context.cr)
    }

    /// Offscreen pixels per point: the largest stretch of the region's edges on the device,
    /// limited to what `CanvasLimits` allows for the region.
    static func offscreenScale(region: Rect, toDevice: Homography) -> Double? {
        let corners = [Point(x: region.minX, y: region.minY), Point(x: region.maxX, y: region.minY),
                       Point(x: region.maxX, y: region.maxY), Point(x: region.minX, y: region.maxY)]
        let projected = corners.compactMap(toDevice.apply)
        guard projected.count == 4 else { return nil }
        var stretch = 0.0
        for i in 0..<4 {
            let j = (i + 1) % 4
            stretch = max(stretch, projected[i].distance(to: projected[j]) / corners[i].distance(to: corners[j]))
        }
        let fit = min(Double(CanvasLimits.maximumSide) / region.width, Double(CanvasLimits.maximumSide) / region.height,
                      (Double(CanvasLimits.maximumPixelCount) / (region.width * region.height)).squareRoot())
        let scale = min(max(stretch, 0.05), 16, fit)
        return scale.isFinite && scale > 0 ? scale : nil
    }
}
