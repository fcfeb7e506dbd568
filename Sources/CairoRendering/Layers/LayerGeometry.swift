import MotionCore

/// Core Animation's layer geometry as 2-D affine maps.
///
/// A layer's coordinates are its bounds space. The point `anchorPoint` (unit coordinates) of the
/// bounds, at depth `anchorPointZ`, sits at `position` in the superlayer, and `transform` is
/// applied about it: p ↦ (p − (anchor, anchorPointZ)) · transform + position. The superlayer's `sublayerTransform` is applied to
/// its sublayers about its own anchor point. Like CALayer, each layer flattens its subtree into
/// its plane: a transform acts on a layer through its z = 0 part (`Homography`), which is
/// affine unless there is perspective (m14, m24, from m34 combined with x/y rotations).
///
/// A flipped geometry (`isGeometryFlipped` on an odd number of a layer and its superlayers) is
/// its coordinates seen with y upwards, while every layer's content stays upright: the maps of a
/// flipped layer's sublayers end with the flip of its bounds onto themselves (so they are laid
/// out from its bottom-left corner), and a layer laid out in a flipped geometry starts with the
/// flip of its own bounds (so its content shows the right way up).
enum LayerGeometry {
    /// The anchor point in the layer's bounds coordinates.
    static func anchor(of layer: Layer) -> Point {
        let b = layer.bounds, a = layer.anchorPoint
        return Point(x: b.origin.x + a.x * b.size.width, y: b.origin.y + a.y * b.size.height)
    }

    /// Maps the layer's bounds space to its superlayer's plane: anchor (at depth `anchorPointZ`) to the origin, `transform`,
    /// `position`, then the superlayer's `sublayerTransform` (about the superlayer's anchor, as
    /// `sublayerTransform(of:)` gives it) when there is one.
    static func toSuperlayer(_ layer: Layer, parentSublayerTransform: Transform3D? = nil) -> Homography {
        Homography(localTransform(of: layer, parentSublayerTransform: parentSublayerTransform))
    }

    /// The layer's map to its superlayer as a full 3-D transform (what `toSuperlayer` takes the
    /// z = 0 plane of).
    static func localTransform(of layer: Layer, parentSublayerTransform: Transform3D?) -> Transform3D {
        let anchor = anchor(of: layer), position = layer.position
        var result = Transform3D(translationX: -anchor.x, y: -anchor.y, z: -layer.anchorPointZ)
            .concatenating(layer.transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: 0))
        // Drawn upright in a flipped geometry: the layer's own drawing turned the right way up.
        if hasFlippedGeometry(layer.superlayer) { result = flip(of: layer).concatenating(result) }
        if let parentSublayerTransform { result = result.concatenating(parentSublayerTransform) }
        return result
    }

    /// The transform `layer` applies to its sublayers: `sublayerTransform` about the anchor
    /// point, then the flip of its bounds when its geometry is flipped; nil when that is the identity.
    static func sublayerTransform(of layer: Layer) -> Transform3D? {
        let flipped = hasFlippedGeometry(layer)
        guard !layer.sublayerTransform.isIdentity || flipped else { return nil }
        let anchor = anchor(of: layer)
        let inner = Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
            .concatenating(layer.sublayerTransform)
            .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: 0))
        return flipped ? inner.concatenating(flip(of: layer)) : inner
    }

    /// Whether `layer`'s geometry — the space its sublayers are laid out in — is flipped on the
    /// screen: `isGeometryFlipped` set on an odd number of it and its superlayers (a flipped layer
    /// in a flipped subtree flips back); false for nil.
    static func hasFlippedGeometry(_ layer: Layer?) -> Bool {
        guard GeometryFlipUse.mayBeFlipped else { return false }
        var flipped = false
        var current: Layer? = layer
        while let each = current {
            if each.isGeometryFlipped { flipped.toggle() }
            current = each.superlayer
        }
        return flipped
    }

    /// `layer`'s bounds flipped vertically onto themselves: y ↦ minY + maxY − y.
    private static func flip(of layer: Layer) -> Transform3D {
        let b = layer.bounds
        return Transform3D(scaleX: 1, y: -1, z: 1).concatenating(Transform3D(translationX: 0, y: b.minY + b.maxY, z: 0))
    }

    /// The box a sublayer's subtree and shadow cover in its superlayer's plane; nil when the map
    /// sends a corner behind the eye.
    private static func drawnBox(of sublayer: Layer, parentSublayerTransform: Transform3D?) -> Rect? {
        let reach = shadowReach(of: sublayer)
        let drawn = subtreeBounds(of: sublayer).insetBy(dx: -reach, dy: -reach)
        return boundingBox(of: drawn, under: toSuperlayer(sublayer, parentSublayerTransform: parentSublayerTransform))
    }

    /// The visible sublayers in drawing order: ascending zPosition, ties in array order.
    static func drawingOrder(_ sublayers: [Layer]) -> [Layer] {
        guard let first = sublayers.first else { return [] }
        let z = first.zPosition
        if sublayers.allSatisfy({ !$0.isHidden && $0.zPosition == z }) { return sublayers }
        return sublayers.enumerated()
            .filter { !$0.element.isHidden }
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// A box around the layer's bounds, its shape's stroked path (a `ShapeLayer`) and its
    /// visible sublayers with their shadows (not the layer's own), in the layer's bounds space (sublayers partly behind the
    /// eye of a perspective are left out).
    static func subtreeBounds(of layer: Layer) -> Rect {
        var box = layer.bounds
        if let shape = layer as? ShapeLayer, let path = shape.path, !path.isEmpty {
            let reach = strokeReach(of: shape)
            box = box.union(path.boundingBox.insetBy(dx: -reach, dy: -reach))
        }
        let inner = sublayerTransform(of: layer)
        for sublayer in drawingOrder(layer.sublayers) {
            if let emitter = sublayer as? EmitterLayer, emitter.preservesDepth {
                for leaf in particleLeaves(of: emitter, parentSublayerTransform: inner) {
                    if let drawn = drawnBox(of: leaf.layer, parentSublayerTransform: leaf.parentTransform) { box = box.union(drawn) }
                }
            }
            guard let depthLayer = sublayer as? TransformLayer else {
                if let drawn = drawnBox(of: sublayer, parentSublayerTransform: inner) { box = box.union(drawn) }
                continue
            }
            for leaf in depthLeaves(of: depthLayer, parentSublayerTransform: inner) {
                if let drawn = drawnBox(of: leaf.layer, parentSublayerTransform: leaf.parentTransform) { box = box.union(drawn) }
            }
        }
        let spread = blurReach(of: layer)
        return spread > 0 ? box.insetBy(dx: -spread, dy: -spread) : box
    }

    /// How far a `BlurLayer`'s blur spreads its subtree, in its points: 3σ, σ at most
    /// `LayerRenderer.widestBlur` (as pixels of a 1× output); 0 for other layers.
    static func blurReach(of layer: Layer) -> Double {
        guard let blurred = layer as? BlurLayer, blurred.blurs else { return 0 }
        return 3 * min(blurred.standardDeviation, LayerRenderer.widestBlur)
    }

    /// How far a shape's stroke can reach beyond its path's control box: half the line width,
    /// times the miter limit for miter joins, or the square cap's diagonal.
    static func strokeReach(of shape: ShapeLayer) -> Double {
        guard shape.strokeColor != nil, shape.lineWidth.isFinite, shape.lineWidth > 0 else { return 0 }
        let half = shape.lineWidth / 2
        let joinFactor = shape.lineJoin == .miter ? max(shape.miterLimit.isFinite ? shape.miterLimit : 10, 1) : 1
        return half * max(joinFactor, 2.squareRoot())
    }

    /// How far the layer's shadow reaches beyond what casts it (3σ of blur plus the offset), or
    /// 0 without a shadow.
    static func shadowReach(of layer: Layer) -> Double {
        guard !layer.masksToBounds, layer.shadowOpacity > 0, (layer.shadowColor?.alpha ?? 0) > 0 else { return 0 }
        let reach = 3 * abs(layer.shadowRadius) + abs(layer.shadowOffset.width) + abs(layer.shadowOffset.height)
        return reach.isFinite ? reach : 0
    }

    /// The axis-aligned box around `rect` mapped by `map`, or nil when a corner is behind the eye.
    static func boundingBox(of rect: Rect, under map: Homography) -> Rect? {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].compactMap(map.apply)
        guard corners.count == 4 else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Whether `rect` under `transform` is a rectangle of whole device pixels: axis-aligned, not
    /// `rounded`, every edge on a pixel boundary (so a clip to it has no antialiased edge).
    static func coversWholeDevicePixels(_ rect: Rect, rounded: Bool, under transform: AffineTransform) -> Bool {
        guard !rounded, transform.b == 0, transform.c == 0 else { return false }
        let edges = [transform.a * rect.minX + transform.tx, transform.a * rect.maxX + transform.tx,
                     transform.d * rect.minY + transform.ty, transform.d * rect.maxY + transform.ty]
        return edges.allSatisfy { $0.isFinite && abs($0 - $0.rounded()) < 1e-6 }
    }
}
