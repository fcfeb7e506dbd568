import CCairo
import MotionCore

extension LayerRenderer {
    /// Draws a layer whose map to its superlayer has perspective: the layer (shadow, body,
    /// subtree, at `opacity`) is drawn flat into an offscreen canvas at about the resolution it
    /// will cover, then every covered device pixel is pulled back through the inverse map and
    /// sampled bilinearly. Layers reaching behind the eye (w ≤ 0 at a corner) are not drawn.
    func drawProjected(_ layer: Layer, opacity: Double, map: Homography, in context: CairoGraphicsContext) {
        guard !context.state.isDegenerate else { return }
        let toDevice = map.concatenating(Homography(context.currentTransform))
        let region = Self.drawingRegion(of: layer)
        guard region.width.isFinite, region.height.isFinite, region.width > 0, region.height > 0,
              let deviceBox = LayerGeometry.boundingBox(of: region, under: toDevice),
              let target = Self.pixelRect(deviceBox.intersection(Self.deviceClip(of: context))),
              let inverse = toDevice.inverted(),
              let scale = Self.offscreenScale(region: region, toDevice: toDevice),
              let flat = try? Canvas(pixelWidth: Int((region.width * scale).rounded(.up)),
                                     pixelHeight: Int((region.height * scale).rounded(.up)), scale: scale),
              let flatContext = try? flat.makeContext(imageCache: imageCache, drawingPath: context.drawingPath),
              let warped = try? Canvas(pixelWidth: target.width, pixelHeight: target.height) else { return }
        flatContext.translateBy(x: -region.minX, y: -region.minY)
        drawInOwnSpace(layer, opacity: opacity, in: flatContext)
        flatContext.problems.forEach(context.record)
        ProjectiveWarp(source: flat, sourceOrigin: region.origin, inverse: inverse).draw(into: warped, at: (target.x, target.y))

        cairo_save(context.cr)
        cairo_identity_matrix(context.cr)
        cairo_set_source_surface(context.cr, warped.surface.pointer, Double(target.x), Double(target.y))
        cairo_paint_with_alpha(context.cr, context.state.alpha)
        cairo_restore(context.cr)
    }

    /// The clip's extents in device space.
    private static func deviceClip(of context: CairoGraphicsContext) -> Rect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_save(context.cr)
        cairo_identity_matrix(context.cr)
        cairo_clip_extents(context.cr, &x0, &y0, &x1, &y1)
        cairo_restore(context.cr)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whole device pixels covering `rect`, or nil when empty or too large.
    private static func pixelRect(_ rect: Rect) -> (x: Int, y: Int, width: Int, height: Int)? {
        let left = rect.minX.rounded(.down), top = rect.minY.rounded(.down)
        guard let size = try? CanvasLimits.validate(width: rect.maxX.rounded(.up) - left, height: rect.maxY.rounded(.up) - top),
              DeviceCoordinate.isUsable(left), DeviceCoordinate.isUsable(top) else { return nil }
        return (Int(left), Int(top), size.width, size.height)
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
