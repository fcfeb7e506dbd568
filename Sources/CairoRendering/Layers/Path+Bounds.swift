import MotionCore

extension Path {
    /// The box around every point of the path, control points included (so it contains the curves).
    var boundingBox: Rect {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        let finite = points.filter { $0.x.isFinite && $0.y.isFinite }
        guard let first = finite.first else { return .zero }
        return finite.dropFirst().reduce(Rect(origin: first, size: .zero)) { $0.union(Rect(origin: $1, size: .zero)) }
    }
}
