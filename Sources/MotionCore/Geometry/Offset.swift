/// A distance from a centre, horizontally and vertically, in points (UIOffset): where a dynamics
/// attachment or push acts on an item, in the item's own unrotated frame.
public struct Offset: Hashable, Sendable {
    public var horizontal: Double
    public var vertical: Double

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = Offset(horizontal: 0, vertical: 0)
}
