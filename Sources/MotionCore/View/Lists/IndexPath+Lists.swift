import Foundation

/// UIKit's members of IndexPath for table and collection views: a section and a row (or item)
/// are the path's first and second indexes.
extension IndexPath {
    /// The path to `row` in `section` (IndexPath(row:section:)).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The path to `item` in `section` (IndexPath(item:section:)).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in a table view's section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in a collection view's section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
