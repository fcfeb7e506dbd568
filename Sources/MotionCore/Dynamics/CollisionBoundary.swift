import Foundation

/// A line segment items collide with (a boundary of a `CollisionBehavior`), with the identifier
/// it was added under; boundaries made from the reference bounds have none.
struct CollisionBoundary {
    let identifier: (any NSCopying)?
    let start: Vector
    let end: Vector

    /// Whether `other` names this boundary: equal as hashable values (strings, numbers,
    /// `NSObject`s), else the same object.
    func isNamed(_ other: any NSCopying) -> Bool {
        guard let identifier else { return false }
        if let mine = identifier as? AnyHashable, let theirs = other as? AnyHashable { return mine == theirs }
        return (identifier as AnyObject) === (other as AnyObject)
    }
}
