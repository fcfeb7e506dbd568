extension Path {
    /// How far curves may stray from the polylines used to measure them, in points.
    public static let flatteningTolerance = 0.1

    /// The total length of the drawn path in points, closing lines included, with curves flattened
    /// to within `flatteningTolerance`.
    public var length: Double {
        segments.reduce(0) { $0 + $1.measured().length }
    }

    /// The part of the path between `start` and `end`, fractions of its length in [0, 1], as
    /// CAShapeLayer draws with `strokeStart` and `strokeEnd`. Curves are cut exactly at the
    /// parameter found along the flattened curve, so they stay curves. Fractions are clamped;
    /// an empty or reversed range gives an empty path; the full range gives the path unchanged.
    public func trimmed(from start: Double, to end: Double) -> Path {
        let lower = start.isNaN ? 0 : min(max(start, 0), 1), upper = end.isNaN ? 1 : min(max(end, 0), 1)
        if lower <= 0 && upper >= 1 { return self }
        guard upper > lower else { return Path() }
        let measured = segments.map { $0.measured() }
        let total = measured.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (from, to) = (lower * total, upper * total)

        var result = Path()
        var offset = 0.0
        var openSubpath: Int?
        var keptWholeSubpath = false
        for (index, piece) in measured.enumerated() {
            defer { offset += piece.length }
            let segment = piece.segment
            if piece.length == 0 {
                // Only a zero-length close matters: it joins a subpath kept from its start.
                if segment.closes && keptWholeSubpath && openSubpath == segment.subpath && offset <= to { result.closeSubpath() }
                continue
            }
            let a = max(from - offset, 0), b = min(to - offset, piece.length)
            guard b > a else { continue }
            let t0 = piece.parameter(atLength: a), t1 = piece.parameter(atLength: b)
            let part = segment.slice(from: t0, to: t1)
            if openSubpath != segment.subpath {
                result.move(to: part.start)
                openSubpath = segment.subpath
                let startsSubpath = index == 0 || measured[index - 1].segment.subpath != segment.subpath
                keptWholeSubpath = startsSubpath && t0 == 0
            }
            if segment.closes && t1 == 1 && keptWholeSubpath {
                result.closeSubpath()   // the whole subpath is kept: close it so the stroke joins
            } else if let (c1, c2) = part.controls {
                result.addCurve(to: part.end, control1: c1, control2: c2)
            } else {
                result.addLine(to: part.end)
            }
        }
        return result
    }
}

/// A segment with its flattened arc-length table.
struct MeasuredPathSegment {
    let segment: PathSegment
    /// (parameter, cumulative length) at each polyline vertex.
    let table: [(t: Double, length: Double)]
    var length: Double { table.last?.length ?? 0 }

    /// The curve parameter at `length` along the segment (linear between polyline vertices).
    func parameter(atLength s: Double) -> Double {
        guard length > 0 else { return s > 0 ? 1 : 0 }
        if s <= 0 { return 0 }
        if s >= length { return 1 }
        var low = 0, high = table.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if table[mid].length < s { low = mid } else { high = mid }
        }
        let (a, b) = (table[low], table[high])
        let span = b.length - a.length
        return span > 0 ? a.t + (b.t - a.t) * (s - a.length) / span : a.t
    }
}

extension PathSegment {
    func measured() -> MeasuredPathSegment {
        let vertices = flattened(tolerance: Path.flatteningTolerance)
        var table: [(t: Double, length: Double)] = [(0, 0)]
        var total = 0.0
        for i in 1..<vertices.count {
            total += vertices[i - 1].point.distance(to: vertices[i].point)
            table.append((vertices[i].t, total))
        }
        return MeasuredPathSegment(segment: self, table: table)
    }
}
