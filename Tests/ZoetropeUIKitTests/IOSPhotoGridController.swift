import ZoetropeUIKit

/// Pasted from an iOS app with only the import changed: a grid of coloured tiles in a flow
/// layout, three 90-point tiles to a line between 15-point insets, that inserts and deletes tiles.
final class IOSPhotoGridController: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    var collectionView: UICollectionView!
    var tiles: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo]

    func viewDidLoad() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .white
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tiles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        cell.contentView.backgroundColor = tiles[indexPath.item]
        cell.contentView.layer.cornerRadius = 12
        return cell
    }

    func addTile(_ color: UIColor, at item: Int, completion: ((Bool) -> Void)? = nil) {
        tiles.insert(color, at: item)
        collectionView.performBatchUpdates({
            self.collectionView.insertItems(at: [IndexPath(item: item, section: 0)])
        }, completion: completion)
    }

    func removeTile(at item: Int) {
        tiles.remove(at: item)
        collectionView.performBatchUpdates({
            self.collectionView.deleteItems(at: [IndexPath(item: item, section: 0)])
        })
    }
}

/// The photo grid on a stage, with the script the test gives it.
final class PhotoGridScene: IOSTestScene {
    static let name = "ios-photo-grid"
    static let summary = "a collection view inserting and deleting items"
    var size: Size { Size(width: 320, height: 400) }
    var duration: Double { 3 }
    let controller = IOSPhotoGridController()
    var script: (Stage, IOSPhotoGridController) -> Void = { _, _ in }

    init() {}

    convenience init(script: @escaping (Stage, IOSPhotoGridController) -> Void) {
        self.init()
        self.script = script
    }

    func setUp(on stage: Stage) {
        controller.viewDidLoad()
        stage.rootView.addSubview(controller.view)
        script(stage, controller)
    }
}
