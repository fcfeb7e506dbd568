#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path prepared for keyframe animation: its vertices (the keyframes) and the segment from
/// each vertex to the next, measured (`MeasuredPathSegment`) so it is travelled at constant speed.
///
/// A `move(to:)` after the start is a jump segment of length 0; `closeSubpath` is a line back to
/// the subpath's start; quadratic curves are raised to cubics.
struct KeyframePath {
    enum Segment {
        case jump(Point, Point)
        case drawn(MeasuredPathSegment)
    }

    let vertices: [Point]
    let segments: [Segment]
    /// Length of each segment.
    let lengths: [Double]

    /// Nil for an empty path or one not starting with `move(to:)` (refused by `validate()`).
    init?(_ path: Path) {
        guard case .move(let start)? = path.elements.first else { return nil }
        var vertices = [start], segments: [Segment] = []
        var current = start, subpathStart = start
        func draw(to end: Point, controls: (Point, Point)?) {
            let piece = PathSegment(start: current, controls: controls, end: end, subpath: 0, closes: false)
            segments.append(.drawn(piece.measured()))
            current = end
        }
        for element in path.elements.dropFirst() {
            switch element {
            case .move(let p): segments.append(.jump(current, p)); current = p; subpathStart = p
            case .line(let p): draw(to: p, controls: nil)
            case .quadCurve(let p, let c):
                draw(to: p, controls: (current.interpolated(to: c, fraction: 2.0 / 3.0), p.interpolated(to: c, fraction: 2.0 / 3.0)))
            case .curve(let p, let c1, let c2): draw(to: p, controls: (c1, c2))
            case .closeSubpath: draw(to: subpathStart, controls: nil)
            }
            vertices.append(current)
        }
        self.vertices = vertices
        self.segments = segments
        lengths = segments.map { segment in
            switch segment {
            case .jump: 0
            case .drawn(let measured): measured.length
            }
        }
    }

    /// The point at fraction `s` of segment `i`'s length.
    func point(segment i: Int, at s: Double) -> Point {
        switch segments[i] {
        case .jump(let a, let b): s < 1 ? a : b
        case .drawn(let measured): measured.segment.point(at: measured.parameter(atLength: s * measured.length))
        }
    }

    /// The angle of the direction of travel at fraction `s` of segment `i`, or nil when the
    /// segment has no direction (a zero-length line).
    func tangentAngle(segment i: Int, at s: Double) -> Double? {
        var d: Point
        switch segments[i] {
        case .jump(let a, let b): d = b.subtracting(a)
        case .drawn(let measured):
            let piece = measured.segment
            d = piece.end.subtracting(piece.start)
            if let (c1, c2) = piece.controls {
                // Derivative of the cubic Bézier: 3u²(c1 − p0) + 6ut(c2 − c1) + 3t²(p3 − c2).
                let t = measured.parameter(atLength: s * measured.length), u = 1 - t
                let (a, b, c) = (3 * u * u, 6 * u * t, 3 * t * t)
                let derivative = Point(x: a * (c1.x - piece.start.x) + b * (c2.x - c1.x) + c * (piece.end.x - c2.x),
                                       y: a * (c1.y - piece.start.y) + b * (c2.y - c1.y) + c * (piece.end.y - c2.y))
                if derivative.x != 0 || derivative.y != 0 { d = derivative }
            }
        }
        guard d.x != 0 || d.y != 0 else { return nil }
        return atan2(d.y, d.x)
    }
}
