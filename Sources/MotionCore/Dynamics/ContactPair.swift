import Foundation

/// Two items, or an item and a boundary, whose contact a `CollisionBehavior` reports.
struct ContactPair: Equatable {
    let first: DynamicItem
    let second: DynamicItem?
    /// The boundary's identifier (nil for the reference bounds, or for a pair of items).
    let boundary: (any NSCopying)?
    /// Which boundary: its place among the behaviour's named ones, −1 for the reference bounds.
    private let boundaryKey: Int

    /// A pair of items.
    init(first: DynamicItem, second: DynamicItem) {
        self.first = first
        self.second = second
        boundary = nil
        boundaryKey = 0
    }

    /// An item and a boundary.
    init(first: DynamicItem, boundary: (any NSCopying)?, boundaryKey: Int) {
        self.first = first
        second = nil
        self.boundary = boundary
        self.boundaryKey = boundaryKey
    }

    static func == (a: ContactPair, b: ContactPair) -> Bool {
        a.first === b.first && a.second === b.second && a.boundaryKey == b.boundaryKey
    }
}
