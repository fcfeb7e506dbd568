import Foundation

/// The vector algebra a rigid-body step needs: sums, scaling, dot and 2-D cross products.
extension Vector {
    static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
    static prefix func - (a: Vector) -> Vector { Vector(dx: -a.dx, dy: -a.dy) }
    static func * (k: Double, a: Vector) -> Vector { Vector(dx: k * a.dx, dy: k * a.dy) }
    static func += (a: inout Vector, b: Vector) { a = a + b }

    /// The vector from the origin to `point`.
    init(_ point: Point) { self.init(dx: point.x, dy: point.y) }

    /// The vector of an offset from a centre.
    init(_ offset: Offset) { self.init(dx: offset.horizontal, dy: offset.vertical) }

    /// The point this vector reaches from the origin.
    var point: Point { Point(x: dx, y: dy) }
    /// The Euclidean length.
    var length: Double { (dx * dx + dy * dy).squareRoot() }
    /// The vector turned a quarter turn (clockwise on screen, where y grows downwards).
    var perpendicular: Vector { Vector(dx: -dy, dy: dx) }

    func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }
    /// The z component of the 3-D cross product: the torque of `other` applied at `self`.
    func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }
    /// The vector turned by `angle` radians.
    func rotated(by angle: Double) -> Vector {
        let (sine, cosine) = (sin(angle), cos(angle))
        return Vector(dx: cosine * dx - sine * dy, dy: sine * dx + cosine * dy)
    }
}

/// The velocity ω × r of a point at `r` from a centre turning at `angularVelocity`.
func tangentialVelocity(_ angularVelocity: Double, at r: Vector) -> Vector {
    Vector(dx: -angularVelocity * r.dy, dy: angularVelocity * r.dx)
}
