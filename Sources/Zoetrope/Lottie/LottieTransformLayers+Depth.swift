import MotionCore

/// A 3D layer's transform (`ddd`): the matrix of lottie-web's `TransformProperty` and lottie-ios's
/// Core Animation engine in three dimensions. A point q of the content is moved by minus the anchor
/// (x, y, z), scaled (z too), skewed, turned about z, y and x (`rz`, `ry`, `rx`), then by the
/// orientation about z, y and x (`or`), and moved to the position (x, y, z).
///
/// The turning layers are `TransformLayer`s, which keep depth (CATransformLayer), so the turns
/// compose in three dimensions, with each other and with a 3D parent's turns; the layer that
/// shows a Lottie layer in its composition flattens the result, an orthographic view — how
/// lottie-web's SVG renderer and lottie-ios's Core Animation engine draw 3D layers without a
/// camera. Angles turn as Core Animation's `transform.rotation` keys do, lottie-ios's mapping
/// (lottie-web turns about y and x the other way in a space whose z is After Effects' negated:
/// the same picture).
extension LottieTransformLayers {
    /// `opacity`: the layer's own transform (its content fades, and is flattened where it lies,
    /// as 2D content) or a parent's composed over a child (nothing fades, and the child's depth
    /// is kept through it).
    static func inDepth(_ transform: LottieTransform, timing: LottieTiming, opacity: Bool) -> LottieTransformLayers {
        let outer = depthLayer()
        if let position = transform.position {
            if let spatial = timing.spatialAnimation(of: position, keyPath: "position") {
                outer.position = point(position.initial)
                outer.add(spatial, forKey: "position")
            } else {
                timing.apply(position, to: outer, keyPath: "position") { point($0) }
            }
            applyDepth(position, component: 2, to: outer, timing: timing, sign: 1)
        } else {
            timing.apply(transform.positionX ?? .fixed([0]), to: outer, keyPath: "position.x") { $0.first ?? 0 }
            timing.apply(transform.positionY ?? .fixed([0]), to: outer, keyPath: "position.y") { $0.first ?? 0 }
            if let z = transform.positionZ { applyDepth(z, component: 0, to: outer, timing: timing, sign: 1) }
        }
        // From the outside in, so a point meets them innermost first: rz, ry, rx, then the orientation's z, y, x.
        let orientation = transform.orientation
        let turns: [(LottieAnimated<[Double]>?, String, Int)] = [
            (orientation, "x", 0), (orientation, "y", 1), (orientation, "z", 2),
            (transform.rotationX, "x", 0), (transform.rotationY, "y", 0), (transform.rotation, "z", 0),
        ]
        var bottom = outer
        for (angle, axis, component) in turns {
            guard let angle, angle.isAnimated || angle.initial.count > component && angle.initial[component] != 0 else { continue }
            let turning = depthLayer()
            timing.apply(angle, to: turning, keyPath: "transform.rotation.\(axis)") {
                ($0.count > component ? $0[component] : 0) * .pi / 180
            }
            bottom.addSublayer(turning)
            bottom = turning
        }
        // The layers under the turns hold 2D content: only a parent's need to keep a child's depth.
        let makeLayer: () -> Layer = opacity ? plainLayer : depthLayer
        if transform.isSkewed {
            let skewed = skewLayers(transform, timing: timing, making: makeLayer)
            bottom.addSublayer(skewed.outer)
            bottom = skewed.inner
        }
        let scaling = makeLayer()
        timing.apply(transform.scale, to: scaling, keyPath: "transform") { scale($0, depth: true) }
        bottom.addSublayer(scaling)
        let inner = makeLayer()
        timing.apply(transform.anchor, to: inner, keyPath: "position") { Point(x: -($0.first ?? 0), y: -($0.count > 1 ? $0[1] : 0)) }
        applyDepth(transform.anchor, component: 2, to: inner, timing: timing, sign: -1)
        if opacity { timing.apply(transform.opacity, to: inner, keyPath: "opacity") { min(max(($0.first ?? 100) / 100, 0), 1) } }
        scaling.addSublayer(inner)
        return LottieTransformLayers(outer: outer, inner: inner)
    }

    /// Sets `layer`'s `zPosition` to `sign` × the property's `component`, when it is ever other than 0.
    private static func applyDepth(_ property: LottieAnimated<[Double]>, component: Int, to layer: Layer,
                                   timing: LottieTiming, sign: Double) {
        guard property.isAnimated || property.initial.count > component && property.initial[component] != 0 else { return }
        timing.apply(property, to: layer, keyPath: "zPosition") { sign * ($0.count > component ? $0[component] : 0) }
    }

    /// A `TransformLayer` of empty bounds at the origin: it keeps its sublayers' depth.
    static func depthLayer() -> Layer { atOrigin(TransformLayer()) }
}
