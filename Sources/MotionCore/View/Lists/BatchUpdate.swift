import Foundation

/// The insertions, deletions, reloads and moves announced in one batch of a table or collection
/// view, each with the row animation that shows it (a collection view's are all `.fade`).
/// As UIKit documents, deletions, reloads and move sources name paths before the batch, and
/// insertions and move destinations paths after it, whatever order they were made in.
struct BatchUpdate {
    var deletions: [IndexPath: TableView.RowAnimation] = [:]
    var insertions: [IndexPath: TableView.RowAnimation] = [:]
    var reloads: [IndexPath: TableView.RowAnimation] = [:]
    var moves: [IndexPath: IndexPath] = [:]
    /// The completions of the nested `performBatchUpdates` calls, run when the batch's animation ends.
    var completions: [(Bool) -> Void] = []

    /// The animation hiding the cell that showed `path` before the batch, if it leaves.
    func leaving(_ path: IndexPath) -> TableView.RowAnimation? { deletions[path] ?? reloads[path] }
}
