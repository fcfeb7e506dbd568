/// What places a collection view's items (UICollectionViewLayout). Only its subclass
/// `CollectionViewFlowLayout` places items; a custom subclass places none.
open class CollectionViewLayout {
    /// The collection view using the layout (collectionView).
    public internal(set) weak var collectionView: CollectionView?

    /// A layout not yet given to a collection view.
    public init() {}

    /// Where the items of sections of `counts` go in `view`, whose bounds have `size`.
    func layOut(_ counts: [Int], in size: Size, for view: CollectionView) -> ItemLayout { .empty }

    /// Asks the collection view to lay its items out again (invalidateLayout()).
    public func invalidateLayout() {
        collectionView?.relayOut()
    }
}
