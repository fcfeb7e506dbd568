/// Something a `DynamicAnimator` moves (UIDynamicItem): it reads the item's `center`, `bounds`
/// and `transform` when the item joins, and writes `center` and, as the item turns, `transform`
/// after every step. Views conform; any class with these three properties can.
public protocol DynamicItem: AnyObject {
    /// The item's centre in its animator's reference coordinates.
    var center: Point { get set }
    /// The item's size (its origin is not used); the animator reads it once, when the item joins.
    var bounds: Rect { get }
    /// The item's rotation, written as `AffineTransform(rotationAngle:)` while rotation is allowed.
    var transform: AffineTransform { get set }
}
