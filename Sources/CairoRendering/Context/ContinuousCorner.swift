import MotionCore

/// Apple's continuous rounded corner (`CornerCurve.continuous`), as iOS 7 and later draw
/// `UIBezierPath(roundedRect:cornerRadius:)` and a layer with `cornerCurve = .continuous`: three
/// cubic curves joined by short lines, leaving each straight edge 1.52866483 × r from the corner.
/// The points below are that path's, measured per unit radius, in (along the incoming edge back
/// from the corner, along the outgoing edge from the corner) — symmetric about the diagonal.
enum ContinuousCorner {
    /// How far from the corner the curve leaves each edge, per unit radius.
    static let reach = 1.52866483

    /// One corner's path after the incoming edge's end: each element a cubic's two control points
    /// and end point, or a line's end point.
    enum Element {
        case curve(Point, Point, Point)
        case line(Point)
    }

    static let elements: [Element] = [
        .curve(Point(x: 1.08849323, y: 0), Point(x: 0.86840689, y: 0), Point(x: 0.66993427, y: 0.06549600)),
        .line(Point(x: 0.63149399, y: 0.07491100)),
        .curve(Point(x: 0.37282392, y: 0.16905899), Point(x: 0.16906013, y: 0.37282401), Point(x: 0.07491176, y: 0.63149399)),
        .line(Point(x: 0.06549600, y: 0.66993427)),
        .curve(Point(x: 0, y: 0.86840689), Point(x: 0, y: 1.08849323), Point(x: 0, y: reach)),
    ]

    /// Whether a corner of `radius` fits a rectangle whose shorter side is `side`: its reach may
    /// take at most half the side. A larger radius is drawn with circular corners, clamped to
    /// half the side (a capsule stays a capsule).
    static func fits(radius: Double, shorterSide side: Double) -> Bool { reach * radius <= side / 2 }
}
