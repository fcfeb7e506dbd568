#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The engine layers of one Lottie transform, so each part animates as its own property:
/// `outer` is placed at the position and turned by the rotation, optional middle layers skew
/// and scale, and `inner` (which holds the content) is moved by minus the anchor and fades by the
/// opacity. A point q of the content lands at position + R · K · S · (q − anchor), Lottie's matrix.
/// Every layer has empty bounds at the origin, so its sublayers share its coordinates.
/// A 3D layer's transform is built in depth (`inDepth`).
struct LottieTransformLayers {
    let outer: Layer
    let inner: Layer

    init(outer: Layer, inner: Layer) {
        self.outer = outer
        self.inner = inner
    }

    /// `opacity`: whether the transform's opacity applies (a layer's own content) or not (a
    /// parent's transform composed over a child, which Lottie does not fade).
    init(_ transform: LottieTransform, timing: LottieTiming, opacity: Bool) {
        if transform.is3D {
            self = Self.inDepth(transform, timing: timing, opacity: opacity)
            return
        }
        outer = Self.plainLayer()
        inner = Self.plainLayer()
        if let position = transform.position {
            if let spatial = timing.spatialAnimation(of: position, keyPath: "position") {
                outer.position = Self.point(position.initial)
                outer.add(spatial, forKey: "position")
            } else {
                timing.apply(position, to: outer, keyPath: "position") { Self.point($0) }
            }
        } else {
            timing.apply(transform.positionX ?? .fixed([0]), to: outer, keyPath: "position.x") { $0.first ?? 0 }
            timing.apply(transform.positionY ?? .fixed([0]), to: outer, keyPath: "position.y") { $0.first ?? 0 }
        }
        let scale: ([Double]) -> Transform3D = { Self.scale($0, depth: false) }
        let radians: ([Double]) -> Double = { Self.radians($0) }
        if !transform.rotation.isAnimated && !transform.scale.isAnimated && !transform.isSkewed {
            outer.transform = scale(transform.scale.initial).rotated(by: radians(transform.rotation.initial), x: 0, y: 0, z: 1)
            outer.addSublayer(inner)
        } else {
            timing.apply(transform.rotation, to: outer, keyPath: "transform.rotation.z", convert: radians)
            let skewed = transform.isSkewed ? Self.skewLayers(transform, timing: timing, making: Self.plainLayer) : (outer: outer, inner: outer)
            if skewed.outer !== outer { outer.addSublayer(skewed.outer) }
            let scaling = Self.plainLayer()
            timing.apply(transform.scale, to: scaling, keyPath: "transform", convert: scale)
            skewed.inner.addSublayer(scaling)
            scaling.addSublayer(inner)
        }
        timing.apply(transform.anchor, to: inner, keyPath: "position") { Point(x: -($0.first ?? 0), y: -($0.count > 1 ? $0[1] : 0)) }
        if opacity { timing.apply(transform.opacity, to: inner, keyPath: "opacity") { min(max(($0.first ?? 100) / 100, 0), 1) } }
    }

    /// Lottie's skew K = Rz(−axis) · H · Rz(axis), H moving x by −tan(skew) · y (Bodymovin's
    /// skew from an axis), as three layers turning and shearing; the shear is sampled at every
    /// frame of its keyframes (its tangent is not linear in the angle), exact at frames.
    static func skewLayers(_ transform: LottieTransform, timing: LottieTiming,
                           making makeLayer: () -> Layer) -> (outer: Layer, inner: Layer) {
        let toAxis = makeLayer(), shearing = makeLayer(), fromAxis = makeLayer()
        let radians: ([Double]) -> Double = { Self.radians($0) }
        timing.apply(transform.skewAxis, to: toAxis, keyPath: "transform.rotation.z") { -radians($0) }
        timing.apply(transform.skewAxis, to: fromAxis, keyPath: "transform.rotation.z", convert: radians)
        let skew = transform.skew.frameRange.map { range in
            LottieGeometry.sampled(from: range.lowerBound, to: range.upperBound) { [transform.skew.scalar(atFrame: $0)] }
        } ?? transform.skew
        timing.apply(skew, to: shearing, keyPath: "transform") { angle -> Transform3D in
            var shear = Transform3D.identity
            shear.m21 = -tan(radians(angle))
            return shear
        }
        toAxis.addSublayer(shearing)
        shearing.addSublayer(fromAxis)
        return (toAxis, fromAxis)
    }

    /// A layer of empty bounds at the origin: its position is where its sublayers' origin goes.
    static func plainLayer() -> Layer { atOrigin(Layer()) }

    /// `layer` given empty bounds at the origin, so its sublayers share its superlayer's coordinates.
    static func atOrigin<Kind: Layer>(_ layer: Kind) -> Kind {
        layer.bounds = Rect(x: 0, y: 0, width: 0, height: 0)
        layer.anchorPoint = Point(x: 0, y: 0)
        return layer
    }

    static func point(_ values: [Double]) -> Point { Point(x: values.first ?? 0, y: values.count > 1 ? values[1] : 0) }

    /// Lottie's scale in percent per axis (z only in `depth`, else 1) as a transform.
    static func scale(_ values: [Double], depth: Bool) -> Transform3D {
        let x = values.first ?? 100, y = values.count > 1 ? values[1] : x
        return Transform3D(scaleX: x / 100, y: y / 100, z: depth && values.count > 2 ? values[2] / 100 : 1)
    }

    /// The first of `values`, in degrees, in radians.
    static func radians(_ values: [Double]) -> Double { (values.first ?? 0) * .pi / 180 }
}
