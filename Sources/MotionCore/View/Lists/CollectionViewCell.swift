/// An item of a collection view (UICollectionViewCell): a clear cell whose `contentView` holds
/// what the data source puts in it.
open class CollectionViewCell: ReusableCell {}
