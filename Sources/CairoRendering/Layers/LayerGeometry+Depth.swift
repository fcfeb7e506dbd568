import MotionCore

/// The sublayers of a `TransformLayer`, which share its 3-D space instead of being flattened
/// into its plane.
struct DepthLeaf {
    /// A layer drawn as usual (it flattens its own subtree), not itself a transform layer.
    let layer: Layer
    /// What to pass as `parentSublayerTransform` so that `LayerGeometry.toSuperlayer` maps the
    /// layer straight into the transform layer's superlayer plane, through every transform
    /// between them in full 3-D.
    let parentTransform: Transform3D
    /// The product of the opacities of the transform layers above it (each applies to every
    /// sublayer on its own).
    let alpha: Double
    /// The depth of the layer's centre in that plane's space (+z toward the viewer).
    let depth: Double
}

extension LayerGeometry {
    /// The layers a transform layer shows, through nested transform layers, back to front (by
    /// the depth of their centres; ties in drawing order), each with the map into the transform
    /// layer's superlayer plane and the alpha of the transform layers above it. Hidden layers,
    /// and transform layers of opacity 0, show nothing.
    static func depthLeaves(of transformLayer: TransformLayer, parentSublayerTransform: Transform3D?) -> [DepthLeaf] {
        var leaves: [DepthLeaf] = []
        collectLeaves(of: transformLayer, parentSublayerTransform: parentSublayerTransform, alpha: 1, into: &leaves)
        return leaves.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }.map(\.element)
    }

    private static func collectLeaves(of transformLayer: Layer, parentSublayerTransform: Transform3D?, alpha: Double,
                                      into leaves: inout [DepthLeaf]) {
        let opacity = transformLayer.opacity.isNaN ? 1 : min(max(transformLayer.opacity, 0), 1)
        guard !transformLayer.isHidden, opacity > 0 else { return }
        let own = localTransform(of: transformLayer, parentSublayerTransform: parentSublayerTransform)
        let toPlane = (sublayerTransform(of: transformLayer) ?? .identity).concatenating(own)
        for sublayer in drawingOrder(transformLayer.sublayers) {
            if sublayer is TransformLayer {
                collectLeaves(of: sublayer, parentSublayerTransform: toPlane, alpha: alpha * opacity, into: &leaves)
            } else {
                let full = localTransform(of: sublayer, parentSublayerTransform: toPlane)
                let centre = Point(x: sublayer.bounds.midX, y: sublayer.bounds.midY)
                leaves.append(DepthLeaf(layer: sublayer, parentTransform: toPlane, alpha: alpha * opacity,
                                        depth: depth(of: centre, under: full)))
            }
        }
    }

    /// The particles an emitter that preserves depth shows in its superlayer's 3-D space, back to
    /// front (by the depth of their centres; ties in drawing order), each with the map into the
    /// emitter's superlayer plane and the emitter's opacity; none when the emitter is hidden.
    static func particleLeaves(of emitter: EmitterLayer, parentSublayerTransform: Transform3D?) -> [DepthLeaf] {
        let opacity = emitter.opacity.isNaN ? 1 : min(max(emitter.opacity, 0), 1)
        guard !emitter.isHidden, opacity > 0 else { return [] }
        let own = localTransform(of: emitter, parentSublayerTransform: parentSublayerTransform)
        let toPlane = (sublayerTransform(of: emitter) ?? .identity).concatenating(own)
        let leaves = emitter.sublayers.compactMap { $0 as? ParticleLayer }.filter { !$0.isHidden }.map { particle in
            let centre = Point(x: particle.bounds.midX, y: particle.bounds.midY)
            return DepthLeaf(layer: particle, parentTransform: toPlane, alpha: opacity,
                             depth: depth(of: centre, under: localTransform(of: particle, parentSublayerTransform: toPlane)))
        }
        return leaves.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }.map(\.element)
    }

    /// The depth (z / w) of the point (x, y, 0) under `transform` (row vectors, as Core Animation
    /// multiplies them).
    private static func depth(of point: Point, under t: Transform3D) -> Double {
        let z = point.x * t.m13 + point.y * t.m23 + t.m43
        let w = point.x * t.m14 + point.y * t.m24 + t.m44
        return w != 0 ? z / w : z
    }

    /// Whether the layer's front faces the viewer under `map` (its bounds space to the
    /// superlayer's plane) and then `device`: its outline keeps its winding on the screen, as a
    /// GPU culls back faces. A layer seen edge-on does not face the viewer.
    static func facesViewer(_ layer: Layer, map: Homography, device: AffineTransform) -> Bool {
        let b = layer.bounds
        let toScreen = map.concatenating(Homography(device))
        let width = b.width > 0 ? b.width : 1, height = b.height > 0 ? b.height : 1
        guard let centre = toScreen.apply(Point(x: b.midX, y: b.midY)),
              let right = toScreen.apply(Point(x: b.midX + width / 2, y: b.midY)),
              let down = toScreen.apply(Point(x: b.midX, y: b.midY + height / 2)) else { return false }
        let cross = (right.x - centre.x) * (down.y - centre.y) - (right.y - centre.y) * (down.x - centre.x)
        return cross > 0
    }
}
