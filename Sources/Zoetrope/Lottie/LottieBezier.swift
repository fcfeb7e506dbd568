/// A Lottie path (`{"c": closed, "v": vertices, "i": in tangents, "o": out tangents}`), tangents
/// relative to their vertex, as Bodymovin writes it.
struct LottieBezier: Equatable {
    var closed: Bool
    var vertices: [Point]
    var inTangents: [Point]
    var outTangents: [Point]

    init(closed: Bool, vertices: [Point], inTangents: [Point], outTangents: [Point]) {
        self.closed = closed
        self.vertices = vertices
        self.inTangents = inTangents
        self.outTangents = outTangents
    }

    init(_ json: LottieJSON) throws {
        let reading = json.reading
        func points(_ key: String) throws -> [Point] {
            let list = try json.required(key).elements()
            try reading.count(list.count, of: "vertices in \(json.location).\(key)", limit: reading.limits.maximumPointsPerPath)
            return try list.map { item in
                let n = try item.numbers()
                guard n.count >= 2 else { throw reading.malformed(item.location, "a point needs two numbers") }
                return Point(x: n[0], y: n[1])
            }
        }
        closed = json.flag("c")
        vertices = try points("v")
        inTangents = try points("i")
        outTangents = try points("o")
        guard inTangents.count == vertices.count, outTangents.count == vertices.count else {
            throw reading.malformed(json.location, "\(vertices.count) vertices but \(inTangents.count) in and \(outTangents.count) out tangents")
        }
    }

    /// The engine's path: a cubic from each vertex to the next through its out and the next's in
    /// tangent, and back to the first when closed.
    var path: Path {
        var path = Path()
        guard let first = vertices.first else { return path }
        path.move(to: first)
        let count = vertices.count
        for index in 1..<(closed ? count + 1 : count) where count > 1 {
            let from = index - 1, to = index % count
            path.addCurve(to: vertices[to], control1: Self.offset(vertices[from], by: outTangents[from]),
                         control2: Self.offset(vertices[to], by: inTangents[to]))
        }
        if closed { path.closeSubpath() }
        return path
    }

    private static func offset(_ point: Point, by tangent: Point) -> Point {
        Point(x: point.x + tangent.x, y: point.y + tangent.y)
    }

    /// The path `fraction` of the way to `other`, vertex by vertex (equal counts; otherwise `self`
    /// until halfway, then `other`).
    func interpolated(to other: LottieBezier, fraction f: Double) -> LottieBezier {
        guard other.vertices.count == vertices.count else { return f < 0.5 ? self : other }
        func mix(_ a: [Point], _ b: [Point]) -> [Point] { zip(a, b).map { $0.interpolated(to: $1, fraction: f) } }
        return LottieBezier(closed: closed, vertices: mix(vertices, other.vertices), inTangents: mix(inTangents, other.inTangents),
                            outTangents: mix(outTangents, other.outTangents))
    }
}
