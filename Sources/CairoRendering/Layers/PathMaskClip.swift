import MotionCore

/// A `mask` that only fills a path, opaque — a `ShapeLayer` with a fill and nothing else — over a
/// layer that paints its bounds once (an axial or radial `GradientLayer`, or a square-cornered
/// background): the shape a gradient or a Lottie gradient fill is cut to. The mask's alpha is
/// then the path's coverage, and the one paint clipped to the path draws what the layer's group
/// composited through the mask's group does, without the two groups (each as large as the masked
/// region, cleared, filled and composited every frame).
///
/// A fast path (`DrawingPath.fast`, raster targets), taken only where the path stays at least a
/// pixel's diagonal inside the bounds (`fits(under:)`): where the bounds' edge and the path's
/// both cut one pixel, the groups multiply the two coverages and a clip would take their common
/// area. Elsewhere the two agree to a level (`PathMaskClipTests`).
struct PathMaskClip {
    /// The mask's path, in the mask's bounds space.
    let path: Path
    let rule: FillRule
    /// The mask's bounds space to the masked layer's.
    let placement: AffineTransform
    /// The box of the path where the mask places it, and the bounds the layer paints.
    private let pathBox: Rect, painted: Rect

    /// Nil unless `mask` fills its path opaque and draws nothing else, placed without
    /// perspective, and `layer` (whose parts are `parts`) paints its bounds once.
    init?(_ mask: Layer, masking layer: Layer, parts: LayerParts) {
        guard Self.paintsItsBoundsOnce(layer, parts: parts),
              let shape = mask as? ShapeLayer, Self.onlyFillsOpaque(shape), let path = shape.path,
              let placement = LayerGeometry.toSuperlayer(shape).affine,
              let box = LayerGeometry.boundingBox(of: path.boundingBoxOfPath, under: Homography(placement)) else { return nil }
        self.path = path
        rule = shape.fillRule
        self.placement = placement
        pathBox = box
        painted = layer.bounds
    }

    /// Whether the path stays a device pixel's diagonal inside the painted bounds under `device`
    /// (the masked layer's space to device pixels), so that no pixel is cut by both.
    func fits(under device: AffineTransform) -> Bool {
        // The linear part's smallest singular value: the fewest device pixels a point spans.
        let (a, b, c, d) = (device.a, device.b, device.c, device.d)
        let sum = a * a + b * b + c * c + d * d, determinant = a * d - b * c
        let smallest = ((sum - (sum * sum - 4 * determinant * determinant).squareRoot()) / 2).squareRoot()
        guard smallest.isFinite, smallest > 0 else { return false }
        let margin = 2.0.squareRoot() / smallest
        return painted.minX + margin <= pathBox.minX && pathBox.maxX <= painted.maxX - margin
            && painted.minY + margin <= pathBox.minY && pathBox.maxY <= painted.maxY - margin
    }

    /// Whether the layer's body is one paint over exactly its bounds: a gradient that paints once
    /// (not a conic one's wedges), or a background without rounded corners; and no shadow,
    /// sublayer, border, backdrop, transition or clip of its own.
    private static func paintsItsBoundsOnce(_ layer: Layer, parts: LayerParts) -> Bool {
        guard parts.sublayers.isEmpty, !parts.hasShadow, !parts.hasTransition, parts.backdrop == nil, !layer.masksToBounds else { return false }
        if let gradient = layer as? GradientLayer {
            return gradient.type != .conic && parts.plainPartCount == 0 && parts.mayDrawCustomContent && !parts.drawsSeveralPaints
        }
        return type(of: layer) == Layer.self && !parts.mayDrawCustomContent && parts.plainPartCount == 1 && parts.hasBackground
            && layer.cornerRadius == 0
    }

    /// Whether the shape layer draws its path's fill at full alpha and nothing else (its drawing
    /// recorded, so that what it draws is known).
    private static func onlyFillsOpaque(_ shape: ShapeLayer) -> Bool {
        let parts = LayerParts(shape)
        let strokes = (shape.strokeColor?.alpha ?? 0) > 0 && shape.lineWidth > 0
        return !shape.isHidden && shape.opacity >= 1 && (shape.fillColor?.alpha ?? 0) >= 1 && !strokes
            && shape.path?.isEmpty == false && parts.mayDrawCustomContent && !parts.drawsSeveralPaints
            && parts.sublayers.isEmpty && !parts.hasShadow && parts.plainPartCount == 0 && !parts.hasTransition
            && shape.mask == nil && !shape.masksToBounds && !shape.shouldRasterize && shape.blendMode == nil
    }
}
