/// UITableView (`TableView`): rows from a data source, stacked, with animated batch updates.
public typealias UITableView = TableView
/// UITableViewCell (`TableViewCell`).
public typealias UITableViewCell = TableViewCell
/// UITableViewDataSource (`TableViewDataSource`).
public typealias UITableViewDataSource = TableViewDataSource
/// UITableViewDelegate (`TableViewDelegate`).
public typealias UITableViewDelegate = TableViewDelegate
/// UICollectionView (`CollectionView`): items from a data source placed by a flow layout.
public typealias UICollectionView = CollectionView
/// UICollectionViewCell (`CollectionViewCell`).
public typealias UICollectionViewCell = CollectionViewCell
/// UICollectionReusableView (`ReusableCell`): what table and collection cells share.
public typealias UICollectionReusableView = ReusableCell
/// UICollectionViewLayout (`CollectionViewLayout`).
public typealias UICollectionViewLayout = CollectionViewLayout
/// UICollectionViewFlowLayout (`CollectionViewFlowLayout`).
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UICollectionViewDataSource (`CollectionViewDataSource`).
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UICollectionViewDelegate (`CollectionViewDelegate`).
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UICollectionViewDelegateFlowLayout (`CollectionViewDelegateFlowLayout`).
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
