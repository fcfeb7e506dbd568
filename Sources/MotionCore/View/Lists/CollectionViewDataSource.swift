import Foundation

/// What a collection view asks for its items (UICollectionViewDataSource).
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (numberOfSections(in:)); 1 unless implemented.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
    /// One section, as UIKit assumes when the method is not implemented.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}
