import MotionCore

/// One copy of a layer's sublayers as drawn: a plain layer has one; a `ReplicatorLayer` has
/// `instanceCount`, instance i with `instanceTransform` applied i times about the centre of the
/// replicator's bounds (CAReplicatorLayer.h: "applied relative to the center of the replicator
/// layer"; the anchor point with the default anchor), tinted by `instanceColor(at: i)` and, with an `instanceDelay`, showing its
/// sublayers as presented `instanceDelay · i` seconds earlier.
struct SublayerInstance {
    /// Visible sublayers in drawing order.
    let sublayers: [Layer]
    /// What the parent applies to these sublayers (the instance transform about the centre, then
    /// `sublayerTransform` about the anchor), or nil for nothing.
    let transform: Transform3D?
    /// A colour multiplied into everything the instance draws, or nil for none (opaque white).
    let tint: Color?

    /// A box around everything the instance draws, in the parent's bounds space.
    var drawingRegion: Rect {
        var region: Rect?
        for sublayer in sublayers {
            let map = LayerGeometry.toSuperlayer(sublayer, parentSublayerTransform: transform)
            let reach = LayerGeometry.shadowReach(of: sublayer)
            let drawn = LayerGeometry.subtreeBounds(of: sublayer).insetBy(dx: -reach, dy: -reach)
            guard let box = LayerGeometry.boundingBox(of: drawn, under: map) else { continue }
            region = region?.union(box) ?? box
        }
        return region ?? .zero
    }

    /// The instances of `layer`'s sublayers, in drawing order; `visible` are its sublayers in
    /// drawing order (`LayerGeometry.drawingOrder`).
    static func instances(of layer: Layer, visible: [Layer]) -> [SublayerInstance] {
        let inner = LayerGeometry.sublayerTransform(of: layer)
        guard let replicator = layer as? ReplicatorLayer else {
            return [SublayerInstance(sublayers: visible, transform: inner, tint: nil)]
        }
        let count = min(max(replicator.instanceCount, 0), ReplicatorLayer.maximumDrawnInstances)
        guard count > 0, !replicator.sublayers.isEmpty else { return [] }
        let centre = replicator.bounds.center
        let toCentre = Transform3D(translationX: -centre.x, y: -centre.y, z: 0)
        let fromCentre = Transform3D(translationX: centre.x, y: centre.y, z: 0)
        let delayed = replicator.delayedInstanceSublayers
        return (0..<count).map { index in
            var transform: Transform3D? = nil
            let step = replicator.instanceTransform(at: index)
            if !step.isIdentity { transform = toCentre.concatenating(step).concatenating(fromCentre) }
            if let inner { transform = transform?.concatenating(inner) ?? inner }
            var sublayers = visible
            if index > 0, let delayed, index - 1 < delayed.count {
                sublayers = LayerGeometry.drawingOrder(delayed[index - 1])
            }
            let tint = replicator.instanceColor(at: index)
            let isWhite = tint.red >= 1 && tint.green >= 1 && tint.blue >= 1 && tint.alpha >= 1
            return SublayerInstance(sublayers: sublayers, transform: transform, tint: isWhite ? nil : tint)
        }
    }
}
