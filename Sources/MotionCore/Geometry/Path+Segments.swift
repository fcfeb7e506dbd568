/// A path as drawn pieces: straight lines and cubic curves (quadratics are raised to cubics,
/// `closeSubpath` becomes the line back to the subpath's start), used to measure and trim.
struct PathSegment {
    var start: Point
    /// Control points of a cubic; nil for a straight line.
    var controls: (Point, Point)?
    var end: Point
    /// Index of the subpath the segment belongs to.
    var subpath: Int
    /// True for the line added by `closeSubpath`.
    var closes: Bool

    /// The point at curve parameter t ∈ [0, 1].
    func point(at t: Double) -> Point {
        guard let (c1, c2) = controls else { return start.interpolated(to: end, fraction: t) }
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Point(x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y)
    }

    /// The part between parameters t0 ≤ t1 (de Casteljau subdivision).
    func slice(from t0: Double, to t1: Double) -> PathSegment {
        guard let (c1, c2) = controls else {
            return PathSegment(start: point(at: t0), controls: nil, end: point(at: t1), subpath: subpath, closes: closes)
        }
        // Split at t1 and keep the first part, then split that at t0 / t1 and keep the second.
        let (p0, q1, q2, p3) = Self.split(start, c1, c2, end, at: t1).first
        let local = t1 > 0 ? t0 / t1 : 0
        let (r0, r1, r2, r3) = Self.split(p0, q1, q2, p3, at: local).second
        return PathSegment(start: r0, controls: (r1, r2), end: r3, subpath: subpath, closes: false)
    }

    private typealias Cubic = (Point, Point, Point, Point)

    private static func split(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> (first: Cubic, second: Cubic) {
        let a = p0.interpolated(to: p1, fraction: t), b = p1.interpolated(to: p2, fraction: t), c = p2.interpolated(to: p3, fraction: t)
        let d = a.interpolated(to: b, fraction: t), e = b.interpolated(to: c, fraction: t)
        let m = d.interpolated(to: e, fraction: t)
        return ((p0, a, d, m), (m, e, c, p3))
    }

    /// Polyline vertices (parameter, point) within `tolerance` of the curve, by recursive halving
    /// until the control points are that close to the chord (at most 2¹² pieces).
    func flattened(tolerance: Double) -> [(t: Double, point: Point)] {
        guard controls != nil else { return [(0, start), (1, end)] }
        var result: [(t: Double, point: Point)] = [(0, start)]
        subdivide(0, 1, depth: 0, tolerance: tolerance, into: &result)
        return result
    }

    private func subdivide(_ t0: Double, _ t1: Double, depth: Int, tolerance: Double, into result: inout [(t: Double, point: Point)]) {
        let piece = slice(from: t0, to: t1)
        if depth >= 12 || piece.isFlat(tolerance: tolerance) {
            result.append((t1, piece.end))
            return
        }
        let mid = (t0 + t1) / 2
        subdivide(t0, mid, depth: depth + 1, tolerance: tolerance, into: &result)
        subdivide(mid, t1, depth: depth + 1, tolerance: tolerance, into: &result)
    }

    /// The curve stays within `tolerance` of the chord travelled at constant speed: B(t) differs
    /// from start + t·(end − start) by 3(1−t)²t·d₁ + 3(1−t)t²·d₂, where d₁ and d₂ are the control
    /// points' offsets from the chord's third points, so by at most ¾·max(|d₁|, |d₂|). A straight
    /// curve whose controls sit at its ends (Lottie's untangented segments) is not flat in this
    /// sense — its speed varies — so it is divided until each piece's parameter follows its length.
    private func isFlat(tolerance: Double) -> Bool {
        guard let (c1, c2) = controls else { return true }
        let third = Point(x: start.x + (end.x - start.x) / 3, y: start.y + (end.y - start.y) / 3)
        let twoThirds = Point(x: start.x + (end.x - start.x) * 2 / 3, y: start.y + (end.y - start.y) * 2 / 3)
        return max(c1.distance(to: third), c2.distance(to: twoThirds)) * 0.75 <= tolerance
    }
}

extension Path {
    /// The drawn pieces of the path (a lone `move` draws nothing; a drawing command without a
    /// current point only moves there, where Core Graphics would refuse it).
    var segments: [PathSegment] {
        var result: [PathSegment] = []
        var start: Point?, current: Point?
        var subpath = -1
        func begin(at p: Point) { start = p; current = p; subpath += 1 }
        for element in elements {
            switch element {
            case .move(let p):
                begin(at: p)
            case .line(let p):
                if current == nil { begin(at: p); continue }
                result.append(PathSegment(start: current!, controls: nil, end: p, subpath: subpath, closes: false))
                current = p
            case let .quadCurve(p, c):
                if current == nil { begin(at: p); continue }
                let from = current!
                let c1 = from.interpolated(to: c, fraction: 2.0 / 3.0), c2 = p.interpolated(to: c, fraction: 2.0 / 3.0)
                result.append(PathSegment(start: from, controls: (c1, c2), end: p, subpath: subpath, closes: false))
                current = p
            case let .curve(p, c1, c2):
                if current == nil { begin(at: p); continue }
                result.append(PathSegment(start: current!, controls: (c1, c2), end: p, subpath: subpath, closes: false))
                current = p
            case .closeSubpath:
                guard let s = start, let c = current else { continue }
                result.append(PathSegment(start: c, controls: nil, end: s, subpath: subpath, closes: true))
                // Drawing after a close starts a new subpath at the same point.
                begin(at: s)
            }
        }
        return result
    }
}
