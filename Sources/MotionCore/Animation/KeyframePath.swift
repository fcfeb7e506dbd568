#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path prepared for keyframe animation: its vertices (the keyframes), the segment from each
/// vertex to the next, and arc-length tables so a segment is travelled at constant speed.
///
/// A `move(to:)` after the start is a jump segment of length 0; `closeSubpath` is a line back to
/// the subpath's start.
struct KeyframePath {
    enum Segment {
        case jump(Point, Point)
        case line(Point, Point)
        case quad(Point, Point, Point)
        case cubic(Point, Point, Point, Point)
    }

    /// Samples per curve in the arc-length tables.
    static let curveSamples = 32

    let vertices: [Point]
    let segments: [Segment]
    /// Length of each segment.
    let lengths: [Double]
    /// Per curve segment: cumulative length at parameters k / curveSamples (empty for straight ones).
    private let arcTables: [[Double]]

    /// Nil for an empty path or one not starting with `move(to:)` (refused by `validate()`).
    init?(_ path: Path) {
        guard case .move(let start)? = path.elements.first else { return nil }
        var vertices = [start], segments: [Segment] = []
        var current = start, subpathStart = start
        for element in path.elements.dropFirst() {
            switch element {
            case .move(let p): segments.append(.jump(current, p)); current = p; subpathStart = p
            case .line(let p): segments.append(.line(current, p)); current = p
            case .quadCurve(let p, let c): segments.append(.quad(current, c, p)); current = p
            case .curve(let p, let c1, let c2): segments.append(.cubic(current, c1, c2, p)); current = p
            case .closeSubpath: segments.append(.line(current, subpathStart)); current = subpathStart
            }
            vertices.append(current)
        }
        self.vertices = vertices
        self.segments = segments
        arcTables = segments.map(Self.arcTable)
        lengths = zip(segments, arcTables).map { segment, table in
            switch segment {
            case .jump: 0
            case .line(let a, let b): a.distance(to: b)
            case .quad, .cubic: table.last ?? 0
            }
        }
    }

    /// The point at fraction `s` of segment `i`'s length.
    func point(segment i: Int, at s: Double) -> Point {
        switch segments[i] {
        case .jump(let a, let b): s < 1 ? a : b
        case .line(let a, let b): a.interpolated(to: b, fraction: s)
        case .quad, .cubic: Self.position(segments[i], parameter(segment: i, at: s))
        }
    }

    /// The angle of the direction of travel at fraction `s` of segment `i`, or nil when the
    /// segment has no direction (a zero-length line).
    func tangentAngle(segment i: Int, at s: Double) -> Double? {
        var d: Point
        switch segments[i] {
        case .jump(let a, let b), .line(let a, let b): d = b.subtracting(a)
        case .quad(let a, _, let b), .cubic(let a, _, _, let b):
            d = Self.derivative(segments[i], parameter(segment: i, at: s))
            if d.x == 0 && d.y == 0 { d = b.subtracting(a) }
        }
        guard d.x != 0 || d.y != 0 else { return nil }
        return atan2(d.y, d.x)
    }

    /// The curve parameter at which fraction `s` of segment `i`'s length is covered.
    private func parameter(segment i: Int, at s: Double) -> Double {
        let table = arcTables[i]
        guard let total = table.last, total > 0 else { return s }
        let target = min(max(s, 0), 1) * total
        var low = 0, high = table.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if table[mid] <= target { low = mid } else { high = mid }
        }
        let span = table[high] - table[low]
        let within = span > 0 ? (target - table[low]) / span : 0
        return (Double(low) + within) / Double(Self.curveSamples)
    }

    private static func arcTable(_ segment: Segment) -> [Double] {
        switch segment {
        case .jump, .line: return []
        case .quad, .cubic:
            var table = [0.0], previous = position(segment, 0), running = 0.0
            for k in 1...curveSamples {
                let next = position(segment, Double(k) / Double(curveSamples))
                running += previous.distance(to: next)
                table.append(running)
                previous = next
            }
            return table
        }
    }

    private static func position(_ segment: Segment, _ t: Double) -> Point {
        let u = 1 - t
        switch segment {
        case .jump(let a, let b), .line(let a, let b): return a.interpolated(to: b, fraction: t)
        case .quad(let a, let c, let b):
            return combine([(a, u * u), (c, 2 * u * t), (b, t * t)])
        case .cubic(let a, let c1, let c2, let b):
            return combine([(a, u * u * u), (c1, 3 * u * u * t), (c2, 3 * u * t * t), (b, t * t * t)])
        }
    }

    private static func derivative(_ segment: Segment, _ t: Double) -> Point {
        let u = 1 - t
        switch segment {
        case .jump(let a, let b), .line(let a, let b): return b.subtracting(a)
        case .quad(let a, let c, let b):
            return combine([(c.subtracting(a), 2 * u), (b.subtracting(c), 2 * t)])
        case .cubic(let a, let c1, let c2, let b):
            return combine([(c1.subtracting(a), 3 * u * u), (c2.subtracting(c1), 6 * u * t), (b.subtracting(c2), 3 * t * t)])
        }
    }

    private static func combine(_ terms: [(Point, Double)]) -> Point {
        terms.reduce(Point.zero) { Point(x: $0.x + $1.0.x * $1.1, y: $0.y + $1.0.y * $1.1) }
    }
}
