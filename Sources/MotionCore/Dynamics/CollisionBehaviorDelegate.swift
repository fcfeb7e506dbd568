import Foundation

/// Hears a `CollisionBehavior`'s contacts begin and end (UICollisionBehaviorDelegate); every
/// method defaults to nothing. A contact begins at the step two items, or an item and a
/// boundary, first push on each other, and ends at the first step they no longer touch.
public protocol CollisionBehaviorDelegate: AnyObject {
    /// Two items began touching at `point` (reference coordinates).
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at point: Point)
    /// Two items stopped touching.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem)
    /// An item began touching a boundary (identifier nil for the reference bounds) at `point`.
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?, at point: Point)
    /// An item stopped touching a boundary.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension CollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at point: Point) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?, at point: Point) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?) {}
}
