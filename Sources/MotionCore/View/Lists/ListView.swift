import Foundation

/// What a table view and a collection view share: a scroll view that asks its data source for
/// the number of items in each section, places them where its layout says, and shows a cell for
/// each item in view — made by the data source, reused once scrolled away — and animates batch
/// updates (`ListView+Updates`). Subclasses supply the data source's answers and the layout.
open class ListView: ScrollView {
    var recycler = CellRecycler()
    /// The items' frames, as last laid out; nil until the data is loaded (at the first layout
    /// after creation or `reloadData()`, as in UIKit).
    var itemLayout: ItemLayout?
    /// The size of the bounds the layout was made for.
    private var laidOutSize = Size.zero
    /// The cells on screen, by their item's path.
    var cellsByPath: [IndexPath: ReusableCell] = [:]
    /// The batch being gathered between `beginUpdates()` and `endUpdates()`, and how deep.
    var openBatch: BatchUpdate?
    var batchDepth = 0
    /// Batch animations running: cells animating out of view stay until they end.
    var runningUpdates = 0
    /// Content kept in view while an animated scroll runs (the bounds before it).
    var scrolledFrom: Rect?

    /// The number of items in each section, from the data source.
    func itemCounts() -> [Int] { [] }

    /// Where the items of sections of `counts` go in a view of `size`.
    func layOut(_ counts: [Int], in size: Size) -> ItemLayout { .empty }

    /// The data source's cell for the item at `path`.
    func makeCell(at path: IndexPath) -> ReusableCell? { nil }

    /// Tells the delegate `cell` is about to be shown for `path`.
    func willDisplay(_ cell: ReusableCell, at path: IndexPath) {}

    /// Places the views around the items (a table's header and footer) for `layout`.
    func placeSupplementaryViews(_ layout: ItemLayout) {}

    /// Drops every cell and asks the data source again at the next layout (reloadData()); no animation.
    public func reloadData() {
        cellsByPath.values.forEach { recycler.enqueue($0) }
        cellsByPath = [:]
        itemLayout = nil
        setNeedsLayout()
    }

    /// Places the cells in view: loads the data if needed, lays the items out again when the
    /// size changed, shows a cell for each item in view and puts away the cells out of it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if itemLayout == nil || laidOutSize != bounds.size {
            let counts = itemLayout?.counts ?? itemCounts()
            apply(layOut(counts, in: bounds.size))
        }
        tile()
    }

    /// Makes `layout` current: its content size, and each shown cell at its frame.
    func apply(_ layout: ItemLayout) {
        itemLayout = layout
        laidOutSize = bounds.size
        contentSize = layout.contentSize
        for (path, cell) in cellsByPath {
            if let frame = layout.frame(at: path) { cell.frame = frame }
        }
        placeSupplementaryViews(layout)
    }

    /// The content shown: the bounds, and while an animated scroll runs, where it started.
    var shownRegion: Rect { scrolledFrom.map { bounds.union($0) } ?? bounds }

    /// Shows a cell for every item in view and, unless a batch animation runs, puts away the
    /// cells of items out of view.
    func tile() {
        guard let itemLayout else { return }
        let region = shownRegion
        if runningUpdates == 0 {
            for (path, cell) in cellsByPath where !(itemLayout.frame(at: path).map { $0.overlaps(region) } ?? false) {
                cellsByPath[path] = nil
                recycler.enqueue(cell)
            }
        }
        for path in itemLayout.paths where cellsByPath[path] == nil {
            guard let frame = itemLayout.frame(at: path), frame.overlaps(region) else { continue }
            show(at: path, from: frame, alpha: 1)
        }
    }

    /// Asks the data source for the cell of `path`, puts it in place at `frame` and `alpha`
    /// behind the other cells, and tells the delegate — all without animation, even inside a
    /// batch's block, as UIKit makes and configures cells.
    @discardableResult
    func show(at path: IndexPath, from frame: Rect, alpha: Double) -> ReusableCell? {
        var shown: ReusableCell?
        View.performWithoutAnimation {
            guard let cell = makeCell(at: path) else { return }
            cell.frame = frame
            cell.alpha = alpha
            cell.layoutIfNeeded()
            insertSubview(cell, at: 0)
            cellsByPath[path] = cell
            willDisplay(cell, at: path)
            shown = cell
        }
        return shown
    }

    /// The shown cells whose frames are in the bounds, in path order.
    var cellsInView: [(path: IndexPath, cell: ReusableCell)] {
        layoutIfNeeded()
        return cellsByPath.filter { $0.value.frame.overlaps(bounds) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Scrolls so the item at `path` shows where `position` says (UIKit's ScrollPosition rules:
    /// its top at the top, its middle in the middle, its bottom at the bottom, or the least
    /// scroll that shows it), kept within the content; animated as `setContentOffset(_:animated:)`.
    func scroll(toItemAt path: IndexPath, at position: TableView.ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = itemLayout?.frame(at: path) else {
            return Timeline.report(ListViewError.invalidIndexPath(path, operation: "scroll"))
        }
        let y: Double = switch position {
        case .top: frame.minY
        case .middle: frame.midY - bounds.height / 2
        case .bottom: frame.maxY - bounds.height
        case .none: frame.minY < bounds.minY ? frame.minY : frame.maxY > bounds.maxY ? frame.maxY - bounds.height : bounds.minY
        }
        let offset = clamped(Point(x: contentOffset.x, y: y))
        guard animated else { return contentOffset = offset }
        scrolledFrom = bounds
        scrollAnimated(to: offset) { [weak self] in
            self?.scrolledFrom = nil
            self?.setNeedsLayout()
        }
    }
}
