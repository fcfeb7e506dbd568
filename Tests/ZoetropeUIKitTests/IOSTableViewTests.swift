import CairoRendering
import XCTest
import ZoetropeUIKit

/// Two sections of three and two rows, the second row of the first 80 points high.
private final class TwoSections: UITableViewDataSource, UITableViewDelegate {
    var made = 0

    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        made += 1
        return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath == IndexPath(row: 1, section: 0) ? 80 : tableView.rowHeight
    }
}

/// Twenty rows of UIKit's default height, no delegate.
private final class TwentyRows: UITableViewDataSource {
    var made = 0

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        made += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A number of rows that the test changes.
private final class CountedRows: UITableViewDataSource {
    var count = 20

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}

/// Ten rows whose cells are made the pre-iOS 6 way, with nothing registered.
private final class ClassicRows: UITableViewDataSource {
    var made = 0

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Classic")
            ?? { made += 1; return UITableViewCell(style: .subtitle, reuseIdentifier: "Classic") }()
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// Twenty rows in a 300 × 200 table, scrolled to row 15 with animation at 1 s.
private final class ScrollingTableScene: IOSTestScene {
    static let name = "ios-scrolling-table"
    static let summary = "a table view scrolled to a row with animation"
    var size: Size { Size(width: 300, height: 200) }
    var duration: Double { 2 }
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let rows = TwentyRows()

    init() {}

    func setUp(on stage: Stage) {
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        stage.rootView.addSubview(table)
        stage.at(1) { self.table.scrollToRow(at: IndexPath(row: 15, section: 0), at: .top, animated: true) }
    }
}

/// UITableView as Apple documents it: rows stacked in order from the top, each `rowHeight` high
/// unless the delegate's `tableView(_:heightForRowAt:)` says otherwise, as wide as the table;
/// cells only for the rows in view, reused as they scroll away; `scrollToRow` puts the row's top,
/// middle or bottom at the bounds' top, middle or bottom.
final class IOSTableViewTests: XCTestCase {
    func testRowsStackByRowHeightAndTheDelegatesHeights() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let rows = TwoSections()
        Timeline().perform {
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.rowHeight = 50
            table.dataSource = rows
            table.delegate = rows
            table.layoutIfNeeded()
        }
        let expected: [(IndexPath, Rect)] = [
            (IndexPath(row: 0, section: 0), CGRect(x: 0, y: 0, width: 320, height: 50)),
            (IndexPath(row: 1, section: 0), CGRect(x: 0, y: 50, width: 320, height: 80)),
            (IndexPath(row: 2, section: 0), CGRect(x: 0, y: 130, width: 320, height: 50)),
            (IndexPath(row: 0, section: 1), CGRect(x: 0, y: 180, width: 320, height: 50)),
            (IndexPath(row: 1, section: 1), CGRect(x: 0, y: 230, width: 320, height: 50)),
        ]
        for (path, frame) in expected {
            XCTAssertEqual(table.rectForRow(at: path), frame, "\(path)")
            XCTAssertEqual(table.cellForRow(at: path)?.frame, frame, "\(path)")
        }
        XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 280))
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
        XCTAssertEqual(table.indexPathsForVisibleRows, expected.map { $0.0 })
        XCTAssertEqual(table.visibleCells.map(\.reuseIdentifier), Array(repeating: "cell", count: 5))
    }

    /// UIKit's standard row is 44 points; cells are made only for rows in view and reused: 200
    /// points show rows 0–4 (row 4 spans 176–220), scrolled to 440 rows 10–14.
    func testOnlyRowsInViewHaveCellsAndScrolledAwayCellsAreReused() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let rows = TwentyRows()
        Timeline().perform {
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = rows
            table.layoutIfNeeded()
        }
        XCTAssertEqual(table.indexPathsForVisibleRows, (0...4).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(table.contentSize.height, 20 * 44)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        Timeline().perform { table.contentOffset = CGPoint(x: 0, y: 440) }
        XCTAssertEqual(table.indexPathsForVisibleRows, (10...14).map { IndexPath(row: $0, section: 0) })
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0)), "out of view")
        XCTAssertEqual(rows.made, 10)
        XCTAssertTrue(table.visibleCells.contains { $0 === first }, "the first cell shows another row now")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 10, section: 0))?.textLabel?.text, "Row 10")
    }

    /// `dequeueReusableCell(withIdentifier:)` is nil until a cell made by the data source has
    /// scrolled away: five cells show 0–4 (44 points each in 200), and scrolled to 220 rows 5–9
    /// reuse them.
    func testCellsMadeWithoutRegisteringAreReused() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let rows = ClassicRows()
        Timeline().perform {
            table.dataSource = rows
            table.layoutIfNeeded()
            table.contentOffset = CGPoint(x: 0, y: 220)
            table.layoutIfNeeded()
        }
        XCTAssertEqual(rows.made, 5)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, (5...9).map { "Row \($0)" })
        XCTAssertEqual(table.visibleCells.first?.style, .subtitle)
    }

    /// The header view sits above the rows and the footer below them, both as wide as the table.
    func testHeaderAndFooterViewsFrameTheRows() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 2000))
        let rows = TwentyRows()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        Timeline().perform {
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = rows
            table.tableHeaderView = header
            table.tableFooterView = footer
            table.layoutIfNeeded()
        }
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 300, height: 100))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 100, width: 300, height: 44))
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 100 + 880, width: 300, height: 30))
        XCTAssertEqual(table.contentSize.height, 100 + 880 + 30)
    }

    /// Rows are not self-sized: an `automaticDimension` row is `estimatedRowHeight` high.
    func testAutomaticRowsAreTheEstimatedHeight() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let rows = TwentyRows()
        Timeline().perform {
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = 60
            table.dataSource = rows
            table.layoutIfNeeded()
        }
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)), CGRect(x: 0, y: 120, width: 300, height: 60))
    }

    /// Scrolled to the end (880 − 200 = 680), deleting the last five rows leaves 660 points of
    /// content: the offset comes back to 460 with the rows, and the rows now in view have cells.
    func testDeletingRowsUnderTheOffsetScrollsBack() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let rows = CountedRows()
        Timeline().perform {
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = rows
            table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
            XCTAssertEqual(table.contentOffset.y, 680)
            rows.count = 15
            table.deleteRows(at: (15..<20).map { IndexPath(row: $0, section: 0) }, with: .fade)
            XCTAssertEqual(table.contentOffset.y, 460)
            XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 11, section: 0)), "460–660 shows rows 10–14")
        }
    }

    func testScrollToRowPutsTheRowWhereThePositionSays() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let rows = TwentyRows()
        let row = IndexPath(row: 15, section: 0)   // 660–704
        Timeline().perform {
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = rows
            table.scrollToRow(at: row, at: .top, animated: false)
            XCTAssertEqual(table.contentOffset.y, 660)
            table.scrollToRow(at: row, at: .middle, animated: false)
            XCTAssertEqual(table.contentOffset.y, 682 - 100)
            table.scrollToRow(at: row, at: .bottom, animated: false)
            XCTAssertEqual(table.contentOffset.y, 704 - 200)
            table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
            XCTAssertEqual(table.contentOffset.y, 880 - 200, "kept within the content")
        }
        XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 19, section: 0)))
    }

    /// While an animated scroll from 0 to 660 runs (0.3 s ease-in-out, so 330 half way), the rows
    /// passing through the bounds have cells; once it ends only rows 15–19 keep theirs.
    func testAnAnimatedScrollToARowShowsTheRowsOnTheWay() throws {
        let scene = ScrollingTableScene()
        let stage = Stage(scene: scene)
        try stage.advance(to: 1.15)
        XCTAssertEqual(stage.timeline.perform { scene.table.layer.presentation()!.bounds.minY }, 330, accuracy: 1e-6)
        let tops = Set(scene.table.subviews.map(\.frame.minY))
        for row in 7...12 { XCTAssertTrue(tops.contains(Double(row) * 44), "row \(row), in view at 330–530, has a cell") }
        try stage.advance(to: 1.5)
        XCTAssertEqual(scene.table.indexPathsForVisibleRows, (15...19).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(scene.table.subviews.count, 5, "the cells scrolled past are put away")
    }

    /// The delegate hears of every row about to show.
    func testWillDisplayIsToldOfEveryRowShown() throws {
        let scene = FruitListScene()
        try Stage(scene: scene).advance(to: 0)
        XCTAssertEqual(scene.controller.displayed, (0..<5).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(scene.controller.tableView.visibleCells.map { $0.textLabel?.text }, scene.controller.fruits)
    }
}
