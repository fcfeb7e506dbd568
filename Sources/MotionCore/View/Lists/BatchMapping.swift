import Foundation

/// Where each item before a batch goes after it (UIKit's rules for batch updates): sections that
/// are not deleted keep their order and fill the places inserted sections leave free; in every
/// such section the items that stay — neither deleted nor moved away — keep their order and fill, in
/// order, the places the insertions and move destinations leave free; a moved item goes where its
/// move says; a reloaded item stays like the others but gets a new cell.
struct BatchMapping {
    /// The path after the batch of each item that stays or moves, by its path before.
    private(set) var destinations: [IndexPath: IndexPath] = [:]
    /// The path before the batch of each item that stayed or moved, by its path after.
    private(set) var sources: [IndexPath: IndexPath] = [:]

    /// The mapping of `update` (its section updates already spelled out as item updates,
    /// `BatchUpdate.expandingSections`) from sections of `before` items to sections of `after`
    /// items; throws where UIKit would raise (a count that does not add up, a path that does not exist).
    init(_ update: BatchUpdate, before: [Int], after: [Int]) throws {
        try Self.check(update.deletions.keys, in: before, operation: "delete")
        try Self.check(update.reloads.keys, in: before, operation: "reload")
        try Self.check(update.moves.keys, in: before, operation: "move from")
        try Self.check(update.insertions.keys, in: after, operation: "insert")
        try Self.check(update.moves.values, in: after, operation: "move to")
        let taken = Set(update.insertions.keys).union(update.moves.values)
        let gone = Set(update.deletions.keys).union(update.moves.keys)
        for (section, target) in update.sectionDestinations(before: before.count, after: after.count) {
            let staying = (0..<before[section]).map { IndexPath(item: $0, section: section) }.filter { !gone.contains($0) }
            let free = (0..<after[target]).map { IndexPath(item: $0, section: target) }.filter { !taken.contains($0) }
            guard staying.count == free.count else {
                throw ListViewError.invalidUpdate(section: target, before: before[section], after: after[target],
                                                  inserted: taken.count { $0.section == target },
                                                  deleted: gone.count { $0.section == section })
            }
            for (old, new) in zip(staying, free) { link(old, new) }
        }
        for (old, new) in update.moves { link(old, new) }
    }

    private mutating func link(_ old: IndexPath, _ new: IndexPath) {
        destinations[old] = new
        sources[new] = old
    }

    private static func check(_ paths: some Sequence<IndexPath>, in counts: [Int], operation: String) throws {
        for path in paths where !(path.count == 2 && counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path.item)) {
            throw ListViewError.invalidIndexPath(path, operation: operation)
        }
    }
}
