import MotionCore

extension LayerGeometry {
    /// A box around what a still subtree (`StillSubtree`: plain layers, shapes, gradients and
    /// text) draws, with its sublayers' shadows, in the layer's bounds space; nil when it draws
    /// nothing. Tighter than `subtreeBounds`, which holds every layer's bounds whether it draws
    /// there or not (a Lottie layer's container spans the whole composition, its shapes a corner
    /// of it): a layer's bounds count only where it paints them — a background, a border, a
    /// picture, a gradient's or text's drawing — and a shape's path counts with its stroke's
    /// reach. A mask is left out (it only takes away), `masksToBounds` cuts to the bounds.
    static func stillDrawnBounds(of layer: Layer) -> Rect? {
        var box: Rect?
        let parts = LayerParts(layer)
        if parts.plainPartCount > 0 || layer is GradientLayer || layer is TextLayer { box = layer.bounds }
        if let shape = layer as? ShapeLayer, let path = shape.path, !path.isEmpty {
            let reach = strokeReach(of: shape)
            box = union(box, path.boundingBox.insetBy(dx: -reach, dy: -reach))
        }
        let inner = sublayerTransform(of: layer)
        for sublayer in parts.sublayers {
            guard let drawn = stillDrawnBounds(of: sublayer) else { continue }
            let reach = shadowReach(of: sublayer)
            let placed = boundingBox(of: drawn.insetBy(dx: -reach, dy: -reach),
                                     under: toSuperlayer(sublayer, parentSublayerTransform: inner))
            box = placed.map { union(box, $0) } ?? box
        }
        guard let box, layer.masksToBounds else { return box }
        let cut = box.intersection(layer.bounds)
        return cut.isEmpty ? nil : cut
    }

    private static func union(_ box: Rect?, _ other: Rect) -> Rect { box?.union(other) ?? other }
}
