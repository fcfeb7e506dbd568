/// A two-dimensional vector (CGVector), used for spring initial velocities.
public struct Vector: Hashable, Sendable, Interpolatable {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }

    public static let zero = Vector(dx: 0, dy: 0)

    public func interpolated(to other: Vector, fraction: Double) -> Vector {
        Vector(dx: dx.interpolated(to: other.dx, fraction: fraction), dy: dy.interpolated(to: other.dy, fraction: fraction))
    }
    public func adding(_ other: Vector) -> Vector { Vector(dx: dx + other.dx, dy: dy + other.dy) }
    public func subtracting(_ other: Vector) -> Vector { Vector(dx: dx - other.dx, dy: dy - other.dy) }
}
