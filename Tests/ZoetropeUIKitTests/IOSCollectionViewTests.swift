import CairoRendering
import XCTest
import ZoetropeUIKit

/// Tags of the given widths, 40 points high but the second 60, sized by the delegate.
private final class Tags: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let widths: [Double]

    init(widths: [Double]) { self.widths = widths }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> Size {
        Size(width: widths[indexPath.item], height: indexPath.item == 1 ? 60 : 40)
    }
}

/// UICollectionViewFlowLayout as Apple documents it: items fill a line left to right while they
/// fit between the section insets with at least `minimumInteritemSpacing` between them, lines are
/// `minimumLineSpacing` apart, and "after the number of items is determined, the actual spacing
/// may possibly be adjusted upward" (the flow layout spreads them to both insets; a line of one
/// is centred). The photo grid: 320 wide, insets 10 / 15, 90-point tiles, spacing 10 and 20.
final class IOSCollectionViewTests: XCTestCase {
    private let duration = 0.3

    private func eased(_ fraction: Double) -> Double { ReferenceCurves.value(ReferenceCurves.easeInEaseOut, at: fraction) }

    /// 320 − 2 · 15 = 290 points hold three tiles (3 · 90 + 2 · 10 = 290), so seven tiles make
    /// lines at y 10, 120 (10 + 90 + 20) and 230, the seventh alone and centred: x 15 + 100 = 115.
    func testTheFlowLayoutWrapsItemsByWidthSpacingAndInsets() throws {
        let scene = PhotoGridScene()
        try Stage(scene: scene).advance(to: 0)
        let grid = scene.controller.collectionView!
        let xs = [15.0, 115, 215]
        for item in 0..<6 {
            XCTAssertEqual(grid.frameForItem(at: IndexPath(item: item, section: 0)),
                           CGRect(x: xs[item % 3], y: [10.0, 120][item / 3], width: 90, height: 90), "item \(item)")
        }
        XCTAssertEqual(grid.frameForItem(at: IndexPath(item: 6, section: 0)), CGRect(x: 115, y: 230, width: 90, height: 90))
        XCTAssertEqual(grid.contentSize, CGSize(width: 320, height: 230 + 90 + 10))
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 115, y: 120, width: 90, height: 90))
        XCTAssertEqual(grid.indexPathsForVisibleItems.count, 7)
    }

    /// Narrower tiles: 80-point ones still fit three to 290 points (a fourth needs 350), and the
    /// 50 points left are shared by the two gaps: x 15, 120, 225.
    func testTheSpacingInALineIsAdjustedUpwardToTheInsets() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let tags = Tags(widths: Array(repeating: 80, count: 6))
        Timeline().perform {
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
            grid.dataSource = tags
            grid.layoutIfNeeded()
        }
        XCTAssertEqual((0..<3).map { grid.frameForItem(at: IndexPath(item: $0, section: 0))?.minX }, [15, 120, 225])
        XCTAssertEqual(grid.frameForItem(at: IndexPath(item: 3, section: 0))?.minY, 10 + 80 + 10, "Apple's default line spacing is 10")
    }

    /// Sizes from the delegate: widths 100, 150 | 100, 60 in 290 points (100 + 10 + 150 + 10 + 100
    /// = 370 does not fit). Line one is 60 high (its tallest), the 40-high item centred on it.
    func testSizesFromTheDelegateWrapAndCentreOnTheirLine() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let tags = Tags(widths: [100, 150, 100, 60])
        Timeline().perform {
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
            grid.dataSource = tags
            grid.delegate = tags
        }
        XCTAssertEqual(grid.frameForItem(at: IndexPath(item: 0, section: 0)), CGRect(x: 15, y: 20, width: 100, height: 40))
        XCTAssertEqual(grid.frameForItem(at: IndexPath(item: 1, section: 0)), CGRect(x: 15 + 100 + 40, y: 10, width: 150, height: 60))
        XCTAssertEqual(grid.frameForItem(at: IndexPath(item: 2, section: 0)), CGRect(x: 15, y: 80, width: 100, height: 40))
        XCTAssertEqual(grid.frameForItem(at: IndexPath(item: 3, section: 0)), CGRect(x: 245, y: 80, width: 60, height: 40))
        XCTAssertEqual(grid.contentSize.height, 80 + 40 + 10)
    }

    /// Scrolling horizontally, lines are columns: 400 − 20 = 380 points of height hold four
    /// 90-point tiles (4 · 90 + 3 · 10 = 390 do not fit, so three, spread: gaps of 55).
    func testAHorizontalFlowLayoutMakesColumns() throws {
        let scene = PhotoGridScene { _, controller in
            (controller.collectionView.collectionViewLayout as! UICollectionViewFlowLayout).scrollDirection = .horizontal
        }
        try Stage(scene: scene).advance(to: 0)
        let grid = scene.controller.collectionView!
        XCTAssertEqual((0..<4).map { grid.frameForItem(at: IndexPath(item: $0, section: 0))?.origin },
                       [CGPoint(x: 15, y: 10), CGPoint(x: 15, y: 155), CGPoint(x: 15, y: 300), CGPoint(x: 125, y: 10)])
    }

    /// UIKit's default batch animation: the inserted tile fades in (alpha 0 → 1) at its final
    /// frame, the tiles after it slide one place on (the third down to the next line), and the
    /// completion runs when the 0.3 s ease-in-out animation ends.
    func testAnInsertedItemFadesInAndTheOthersSlide() throws {
        var completedAt: Double?
        let scene = PhotoGridScene { stage, controller in
            stage.at(1) { controller.addTile(.black, at: 0) { _ in completedAt = stage.timeline.time } }
        }
        let stage = Stage(scene: scene)
        try stage.advance(to: 0.5)
        let grid = scene.controller.collectionView!
        let first = grid.cellForItem(at: IndexPath(item: 0, section: 0))!
        let third = grid.cellForItem(at: IndexPath(item: 2, section: 0))!
        try stage.advance(to: 1 + duration / 4)
        let inserted = grid.cellForItem(at: IndexPath(item: 0, section: 0))!
        let progress = eased(0.25)
        stage.timeline.perform {
            let shown = inserted.layer.presentation()!
            XCTAssertEqual(Double(shown.opacity), progress, accuracy: 1e-3)
            XCTAssertEqual(shown.position, CGPoint(x: 60, y: 55), "at its final frame")
            XCTAssertEqual(first.layer.presentation()!.position.x, 60 + 100 * progress, accuracy: 1e-2)
            let thirdNow = third.layer.presentation()!.position
            XCTAssertEqual(thirdNow.x, 260 + (60 - 260) * progress, accuracy: 1e-2, "from (215, 10) to (15, 120)")
            XCTAssertEqual(thirdNow.y, 55 + 110 * progress, accuracy: 1e-2)
        }
        try stage.advance(to: 1.5)
        XCTAssertEqual(try XCTUnwrap(completedAt), 1 + duration, accuracy: 1e-9)
    }

    /// A deleted tile fades out where it was; half way its alpha is 0.5.
    func testADeletedItemFadesOut() throws {
        let scene = PhotoGridScene { stage, controller in stage.at(1) { controller.removeTile(at: 1) } }
        let stage = Stage(scene: scene)
        try stage.advance(to: 0.5)
        let second = scene.controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        try stage.advance(to: 1 + duration / 2)
        stage.timeline.perform {
            XCTAssertEqual(Double(second.layer.presentation()!.opacity), 0.5, accuracy: 1e-3)
            XCTAssertEqual(second.layer.presentation()!.position, CGPoint(x: 160, y: 55))
        }
        try stage.advance(to: 1.4)
        XCTAssertNil(second.superview)
        XCTAssertEqual(scene.controller.collectionView.visibleCells.count, 6)
    }

    /// Moving the first tile to the end slides it from (15, 10) to the seventh place (115, 230)
    /// while the others move one place back.
    func testAMovedItemSlidesToItsNewPlace() throws {
        let scene = PhotoGridScene { stage, controller in
            stage.at(1) {
                controller.tiles.append(controller.tiles.removeFirst())
                controller.collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 6, section: 0))
            }
        }
        let stage = Stage(scene: scene)
        try stage.advance(to: 0.5)
        let grid = scene.controller.collectionView!
        let red = grid.cellForItem(at: IndexPath(item: 0, section: 0))!
        let orange = grid.cellForItem(at: IndexPath(item: 1, section: 0))!
        try stage.advance(to: 1 + duration / 2)
        stage.timeline.perform {
            XCTAssertEqual(red.layer.presentation()!.position.x, 60 + 100 * eased(0.5), accuracy: 1e-2)
            XCTAssertEqual(red.layer.presentation()!.position.y, 55 + 220 * eased(0.5), accuracy: 1e-2)
            XCTAssertEqual(orange.layer.presentation()!.position.x, 160 - 100 * eased(0.5), accuracy: 1e-2)
        }
        try stage.advance(to: 1.5)
        XCTAssertTrue(grid.cellForItem(at: IndexPath(item: 6, section: 0)) === red)
    }

    /// The grid renders: red tile at (15, 10), the seventh alone in the middle of line three.
    func testThePastedGridRenders() throws {
        let scene = PhotoGridScene { stage, controller in stage.at(1) { controller.addTile(.black, at: 1) } }
        let scrubber = Scrubber(scene: scene)
        let still = try scrubber.still(at: 0.5)
        let midInsertion = try scrubber.still(at: 1.15)
        if let folder = ProcessInfo.processInfo.environment["ZOETROPE_LISTS_PNG"] {
            try still.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("collection.png"))
            try midInsertion.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("collection-mid-insertion.png"))
        }
        let canvas = still.rgbaImage()
        XCTAssertEqual(canvas.pixel(x: 60, y: 55).r, 255, "system red")
        XCTAssertEqual(canvas.pixel(x: 60, y: 55).g, 59)
        XCTAssertEqual(canvas.pixel(x: 160, y: 275).r, 88, "the seventh tile, system indigo (88, 86, 214), centred")
        XCTAssertEqual(canvas.pixel(x: 60, y: 275).g, 255, "white beside it")
    }
}
