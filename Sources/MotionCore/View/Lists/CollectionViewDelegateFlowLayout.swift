import Foundation

/// What a flow layout asks its collection view's delegate (UICollectionViewDelegateFlowLayout);
/// every method is optional and answers the layout's own property unless implemented.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath` (collectionView(_:layout:sizeForItemAt:)).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> Size
    /// The margins of `section` (collectionView(_:layout:insetForSectionAt:)).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
    /// The least space between the lines of `section` (collectionView(_:layout:minimumLineSpacingForSectionAt:)).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The least space between the items of a line of `section`
    /// (collectionView(_:layout:minimumInteritemSpacingForSectionAt:)).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}

extension CollectionViewDelegateFlowLayout {
    private func flow(_ layout: CollectionViewLayout) -> CollectionViewFlowLayout? { layout as? CollectionViewFlowLayout }

    /// The layout's `itemSize`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> Size {
        flow(collectionViewLayout)?.itemSize ?? .zero
    }

    /// The layout's `sectionInset`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               insetForSectionAt section: Int) -> EdgeInsets {
        flow(collectionViewLayout)?.sectionInset ?? .zero
    }

    /// The layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        CGFloat(flow(collectionViewLayout)?.minimumLineSpacing ?? 0)
    }

    /// The layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        CGFloat(flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0)
    }
}
