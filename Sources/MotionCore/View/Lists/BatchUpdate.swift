import Foundation

/// The insertions, deletions, reloads and moves announced in one batch of a table or collection
/// view, each with the row animation that shows it (a collection view's are all `.fade`).
/// As UIKit documents, deletions, reloads and move sources name paths (and sections) before the
/// batch, and insertions and move destinations paths after it, whatever order they were made in.
struct BatchUpdate {
    var deletions: [IndexPath: TableView.RowAnimation] = [:]
    var insertions: [IndexPath: TableView.RowAnimation] = [:]
    var reloads: [IndexPath: TableView.RowAnimation] = [:]
    var moves: [IndexPath: IndexPath] = [:]
    /// Whole sections deleted (indices before the batch), inserted (after it) and reloaded
    /// (before it: deleted and inserted again, as UIKit describes a section reload).
    var deletedSections: [Int: TableView.RowAnimation] = [:]
    var insertedSections: [Int: TableView.RowAnimation] = [:]
    var reloadedSections: [Int: TableView.RowAnimation] = [:]
    /// The completions of the nested `performBatchUpdates` calls, run when the batch's animation ends.
    var completions: [(Bool) -> Void] = []

    /// The animation hiding the cell that showed `path` before the batch, if it leaves.
    func leaving(_ path: IndexPath) -> TableView.RowAnimation? { deletions[path] ?? reloads[path] }

    /// This batch with its section updates spelled out as item updates, for sections of `before`
    /// items turning into sections of `after` items: every item of a deleted section deleted,
    /// of an inserted one inserted, and of a reloaded one deleted before and inserted after (in
    /// the section it becomes), each with its section's animation. Throws where UIKit would raise:
    /// a section that does not exist, or a section count that does not add up.
    func expandingSections(before: [Int], after: [Int]) throws -> BatchUpdate {
        try Self.check(deletedSections.keys, count: before.count, operation: "delete")
        try Self.check(reloadedSections.keys, count: before.count, operation: "reload")
        try Self.check(insertedSections.keys, count: after.count, operation: "insert")
        guard before.count - deletedSections.count + insertedSections.count == after.count else {
            throw ListViewError.invalidSectionCount(before: before.count, after: after.count,
                                                    inserted: insertedSections.count, deleted: deletedSections.count)
        }
        var expanded = self
        for (section, animation) in deletedSections.merging(reloadedSections, uniquingKeysWith: { deleted, _ in deleted }) {
            for item in 0..<before[section] { expanded.deletions[IndexPath(item: item, section: section)] = animation }
        }
        let targets = sectionDestinations(before: before.count, after: after.count)
        var arriving = insertedSections
        for (section, animation) in reloadedSections where deletedSections[section] == nil {
            if let target = targets[section] { arriving[target] = animation }
        }
        for (section, animation) in arriving {
            for item in 0..<after[section] { expanded.insertions[IndexPath(item: item, section: section)] = animation }
        }
        return expanded
    }

    /// Where each section that is not deleted goes: in order onto the sections after the batch
    /// that are not inserted.
    func sectionDestinations(before: Int, after: Int) -> [Int: Int] {
        let staying = (0..<before).filter { deletedSections[$0] == nil }
        let places = (0..<after).filter { insertedSections[$0] == nil }
        return Dictionary(uniqueKeysWithValues: zip(staying, places).map { ($0, $1) })
    }

    private static func check(_ sections: some Sequence<Int>, count: Int, operation: String) throws {
        for section in sections where !(0..<count).contains(section) {
            throw ListViewError.invalidSection(section, operation: operation)
        }
    }
}
