import MotionCore

/// Core Animation's layer geometry as 2-D affine maps.
///
/// A layer's coordinates are its bounds space. The point `anchorPoint` (unit coordinates) of the
/// bounds sits at `position` in the superlayer, and `transform` is applied about it:
/// p ↦ (p − anchor) · transform + position. The superlayer's `sublayerTransform` is applied to
/// its sublayers about its own anchor point. Transforms are used through their affine part
/// (`Transform3D.affine`): perspective (m14, m24, m34) and z are not rendered.
enum LayerGeometry {
    /// The anchor point in the layer's bounds coordinates.
    static func anchor(of layer: Layer) -> Point {
        let b = layer.bounds, a = layer.anchorPoint
        return Point(x: b.origin.x + a.x * b.size.width, y: b.origin.y + a.y * b.size.height)
    }

    /// Maps the layer's bounds space to its superlayer's space (without the superlayer's
    /// `sublayerTransform`; see `sublayerTransform(of:)`).
    static func toSuperlayer(_ layer: Layer) -> AffineTransform {
        let anchor = anchor(of: layer), position = layer.position
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(layer.transform.affine)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
    }

    /// The map applied to the sublayers of `layer` in its bounds space: `sublayerTransform`
    /// about the anchor point, or nil when it is the identity.
    static func sublayerTransform(of layer: Layer) -> AffineTransform? {
        guard !layer.sublayerTransform.isIdentity else { return nil }
        let anchor = anchor(of: layer)
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(layer.sublayerTransform.affine)
            .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// The visible sublayers in drawing order: ascending zPosition, ties in array order.
    static func drawingOrder(_ sublayers: [Layer]) -> [Layer] {
        sublayers.enumerated()
            .filter { !$0.element.isHidden }
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// A box around the layer's bounds and its visible sublayers', in the layer's bounds space.
    static func subtreeBounds(of layer: Layer) -> Rect {
        var box = layer.bounds
        let inner = sublayerTransform(of: layer) ?? .identity
        for sublayer in drawingOrder(layer.sublayers) {
            let map = toSuperlayer(sublayer).concatenating(inner)
            box = box.union(boundingBox(of: subtreeBounds(of: sublayer), under: map))
        }
        return box
    }

    /// The axis-aligned box around `rect` mapped by `transform`.
    static func boundingBox(of rect: Rect, under transform: AffineTransform) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(transform.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}
