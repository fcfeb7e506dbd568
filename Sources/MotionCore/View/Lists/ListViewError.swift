import Foundation

/// What a table or collection view reports (`Timeline.report`) where UIKit raises an exception;
/// the view then shows the data source's new state without animating.
public enum ListViewError: Error, CustomStringConvertible, Equatable {
    /// A dequeue named an identifier no class was registered for.
    case unregisteredIdentifier(String)
    /// After a batch, a section's count is not its count before plus insertions less deletions
    /// (UIKit's "Invalid update: invalid number of rows in section").
    case invalidUpdate(section: Int, before: Int, after: Int, inserted: Int, deleted: Int)
    /// After a batch, the number of sections is not the number before plus insertions less
    /// deletions (UIKit's "Invalid update: invalid number of sections").
    case invalidSectionCount(before: Int, after: Int, inserted: Int, deleted: Int)
    /// A section update named a section outside the table or collection (before the batch for
    /// deletions and reloads, after it for insertions).
    case invalidSection(Int, operation: String)
    /// An update named a path outside the table or collection (before the batch for deletions,
    /// reloads and move sources, after it for insertions and move destinations).
    case invalidIndexPath(IndexPath, operation: String)

    public var description: String {
        switch self {
        case .unregisteredIdentifier(let identifier):
            "unable to dequeue a cell with identifier \(identifier): register a class for it first"
        case let .invalidUpdate(section, before, after, inserted, deleted):
            "invalid update: invalid number of items in section \(section). The number after the update (\(after)) "
                + "must be the number before it (\(before)), plus or minus the number inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)"
        case let .invalidSectionCount(before, after, inserted, deleted):
            "invalid update: invalid number of sections. The number after the update (\(after)) must be the number "
                + "before it (\(before)), plus or minus the number inserted or deleted (\(inserted) inserted, \(deleted) deleted)"
        case let .invalidSection(section, operation):
            "invalid update: \(operation) section \(section), which does not exist"
        case let .invalidIndexPath(path, operation):
            "invalid update: \(operation) at \(path), which does not exist"
        }
    }
}
