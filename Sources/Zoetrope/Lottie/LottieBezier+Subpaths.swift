extension LottieBezier {
    /// The subpaths of `path` as Lottie paths: each segment's end a vertex, a line's tangents zero,
    /// a curve's controls as tangents relative to their vertex (a quadratic raised to a cubic); a
    /// closed subpath whose last segment returns to its first point keeps that point once.
    static func subpaths(of path: Path) -> [LottieBezier] {
        var subpaths: [LottieBezier] = []
        var current: LottieBezier?
        // Where a segment drawn after a close starts: the closed subpath's first point.
        var start = Point.zero
        func finish(closed: Bool) {
            guard var bezier = current else { return }
            current = nil
            start = bezier.vertices[0]
            bezier.closed = closed
            if closed, bezier.vertices.count > 1, bezier.vertices.last == bezier.vertices.first {
                bezier.inTangents[0] = bezier.inTangents.removeLast()
                bezier.vertices.removeLast()
                bezier.outTangents.removeLast()
            }
            subpaths.append(bezier)
        }
        func append(_ vertex: Point, controls: (Point, Point)?) {
            if current == nil { current = LottieBezier(closed: false, vertices: [start], inTangents: [.zero], outTangents: [.zero]) }
            let last = current!.vertices.count - 1
            if let (control1, control2) = controls {
                current!.outTangents[last] = control1.subtracting(current!.vertices[last])
                current!.inTangents.append(control2.subtracting(vertex))
            } else {
                current!.inTangents.append(.zero)
            }
            current!.vertices.append(vertex)
            current!.outTangents.append(.zero)
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                current = LottieBezier(closed: false, vertices: [point], inTangents: [.zero], outTangents: [.zero])
            case .line(let point):
                append(point, controls: nil)
            case let .quadCurve(point, control):
                let from = current?.vertices.last ?? start
                append(point, controls: (from.interpolated(to: control, fraction: 2.0 / 3), point.interpolated(to: control, fraction: 2.0 / 3)))
            case let .curve(point, control1, control2):
                append(point, controls: (control1, control2))
            case .closeSubpath:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return subpaths
    }
}
