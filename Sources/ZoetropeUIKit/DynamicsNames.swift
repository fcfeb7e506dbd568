import Foundation

/// UIDynamicAnimator (`DynamicAnimator`): physics on views at a fixed 1/600 s step of virtual time.
public typealias UIDynamicAnimator = DynamicAnimator
/// UIDynamicAnimatorDelegate (`DynamicAnimatorDelegate`).
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
/// UIDynamicItem (`DynamicItem`): `center`, `bounds` and `transform`; views conform.
public typealias UIDynamicItem = DynamicItem
/// UIDynamicBehavior (`DynamicBehavior`), the base of composite behaviours.
public typealias UIDynamicBehavior = DynamicBehavior
/// UIGravityBehavior (`GravityBehavior`): magnitude 1 is 1000 points/s².
public typealias UIGravityBehavior = GravityBehavior
/// UICollisionBehavior (`CollisionBehavior`).
public typealias UICollisionBehavior = CollisionBehavior
/// UICollisionBehaviorDelegate (`CollisionBehaviorDelegate`).
public typealias UICollisionBehaviorDelegate = CollisionBehaviorDelegate
/// UISnapBehavior (`SnapBehavior`).
public typealias UISnapBehavior = SnapBehavior
/// UIPushBehavior (`PushBehavior`).
public typealias UIPushBehavior = PushBehavior
/// UIAttachmentBehavior (`AttachmentBehavior`).
public typealias UIAttachmentBehavior = AttachmentBehavior
/// UIDynamicItemBehavior (`DynamicItemBehavior`).
public typealias UIDynamicItemBehavior = DynamicItemBehavior
/// UIOffset (`Offset`).
public typealias UIOffset = Offset

extension CollisionBehavior {
    /// UICollisionBehavior.Mode (`CollisionMode`): `.items`, `.boundaries`, `.everything`.
    public typealias Mode = CollisionMode

    /// Adds the outline of `bezierPath` as a boundary named `identifier`
    /// (UICollisionBehavior.addBoundary(withIdentifier:for:)).
    public func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        addBoundary(withIdentifier: identifier, for: bezierPath.cgPath)
    }
}
