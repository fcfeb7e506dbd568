/// A gradient fill or stroke (`gf`, `gs`) as a `GradientLayer` over the path's bounding box
/// (grown by `outset`: half a stroke's width, or a fill's `fillMargin`), masked by the path filled or stroked (`mask`, a shape layer
/// in the shape's coordinates, which are the gradient layer's bounds coordinates). The stops and
/// points may animate; so may the path: the box then holds every keyframe's control points,
/// and with them every path between two keyframes (whose control points lie between theirs) —
/// all but an easing that overshoots its keyframes.
enum LottieGradientLayer {
    /// Document units a gradient fill's box reaches past its path on every side: more than a
    /// device pixel's diagonal down to about a third of the document's scale, so that the renderer
    /// cuts the gradient to the path by a clip instead of masking its group (`PathMaskClip` in
    /// CairoRendering, which needs the path inside the bounds' edge pixels).
    static let fillMargin = 4.0

    static func make(_ gradient: LottieGradient, mask: ShapeLayer, path: LottieAnimated<Path>, outset: Double,
                     timing: LottieTiming) -> Layer {
        let layer = gradient.radial ? LottieRadialGradientLayer() : GradientLayer()
        let fitted = switch path {
        case .fixed(let shape): shape.boundingBoxOfPath
        case .keyframed(let keyframes): keyframes.map(\.value.boundingBox).reduce(path.initial.boundingBox) { $0.union($1) }
        }
        let box = Rect(x: fitted.minX - outset, y: fitted.minY - outset, width: fitted.width + 2 * outset, height: fitted.height + 2 * outset)
        let width = max(box.width, 1), height = max(box.height, 1)
        layer.bounds = Rect(x: box.minX, y: box.minY, width: width, height: height)
        layer.anchorPoint = Point(x: 0, y: 0)
        layer.position = Point(x: box.minX, y: box.minY)
        timing.apply(gradient.stops, to: layer, keyPath: "colors") { gradient.colors($0) }
        timing.apply(gradient.stops, to: layer, keyPath: "locations") { gradient.locations($0) }
        if let radial = layer as? LottieRadialGradientLayer {
            timing.apply(gradient.start, to: radial, keyPath: "center", convert: LottieTransformLayers.point)
            timing.apply(gradient.end, to: radial, keyPath: "edge", convert: LottieTransformLayers.point)
            timing.apply(gradient.highlightLength, to: radial, keyPath: "highlightLength") { ($0.first ?? 0) / 100 }
            timing.apply(gradient.highlightAngle, to: radial, keyPath: "highlightAngle") { $0.first ?? 0 }
        } else {
            func unit(_ values: [Double]) -> Point {
                Point(x: ((values.first ?? 0) - box.minX) / width, y: ((values.count > 1 ? values[1] : 0) - box.minY) / height)
            }
            timing.apply(gradient.start, to: layer, keyPath: "startPoint", convert: unit)
            timing.apply(gradient.end, to: layer, keyPath: "endPoint", convert: unit)
        }
        layer.mask = mask
        return layer
    }
}
