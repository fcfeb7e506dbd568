/// What a `CollisionBehavior`'s items collide with (UICollisionBehavior.Mode).
public struct CollisionMode: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Each other.
    public static let items = CollisionMode(rawValue: 1 << 0)
    /// The behaviour's boundaries.
    public static let boundaries = CollisionMode(rawValue: 1 << 1)
    /// Each other and the boundaries (the default).
    public static let everything: CollisionMode = [.items, .boundaries]
}
