import ZoetropeUIKit

/// A 320 × 400 collection view with a flow layout of 100-point items, one section per count in
/// `sections`; `script` changes the sections and announces it.
final class IOSSectionGridScene: IOSTestScene, UICollectionViewDataSource {
    static let name = "ios-grid-sections"
    static let summary = "a collection view's sections updated in a batch"
    var size: Size { Size(width: 320, height: 400) }
    var duration: Double { 2 }
    let collectionView: UICollectionView
    var sections = [1, 1]
    private var script: (Stage, IOSSectionGridScene) -> Void = { _, _ in }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    }

    convenience init(script: @escaping (Stage, IOSSectionGridScene) -> Void) {
        self.init()
        self.script = script
    }

    func setUp(on stage: Stage) {
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = self
        stage.rootView.addSubview(collectionView)
        script(stage, self)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
}
