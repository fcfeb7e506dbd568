import Foundation

/// What a table view tells about its rows and asks of their look (UITableViewDelegate); every
/// method is optional.
public protocol TableViewDelegate: AnyObject {
    /// The height of the row at `indexPath` (tableView(_:heightForRowAt:)); the table's
    /// `rowHeight` unless implemented. A CGFloat, as on iOS, so pasted implementations witness it.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Told just before `cell` is shown for the row at `indexPath` (tableView(_:willDisplay:forRowAt:)).
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { CGFloat(tableView.rowHeight) }
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
}
