/// `rd`: After Effects' Round Corners applied to paths as Bodymovin players apply it. Every sharp
/// vertex (both tangents zero; not the ends of an open path) becomes two vertices, one on each
/// adjacent segment at `radius` from the corner (at most half the way to the neighbouring vertex),
/// joined by a cubic whose handles reach `kappa` of the way back to the corner — a quarter circle
/// where the corner is square. Vertices with tangents (an ellipse's, a rounded rectangle's) stay.
enum LottieRoundedCorners {
    /// `path` with its sharp corners rounded by `radius` points.
    static func round(_ path: Path, radius: Double) -> Path {
        guard radius > 0 else { return path }
        var rounded = Path()
        for subpath in LottieBezier.subpaths(of: path) { rounded.addPath(round(subpath, radius: radius).path) }
        return rounded
    }

    static func round(_ bezier: LottieBezier, radius: Double) -> LottieBezier {
        let count = bezier.vertices.count
        guard radius > 0, count > 1 else { return bezier }
        var result = LottieBezier(closed: bezier.closed, vertices: [], inTangents: [], outTangents: [])
        func append(_ vertex: Point, in inTangent: Point, out outTangent: Point) {
            result.vertices.append(vertex)
            result.inTangents.append(inTangent)
            result.outTangents.append(outTangent)
        }
        for index in 0..<count {
            let corner = bezier.vertices[index]
            let isEnd = !bezier.closed && (index == 0 || index == count - 1)
            guard !isEnd, bezier.inTangents[index] == .zero, bezier.outTangents[index] == .zero else {
                append(corner, in: bezier.inTangents[index], out: bezier.outTangents[index])
                continue
            }
            let before = pointToward(bezier.vertices[(index + count - 1) % count], from: corner, radius: radius)
            let after = pointToward(bezier.vertices[(index + 1) % count], from: corner, radius: radius)
            append(before, in: .zero, out: handle(from: before, toward: corner))
            append(after, in: handle(from: after, toward: corner), out: .zero)
        }
        return result
    }

    /// The point on the segment from `corner` to `neighbour` at `radius`, or halfway when nearer.
    private static func pointToward(_ neighbour: Point, from corner: Point, radius: Double) -> Point {
        let distance = corner.distance(to: neighbour)
        guard distance > 0 else { return corner }
        return corner.interpolated(to: neighbour, fraction: min(distance / 2, radius) / distance)
    }

    /// A tangent from `point` reaching `kappa` of the way to `corner`, relative to `point`.
    private static func handle(from point: Point, toward corner: Point) -> Point {
        Point(x: (corner.x - point.x) * LottieGeometry.kappa, y: (corner.y - point.y) * LottieGeometry.kappa)
    }
}
