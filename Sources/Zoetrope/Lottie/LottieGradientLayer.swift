/// A gradient fill (`gf`) as a `GradientLayer` over the path's bounding box, masked by the path.
/// The stops are the first keyframe's; the points and the path may animate, the box is the
/// first keyframe's. The mask is in the gradient layer's bounds coordinates, which are the shape's.
enum LottieGradientLayer {
    static func make(_ gradient: LottieGradient, path: LottieAnimated<Path>, evenOdd: Bool, timing: LottieTiming,
                     skip: (String) -> Void) -> Layer {
        let layer = GradientLayer()
        let box = path.initial.boundingBoxOfPath
        let width = max(box.width, 1), height = max(box.height, 1)
        layer.bounds = Rect(x: box.minX, y: box.minY, width: width, height: height)
        layer.anchorPoint = Point(x: 0, y: 0)
        layer.position = Point(x: box.minX, y: box.minY)
        layer.colors = gradient.colors
        layer.locations = gradient.locations
        layer.type = gradient.radial ? .radial : .axial
        func unit(_ values: [Double]) -> Point {
            Point(x: ((values.first ?? 0) - box.minX) / width, y: ((values.count > 1 ? values[1] : 0) - box.minY) / height)
        }
        timing.apply(gradient.start, to: layer, keyPath: "startPoint", convert: unit)
        if gradient.radial {
            // Lottie's radius is the distance from start to end; the engine's radial gradient
            // reaches its end point's x and y offsets from the centre.
            let center = LottieTransformLayers.point(gradient.start.initial), edge = LottieTransformLayers.point(gradient.end.initial)
            let radius = center.distance(to: edge)
            layer.endPoint = unit([center.x + radius, center.y + radius])
            if gradient.start.isAnimated || gradient.end.isAnimated { skip("animated radial gradients") }
        } else {
            timing.apply(gradient.end, to: layer, keyPath: "endPoint", convert: unit)
        }
        if gradient.stopsAnimated { skip("animated gradient stops") }
        if path.isAnimated { skip("animated paths under gradients") }
        let mask = ShapeLayer()
        mask.bounds = Rect(x: 0, y: 0, width: 0, height: 0)
        mask.anchorPoint = Point(x: 0, y: 0)
        mask.fillRule = evenOdd ? .evenOdd : .winding
        timing.apply(path, to: mask, keyPath: "path") { $0 }
        layer.mask = mask
        return layer
    }
}
