import Foundation

/// Items in sections placed by a layout (UICollectionView): its `dataSource` says how many items
/// each section has and makes each item's cell (dequeued from the registered classes), its
/// `collectionViewLayout` — a `CollectionViewFlowLayout` — places them. Insertions, deletions,
/// reloads and moves animate with UIKit's defaults (`ListView+Updates`): inserted items fade in
/// at their final frames, deleted ones fade out where they were, the others slide to their new frames.
open class CollectionView: ListView {
    /// The object that says the items and makes their cells (UICollectionView.dataSource).
    public weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }
    /// The object told about the items; a `CollectionViewDelegateFlowLayout` also sizes them for
    /// a flow layout (UICollectionView.delegate).
    public weak var delegate: CollectionViewDelegate? {
        didSet { reloadData() }
    }
    /// The layout placing the items (collectionViewLayout); setting it lays them out again at once.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            relayOut()
        }
    }

    /// A collection view placing its items with `layout` (UICollectionView(frame:collectionViewLayout:)),
    /// on iOS's light-mode systemBackground, white.
    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        View.performWithoutAnimation { backgroundColor = .white }
    }

    /// Registers `cellClass` to make the cells dequeued with `identifier`
    /// (register(_:forCellWithReuseIdentifier:)); nil unregisters it.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        recycler.register(cellClass, for: identifier)
    }

    /// A cell of the class registered under `identifier`, reused if one waits
    /// (dequeueReusableCell(withReuseIdentifier:for:)); with none registered, the problem is
    /// reported and a plain cell returned.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        recycler.dequeue(identifier, orReport: CollectionViewCell.self) as! CollectionViewCell
    }

    /// The number of sections, as last loaded (numberOfSections).
    public var numberOfSections: Int {
        layoutIfNeeded()
        return itemLayout?.frames.count ?? 0
    }

    /// The number of items in `section`, as last loaded (numberOfItems(inSection:)).
    public func numberOfItems(inSection section: Int) -> Int {
        layoutIfNeeded()
        return itemLayout?.counts[section] ?? 0
    }

    /// The frame the layout gives the item at `indexPath`, in the content; nil when there is no
    /// such item (layoutAttributesForItem(at:)'s frame).
    public func frameForItem(at indexPath: IndexPath) -> Rect? {
        layoutIfNeeded()
        return itemLayout?.frame(at: indexPath)
    }

    /// The cell shown for the item at `indexPath`, nil when it is out of view (cellForItem(at:)).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        layoutIfNeeded()
        return cellsByPath[indexPath] as? CollectionViewCell
    }

    /// The cells in view, in item order (visibleCells).
    public var visibleCells: [CollectionViewCell] { cellsInView.compactMap { $0.cell as? CollectionViewCell } }

    /// The paths of the items in view, in order (indexPathsForVisibleItems).
    public var indexPathsForVisibleItems: [IndexPath] { cellsInView.map(\.path) }

    /// Inserts items at `indexPaths` (paths after the batch), fading in (insertItems(at:)); alone
    /// it animates at once, in a batch with the batch.
    public func insertItems(at indexPaths: [IndexPath]) {
        record { batch in indexPaths.forEach { batch.insertions[$0] = .fade } }
    }

    /// Deletes the items at `indexPaths` (paths before the batch), fading out (deleteItems(at:)).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { batch in indexPaths.forEach { batch.deletions[$0] = .fade } }
    }

    /// Replaces the cells of the items at `indexPaths` (paths before the batch) with new ones
    /// from the data source, cross-fading (reloadItems(at:)).
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { batch in indexPaths.forEach { batch.reloads[$0] = .fade } }
    }

    /// Inserts the sections at `sections` (indices after the batch), their items fading in
    /// (insertSections(_:)); the sections after them move along.
    public func insertSections(_ sections: IndexSet) {
        record { batch in sections.forEach { batch.insertedSections[$0] = .fade } }
    }

    /// Deletes the sections at `sections` (indices before the batch), their items fading out
    /// (deleteSections(_:)).
    public func deleteSections(_ sections: IndexSet) {
        record { batch in sections.forEach { batch.deletedSections[$0] = .fade } }
    }

    /// Reloads the sections at `sections` (indices before the batch): their items are asked of the
    /// data source again, cross-fading (reloadSections(_:)).
    public func reloadSections(_ sections: IndexSet) {
        record { batch in sections.forEach { batch.reloadedSections[$0] = .fade } }
    }

    /// Moves the item at `indexPath` to `newIndexPath`; its cell slides there (moveItem(at:to:)).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { batch in batch.moves[indexPath] = newIndexPath }
    }

    /// Lays the items out again from the counts last loaded, moving the shown cells (animated
    /// inside an animation block).
    func relayOut() {
        guard let counts = itemLayout?.counts else { return setNeedsLayout() }
        apply(layOut(counts, in: bounds.size))
        setNeedsLayout()
    }

    override func itemCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }

    override func layOut(_ counts: [Int], in size: Size) -> ItemLayout {
        collectionViewLayout.layOut(counts, in: size, for: self)
    }

    override func makeCell(at path: IndexPath) -> ReusableCell? { dataSource?.collectionView(self, cellForItemAt: path) }

    override func willDisplay(_ cell: ReusableCell, at path: IndexPath) {
        guard let cell = cell as? CollectionViewCell else { return }
        delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
    }
}
