/// Frames, coordinate conversion and hit testing.
extension Layer {
    /// The layer's rectangle in its superlayer's coordinates, derived from bounds, position,
    /// anchorPoint and transform (the bounding box when transformed). Setting it sets
    /// position and bounds.size, as CALayer does.
    public var frame: Rect {
        get {
            let b = bounds
            let rect = Rect(origin: .zero, size: b.size)
            let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                           Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)]
                .map { toSuperlayer.project(Point(x: $0.x + b.origin.x, y: $0.y + b.origin.y)) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        set {
            let anchor = anchorPoint
            position = Point(x: newValue.origin.x + anchor.x * newValue.size.width,
                             y: newValue.origin.y + anchor.y * newValue.size.height)
            var b = bounds
            b.size = newValue.size
            bounds = b
        }
    }

    /// Maps this layer's coordinates to its superlayer's: bounds origin and anchor point (at depth
    /// `anchorPointZ`) to the origin, then `transform`, then `position`, then the superlayer's `sublayerTransform`
    /// about the superlayer's anchor point (as Core Animation and the renderer apply it).
    public var toSuperlayer: Transform3D { toSuperlayer(placedAs: self) }

    /// `toSuperlayer` with the layer placed by `placement`'s bounds, anchor point, transform and
    /// position (a presentation copy's: where the layer is on screen), under this layer's superlayer.
    func toSuperlayer(placedAs placement: Layer) -> Transform3D {
        let anchor = placement.anchorInBounds
        let toAnchor = Transform3D(translationX: -anchor.x, y: -anchor.y, z: -placement.anchorPointZ)
        let result = toAnchor.concatenating(placement.transform)
            .concatenating(Transform3D(translationX: placement.position.x, y: placement.position.y, z: 0))
        guard let superlayer, !superlayer.sublayerTransform.isIdentity else { return result }
        let pivot = superlayer.anchorInBounds
        return result.concatenating(Transform3D(translationX: -pivot.x, y: -pivot.y, z: 0))
            .concatenating(superlayer.sublayerTransform)
            .concatenating(Transform3D(translationX: pivot.x, y: pivot.y, z: 0))
    }

    /// The anchor point in the layer's own (bounds) coordinates.
    var anchorInBounds: Point {
        let b = bounds, anchor = anchorPoint
        return Point(x: b.origin.x + anchor.x * b.size.width, y: b.origin.y + anchor.y * b.size.height)
    }

    /// Maps this layer's coordinates to the root of its tree.
    var toRoot: Transform3D {
        guard let superlayer else { return .identity }
        return toSuperlayer.concatenating(superlayer.toRoot)
    }

    /// Converts a point from `layer`'s coordinates (the root's when nil) to this layer's.
    public func convert(_ point: Point, from layer: Layer?) -> Point {
        let rootPoint = layer.map { $0.toRoot.project(point) } ?? point
        guard let inverse = toRoot.affineInverse else { return rootPoint }
        return inverse.apply(to: rootPoint)
    }

    /// Converts a point from this layer's coordinates to `layer`'s (the root's when nil).
    public func convert(_ point: Point, to layer: Layer?) -> Point {
        let rootPoint = toRoot.project(point)
        guard let layer else { return rootPoint }
        return layer.convert(rootPoint, from: nil)
    }

    /// Converts a rectangle from `layer`'s coordinates; the result bounds the mapped corners.
    public func convert(_ rect: Rect, from layer: Layer?) -> Rect {
        let a = convert(Point(x: rect.minX, y: rect.minY), from: layer)
        let b = convert(Point(x: rect.maxX, y: rect.maxY), from: layer)
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// Converts a rectangle from this layer's coordinates to `layer`'s (the root's when nil);
    /// the result bounds the mapped corners.
    public func convert(_ rect: Rect, to layer: Layer?) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map { convert($0, to: layer) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Whether `point`, in the layer's own coordinates, lies inside its bounds (CALayer.contains(_:)).
    public func contains(_ point: Point) -> Bool { bounds.contains(point) }

    /// The layer's transform as a 2-D affine transform (CALayer.affineTransform()): its x, y and
    /// translation parts.
    public func affineTransform() -> AffineTransform { transform.affine }

    /// Sets the layer's transform to a 2-D affine transform (CALayer.setAffineTransform(_:)).
    public func setAffineTransform(_ transform: AffineTransform) { self.transform = Transform3D(transform) }

    /// The layer's preferred size in its superlayer's coordinates (CALayer.preferredFrameSize()):
    /// its bounds' size, as a layer without a layout manager answers.
    public func preferredFrameSize() -> Size { bounds.size }

    /// The deepest visible layer containing `point`, given in the superlayer's coordinates
    /// (CALayer.hitTest(_:)); hidden or fully transparent layers are skipped.
    public func hitTest(_ point: Point) -> Layer? {
        guard !isHidden, opacity > 0 else { return nil }
        guard let inverse = toSuperlayer.affineInverse else { return nil }
        let local = inverse.apply(to: point)
        let inside = bounds.contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in sublayers.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}

extension Transform3D {
    /// The inverse of the affine part, used for 2-D conversions.
    var affineInverse: AffineTransform? { affine.inverted() }
}
