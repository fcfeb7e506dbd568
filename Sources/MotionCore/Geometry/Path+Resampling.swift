/// Paths of different structure made alike, so they can be interpolated and added point by
/// point: Core Animation leaves the result of animating between such paths undefined
/// (CAShapeLayer `path`: "If the two paths have a different number of control points or
/// segments, the results are undefined"), and holding one path until the halfway mark — or for
/// an additive animation, for ever — shows no motion at all. Each drawn subpath becomes a
/// polyline through points evenly spaced along its length; all paths get the same number of
/// subpaths (one with fewer ends in subpaths shrunk to its last point) and corresponding
/// subpaths the same number of points, about one every 2 points of the longest one's length
/// (at least 8, at most 512): a curve of radius r stays within 0.5 / r points of its polyline.
extension Path {
    /// `paths` resampled to one structure (see above), in the same order.
    static func resampledAlike(_ paths: [Path]) -> [Path] {
        let measured = paths.map { $0.measuredSubpaths() }
        let count = measured.map(\.count).max() ?? 0
        var result = Array(repeating: Path(), count: paths.count)
        for index in 0..<count {
            let subpaths = measured.map { index < $0.count ? $0[index] : MeasuredSubpath(degenerateAt: $0.last?.end ?? .zero) }
            let longest = subpaths.map(\.length).max() ?? 0
            let points = min(max(Int((longest / 2).rounded(.up)) + 1, 8), 512)
            let closed = subpaths.allSatisfy(\.isClosed)
            for (k, subpath) in subpaths.enumerated() {
                result[k].addPolyline(subpath.points(count: points, closed: closed), closed: closed)
            }
        }
        return result
    }

    /// Whether all `paths` have one structure (the same element kinds in the same order).
    static func haveOneStructure(_ paths: [Path]) -> Bool {
        guard let first = paths.first else { return true }
        return paths.dropFirst().allSatisfy(first.hasMatchingStructure)
    }

    /// The drawn subpaths with their measured pieces; a path that draws nothing is one subpath
    /// of length 0 at its first point.
    private func measuredSubpaths() -> [MeasuredSubpath] {
        var result: [MeasuredSubpath] = []
        for segment in segments {
            if result.isEmpty || result[result.count - 1].index != segment.subpath {
                result.append(MeasuredSubpath(index: segment.subpath))
            }
            result[result.count - 1].append(segment.measured())
        }
        if result.isEmpty, let first = elements.first?.endPoint { return [MeasuredSubpath(degenerateAt: first)] }
        return result
    }

    private mutating func addPolyline(_ points: [Point], closed: Bool) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
        if closed { closeSubpath() }
    }
}

/// One drawn subpath as measured pieces.
private struct MeasuredSubpath {
    let index: Int
    private(set) var pieces: [MeasuredPathSegment] = []
    private var start: Point?

    init(index: Int) { self.index = index }

    /// A subpath of length 0 at `point`.
    init(degenerateAt point: Point) {
        index = -1
        start = point
    }

    var length: Double { pieces.reduce(0) { $0 + $1.length } }
    var end: Point { pieces.last?.segment.end ?? start ?? .zero }
    var isClosed: Bool { pieces.last?.segment.closes ?? false }

    mutating func append(_ piece: MeasuredPathSegment) { pieces.append(piece) }

    /// `count` points evenly spaced along the subpath from its start to its end; for a subpath
    /// drawn closed, the closing point (the start again) is left to `closeSubpath`.
    func points(count: Int, closed: Bool) -> [Point] {
        let total = length
        guard total > 0, count > 1 else { return Array(repeating: pieces.first?.segment.start ?? end, count: max(count, 1)) }
        let steps = closed ? count : count - 1
        var result: [Point] = []
        var pieceIndex = 0, offset = 0.0
        for k in 0..<count {
            let s = total * Double(k) / Double(steps)
            while pieceIndex < pieces.count - 1, offset + pieces[pieceIndex].length < s {
                offset += pieces[pieceIndex].length
                pieceIndex += 1
            }
            let piece = pieces[pieceIndex]
            result.append(piece.segment.point(at: piece.parameter(atLength: s - offset)))
        }
        return result
    }
}

extension Path.Element {
    /// The point the element ends at; nil for `closeSubpath`.
    var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
        case .closeSubpath: nil
        }
    }
}
