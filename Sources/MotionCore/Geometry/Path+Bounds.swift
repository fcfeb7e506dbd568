extension Path {
    /// The smallest rectangle containing every point and control point of the path
    /// (CGPath.boundingBox); `.zero` for an empty path.
    public var boundingBox: Rect {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case let .quadCurve(p, c): points += [p, c]
            case let .curve(p, c1, c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        return Self.bounds(of: points)
    }

    /// The smallest rectangle containing the drawn path itself, curve extrema included but control
    /// points that pull curves without reaching them excluded (CGPath.boundingBoxOfPath).
    /// Move-to points count, as in Core Graphics.
    public var boundingBoxOfPath: Rect {
        var points: [Point] = elements.compactMap { if case .move(let p) = $0 { return p } else { return nil } }
        for segment in segments {
            points += [segment.start, segment.end]
            if let (c1, c2) = segment.controls {
                let ts = Self.extremaParameters(segment.start.x, c1.x, c2.x, segment.end.x)
                    + Self.extremaParameters(segment.start.y, c1.y, c2.y, segment.end.y)
                points += ts.map(segment.point(at:))
            }
        }
        return Self.bounds(of: points)
    }

    /// The path with every point mapped through `t` (CGPath copy(using:)); curves stay exact
    /// because affine maps preserve Bézier control polygons.
    public func applying(_ t: AffineTransform) -> Path {
        Path(elements: elements.map { element in
            switch element {
            case .move(let p): return .move(to: t.apply(to: p))
            case .line(let p): return .line(to: t.apply(to: p))
            case let .quadCurve(p, c): return .quadCurve(to: t.apply(to: p), control: t.apply(to: c))
            case let .curve(p, c1, c2): return .curve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
            case .closeSubpath: return .closeSubpath
            }
        })
    }

    private static func bounds(of points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Parameters in (0, 1) where one coordinate of a cubic has zero derivative.
    private static func extremaParameters(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // B'(t)/3 = a·t² + b·t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots = [-c / b] }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
