import Foundation

/// A list of rows in sections (UITableView): its `dataSource` says how many rows each section has
/// and makes each row's cell (dequeued from the registered classes), its `delegate` may give each
/// row's height, and rows are stacked from the top in order, each `rowHeight` points high unless
/// the delegate says otherwise, as wide as the table. Insertions, deletions, reloads and moves
/// animate with the row animation they name (`ListView+Updates`).
open class TableView: ListView {
    /// The table's style; every style lays out as `.plain`.
    public let style: Style
    /// The object that says the rows and makes their cells (UITableView.dataSource).
    public weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }
    /// The object told about the rows and asked their heights (UITableView.delegate).
    public weak var delegate: TableViewDelegate? {
        didSet { reloadData() }
    }
    /// The height of a row the delegate gives none for (UITableView.rowHeight): UIKit's standard
    /// row of 44 points.
    public var rowHeight = 44.0 {
        didSet { reloadData() }
    }
    /// Accepted for UIKit code (estimatedRowHeight); rows are not self-sized, so it is the height
    /// of a row whose height is `automaticDimension`, when above 0.
    public var estimatedRowHeight = 0.0 {
        didSet { reloadData() }
    }
    /// A view above the rows (tableHeaderView), as wide as the table, as high as its frame.
    public var tableHeaderView: View? {
        didSet { replace(oldValue, with: tableHeaderView) }
    }
    /// A view below the rows (tableFooterView), as wide as the table, as high as its frame; the
    /// `UIView()` idiom adds nothing.
    public var tableFooterView: View? {
        didSet { replace(oldValue, with: tableFooterView) }
    }
    /// Whether the automatic-height warning was given.
    private var warnedOfAutomaticHeight = false

    /// The height that asks a table to size a row to its content (UITableView.automaticDimension).
    /// Rows are not measured here: such a row is `estimatedRowHeight` high (44 when that is 0),
    /// with a warning, since the device would size it to its content.
    public static let automaticDimension = -1.0

    /// A table of `style` (UITableView(frame:style:)), on iOS's light-mode background: white
    /// (systemBackground) when plain, (242, 242, 247) (systemGroupedBackground) when grouped.
    public init(frame: Rect, style: Style) {
        self.style = style
        super.init(frame: frame)
        View.performWithoutAnimation {
            backgroundColor = style == .plain ? .white : Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
        }
    }

    /// A plain table.
    public convenience override init(frame: Rect = .zero) {
        self.init(frame: frame, style: .plain)
    }

    /// Registers `cellClass` to make the cells dequeued with `identifier`
    /// (register(_:forCellReuseIdentifier:)); nil unregisters it.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        recycler.register(cellClass, for: identifier)
    }

    /// A cell of the class registered under `identifier`, reused if one waits
    /// (dequeueReusableCell(withIdentifier:for:)); with none registered, the problem is reported
    /// and a default cell returned.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        recycler.dequeue(identifier, orReport: TableViewCell.self) as! TableViewCell
    }

    /// A cell waiting for reuse under `identifier`, or a new one of the class registered under
    /// it; nil when neither (dequeueReusableCell(withIdentifier:)), for code that then makes one
    /// with `UITableViewCell(style:reuseIdentifier:)`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        recycler.dequeue(identifier) as? TableViewCell
    }

    /// The number of sections, as last loaded (numberOfSections).
    public var numberOfSections: Int {
        layoutIfNeeded()
        return itemLayout?.frames.count ?? 0
    }

    /// The number of rows in `section`, as last loaded (numberOfRows(inSection:)).
    public func numberOfRows(inSection section: Int) -> Int {
        layoutIfNeeded()
        return itemLayout?.counts[section] ?? 0
    }

    /// The frame of the row at `indexPath` in the table's content (rectForRow(at:)); zero when
    /// there is no such row.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        layoutIfNeeded()
        return itemLayout?.frame(at: indexPath) ?? .zero
    }

    /// The cell shown for the row at `indexPath`, nil when the row is out of view (cellForRow(at:)).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        layoutIfNeeded()
        return cellsByPath[indexPath] as? TableViewCell
    }

    /// The cells in view, in row order (visibleCells).
    public var visibleCells: [TableViewCell] { cellsInView.compactMap { $0.cell as? TableViewCell } }

    /// The paths of the rows in view, in order (indexPathsForVisibleRows).
    public var indexPathsForVisibleRows: [IndexPath]? { cellsInView.map(\.path) }

    /// Inserts rows at `indexPaths` (paths after the batch), shown with `animation`
    /// (insertRows(at:with:)); alone it animates at once, in a batch with the batch.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { batch in indexPaths.forEach { batch.insertions[$0] = animation } }
    }

    /// Deletes the rows at `indexPaths` (paths before the batch), hidden with `animation`
    /// (deleteRows(at:with:)).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { batch in indexPaths.forEach { batch.deletions[$0] = animation } }
    }

    /// Replaces the cells of the rows at `indexPaths` (paths before the batch) with new ones from
    /// the data source, the old hidden and the new shown with `animation` (reloadRows(at:with:)).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { batch in indexPaths.forEach { batch.reloads[$0] = animation } }
    }

    /// Inserts the sections at `sections` (indices after the batch), their rows shown with
    /// `animation` (insertSections(_:with:)); the sections after them move down.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { batch in sections.forEach { batch.insertedSections[$0] = animation } }
    }

    /// Deletes the sections at `sections` (indices before the batch), their rows hidden with
    /// `animation` (deleteSections(_:with:)); the sections after them move up.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { batch in sections.forEach { batch.deletedSections[$0] = animation } }
    }

    /// Reloads the sections at `sections` (indices before the batch): their rows are asked of the
    /// data source again, the old cells hidden and the new shown with `animation`
    /// (reloadSections(_:with:)).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { batch in sections.forEach { batch.reloadedSections[$0] = animation } }
    }

    /// Moves the row at `indexPath` to `newIndexPath`; its cell slides there (moveRow(at:to:)).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { batch in batch.moves[indexPath] = newIndexPath }
    }

    /// Begins a batch the matching `endUpdates()` animates (beginUpdates()); pairs nest.
    public func beginUpdates() { beginBatch() }

    /// Ends a batch begun with `beginUpdates()`, animating it when it is the outermost (endUpdates()).
    public func endUpdates() { endBatch() }

    /// Scrolls so the row at `indexPath` is where `scrollPosition` says (scrollToRow(at:at:animated:)),
    /// animated as `setContentOffset(_:animated:)`.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toItemAt: indexPath, at: scrollPosition, animated: animated)
    }

    override func itemCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
    }

    /// Rows stacked below the header view, as wide as the table, each as high as the delegate
    /// says or `rowHeight`; the footer view below them.
    override func layOut(_ counts: [Int], in size: Size) -> ItemLayout {
        var y = tableHeaderView?.frame.height ?? 0
        let frames = counts.indices.map { section in
            (0..<counts[section]).map { row in
                let height = height(ofRowAt: IndexPath(row: row, section: section))
                defer { y += height }
                return Rect(x: 0, y: y, width: size.width, height: height)
            }
        }
        return ItemLayout(frames: frames, contentSize: Size(width: size.width, height: y + (tableFooterView?.frame.height ?? 0)))
    }

    /// The delegate's height for the row, or `rowHeight`; an automatic one as `automaticDimension` says.
    private func height(ofRowAt path: IndexPath) -> Double {
        let height = delegate.map { Double($0.tableView(self, heightForRowAt: path)) } ?? rowHeight
        guard height == Self.automaticDimension else { return height }
        if !warnedOfAutomaticHeight {
            warnedOfAutomaticHeight = true
            Timeline.warn("rows are not sized to their content here: a row of UITableView.automaticDimension is "
                + "estimatedRowHeight points high (44 when it is 0)")
        }
        return estimatedRowHeight > 0 ? estimatedRowHeight : 44
    }

    /// Puts the header view at the top and the footer view below the rows.
    override func placeSupplementaryViews(_ layout: ItemLayout) {
        let width = bounds.width
        if let header = tableHeaderView {
            header.frame = Rect(x: 0, y: 0, width: width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            footer.frame = Rect(x: 0, y: layout.contentSize.height - footer.frame.height, width: width, height: footer.frame.height)
        }
    }

    private func replace(_ old: View?, with new: View?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        reloadData()
    }

    override func makeCell(at path: IndexPath) -> ReusableCell? { dataSource?.tableView(self, cellForRowAt: path) }

    override func willDisplay(_ cell: ReusableCell, at path: IndexPath) {
        guard let cell = cell as? TableViewCell else { return }
        delegate?.tableView(self, willDisplay: cell, forRowAt: path)
    }
}
