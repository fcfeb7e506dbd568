import Foundation

/// What a collection view tells about its items (UICollectionViewDelegate); every method is optional.
public protocol CollectionViewDelegate: AnyObject {
    /// Told just before `cell` is shown for the item at `indexPath` (collectionView(_:willDisplay:forItemAt:)).
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
}
