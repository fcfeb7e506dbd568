import Foundation

/// The registered cell classes of a table or collection view and the cells waiting to be reused,
/// by reuse identifier: dequeuing hands out a waiting cell (after its `prepareForReuse()`) or
/// makes one of the registered class.
struct CellRecycler {
    private var classes: [String: ReusableCell.Type] = [:]
    private var waiting: [String: [ReusableCell]] = [:]

    /// Registers `cellClass` for `identifier`; nil unregisters it.
    mutating func register(_ cellClass: ReusableCell.Type?, for identifier: String) {
        classes[identifier] = cellClass
    }

    /// A waiting cell registered under `identifier`, prepared for reuse, or a new one of the
    /// registered class; nil when nothing is registered under it.
    mutating func dequeue(_ identifier: String) -> ReusableCell? {
        if let cell = waiting[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return classes[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    /// `dequeue(_:)`, reporting an identifier nothing is registered under (UIKit raises) and
    /// making a cell of `fallback` then.
    mutating func dequeue(_ identifier: String, orReport fallback: ReusableCell.Type) -> ReusableCell {
        if let cell = dequeue(identifier) { return cell }
        Timeline.report(ListViewError.unregisteredIdentifier(identifier))
        return fallback.init(reuseIdentifier: identifier)
    }

    /// Keeps `cell`, off screen, for a later dequeue of its identifier (a cell without one is dropped).
    mutating func enqueue(_ cell: ReusableCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        waiting[identifier, default: []].append(cell)
    }
}
