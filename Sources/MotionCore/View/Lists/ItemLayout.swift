import Foundation

/// Where a table or collection view's items go: each item's frame in content coordinates, by
/// section then item, and the size of the content they make.
struct ItemLayout {
    var frames: [[Rect]]
    var contentSize: Size

    /// No items.
    static let empty = ItemLayout(frames: [], contentSize: .zero)

    /// The frame of the item at `path`, if it exists.
    func frame(at path: IndexPath) -> Rect? {
        guard path.count == 2, frames.indices.contains(path.section), frames[path.section].indices.contains(path.item) else {
            return nil
        }
        return frames[path.section][path.item]
    }

    /// Every path, in order.
    var paths: [IndexPath] {
        frames.indices.flatMap { section in frames[section].indices.map { IndexPath(item: $0, section: section) } }
    }

    /// The number of items in each section.
    var counts: [Int] { frames.map(\.count) }
}

extension Rect {
    /// Whether the two rectangles share some area.
    func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
