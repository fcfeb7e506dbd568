/// Apple's continuous rounded corner (`CornerCurve.continuous`), as iOS 7 and later draw
/// `UIBezierPath(roundedRect:cornerRadius:)` and a layer with `cornerCurve = .continuous`: three
/// cubic curves joined by short lines, leaving each straight edge 1.52866483 × r from the corner.
/// The points below are that path's, measured per unit radius, in (along the incoming edge back
/// from the corner, along the outgoing edge from the corner) — symmetric about the diagonal.
package enum ContinuousCorner {
    /// How far from the corner the curve leaves each edge, per unit radius.
    package static let reach = 1.52866483

    /// One corner's path after the incoming edge's end: each element a cubic's two control points
    /// and end point, or a line's end point.
    package enum Element {
        case curve(Point, Point, Point)
        case line(Point)
    }

    static let unitElements: [Element] = [
        .curve(Point(x: 1.08849323, y: 0), Point(x: 0.86840689, y: 0), Point(x: 0.66993427, y: 0.06549600)),
        .line(Point(x: 0.63149399, y: 0.07491100)),
        .curve(Point(x: 0.37282392, y: 0.16905899), Point(x: 0.16906013, y: 0.37282401), Point(x: 0.07491176, y: 0.63149399)),
        .line(Point(x: 0.06549600, y: 0.66993427)),
        .curve(Point(x: 0, y: 0.86840689), Point(x: 0, y: 1.08849323), Point(x: 0, y: reach)),
    ]

    /// The four corners of `rect`, clockwise on screen from the top-right, each as (mask, corner
    /// point, direction back along the incoming edge, direction along the outgoing edge).
    package static func turns(of rect: Rect) -> [(CornerMask, Point, Point, Point)] {
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        return [
            (.topRight, Point(x: x1, y: y0), Point(x: -1, y: 0), Point(x: 0, y: 1)),
            (.bottomRight, Point(x: x1, y: y1), Point(x: 0, y: -1), Point(x: -1, y: 0)),
            (.bottomLeft, Point(x: x0, y: y1), Point(x: 1, y: 0), Point(x: 0, y: -1)),
            (.topLeft, Point(x: x0, y: y0), Point(x: 0, y: 1), Point(x: 1, y: 0)),
        ]
    }

    /// One corner of `radius` at `corner`, from the incoming edge (along `back` from the corner) to
    /// the outgoing one (along `onward`): where it leaves the incoming edge, then its elements in
    /// absolute coordinates (none when `radius` is 0: a square corner).
    package static func corner(at corner: Point, back: Point, onward: Point, radius: Double) -> (start: Point, elements: [Element]) {
        func place(_ p: Point) -> Point {
            Point(x: corner.x + radius * (p.x * back.x + p.y * onward.x), y: corner.y + radius * (p.x * back.y + p.y * onward.y))
        }
        let start = place(Point(x: reach, y: 0))
        guard radius > 0 else { return (start, []) }
        return (start, unitElements.map { element in
            switch element {
            case let .curve(c1, c2, end): .curve(place(c1), place(c2), place(end))
            case let .line(end): .line(place(end))
            }
        })
    }

    /// Whether a corner of `radius` fits a rectangle whose shorter side is `side`: its reach may
    /// take at most half the side. A larger radius is drawn with circular corners, clamped to
    /// half the side (a capsule stays a capsule).
    package static func fits(radius: Double, shorterSide side: Double) -> Bool { reach * radius <= side / 2 }
}
