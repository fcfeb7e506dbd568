import Foundation

/// Line segments items collide with (a boundary of a `CollisionBehavior`), with the identifier
/// it was added under: one segment, a path's outline, or the reference bounds' four edges (which
/// have no identifier).
struct CollisionBoundary {
    let identifier: (any NSCopying)?
    let segments: [(start: Vector, end: Vector)]

    /// How far a flattened curve may stray from the path's curve, in points.
    static let curveTolerance = 0.25

    /// A boundary of one segment.
    init(identifier: (any NSCopying)?, from start: Point, to end: Point) {
        self.identifier = identifier
        segments = [(Vector(start), Vector(end))]
    }

    /// A boundary along `path`'s drawn outline, curves flattened into segments.
    init(identifier: (any NSCopying)?, path: Path) {
        self.identifier = identifier
        segments = path.segments.flatMap { segment in
            let points = segment.flattened(tolerance: CollisionBoundary.curveTolerance).map { Vector($0.point) }
            return zip(points, points.dropFirst()).map { (start: $0, end: $1) }
        }
    }

    /// The four edges of `rect`.
    init(edgesOf rect: Rect) {
        identifier = nil
        let corners = [Vector(dx: rect.minX, dy: rect.minY), Vector(dx: rect.maxX, dy: rect.minY),
                       Vector(dx: rect.maxX, dy: rect.maxY), Vector(dx: rect.minX, dy: rect.maxY)]
        segments = corners.indices.map { (corners[$0], corners[($0 + 1) % 4]) }
    }

    /// Whether `other` names this boundary: equal as hashable values (strings, numbers,
    /// `NSObject`s), else the same object.
    func isNamed(_ other: any NSCopying) -> Bool {
        guard let identifier else { return false }
        if let mine = identifier as? AnyHashable, let theirs = other as? AnyHashable { return mine == theirs }
        return (identifier as AnyObject) === (other as AnyObject)
    }
}
