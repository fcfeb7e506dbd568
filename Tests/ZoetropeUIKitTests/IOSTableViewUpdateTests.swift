import CairoRendering
import XCTest
import ZoetropeUIKit

/// UITableView's batch updates with the documented rules: deletions name rows before the batch
/// and insertions rows after it; the rows around slide to their new places and the inserted or
/// deleted row appears or goes as its `RowAnimation` says, over
/// `UITableView.updateAnimationDuration` (0.3 s, an approximation: Apple does not publish it)
/// with UIView's default ease-in-out curve (Bézier 0.42, 0, 0.58, 1); the completion runs when
/// that ends. The fruit list's rows are 80, 60, 60, 60, 60 points high.
final class IOSTableViewUpdateTests: XCTestCase {
    private let duration = 0.3

    private func eased(_ fraction: Double) -> Double { ReferenceCurves.value(ReferenceCurves.easeInEaseOut, at: fraction) }

    /// The on-screen frame origin and alpha of `cell` now.
    private func shown(_ cell: UITableViewCell, on stage: Stage) -> (x: Double, y: Double, alpha: Double) {
        stage.timeline.perform {
            let layer = cell.layer.presentation()!
            return (layer.position.x - layer.bounds.width / 2, layer.position.y - layer.bounds.height / 2, Double(layer.opacity))
        }
    }

    private func cell(_ row: Int, of scene: FruitListScene) -> UITableViewCell {
        scene.controller.tableView.cellForRow(at: IndexPath(row: row, section: 0))!
    }

    /// A fade insertion at row 1 (y 80): the rows below slide down 60 points and the new row's
    /// alpha goes 0 → 1 at its final frame, both on the curve; the completion runs at 1.3 s.
    func testAnInsertionShiftsTheRowsBelowAndFadesTheNewRowIn() throws {
        var completedAt: Double?
        var finished: Bool?
        let scene = FruitListScene { stage, controller in
            stage.at(1) {
                controller.add("Apricot", at: 1) { done in
                    completedAt = stage.timeline.time
                    finished = done
                }
            }
        }
        let stage = Stage(scene: scene)
        try stage.advance(to: 0.5)
        let banana = cell(1, of: scene)
        let elderberry = cell(4, of: scene)
        for fraction in [0.25, 0.5, 0.75] {
            try stage.advance(to: 1 + duration * fraction)
            let inserted = cell(1, of: scene)
            XCTAssertEqual(inserted.textLabel?.text, "Apricot")
            XCTAssertEqual(shown(inserted, on: stage).y, 80, accuracy: 1e-9, "at its final frame")
            XCTAssertEqual(shown(inserted, on: stage).alpha, eased(fraction), accuracy: 1e-3)
            XCTAssertEqual(shown(banana, on: stage).y, 80 + 60 * eased(fraction), accuracy: 1e-2)
            XCTAssertEqual(shown(elderberry, on: stage).y, 260 + 60 * eased(fraction), accuracy: 1e-2)
            XCTAssertEqual(shown(cell(0, of: scene), on: stage).y, 0, "the row above stays")
            XCTAssertNil(completedAt)
        }
        XCTAssertTrue(banana === cell(2, of: scene), "Banana's cell is row 2's now")
        try stage.advance(to: 1.5)
        XCTAssertEqual(try XCTUnwrap(completedAt), 1 + duration, accuracy: 1e-9)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(shown(banana, on: stage).y, 140)
    }

    /// A fade deletion of Cherry (row 2, y 140): half way through its alpha is 1 − 0.5 = 0.5 and
    /// Damson is half way up to 140; at the end Cherry's cell is gone from the table.
    func testADeletedRowFadesOutAndTheRowsBelowCloseTheGap() throws {
        var cherry: UITableViewCell?
        let scene = FruitListScene { stage, controller in
            stage.at(1) {
                cherry = controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))
                controller.removeFruit(at: 2)
            }
        }
        let stage = Stage(scene: scene)
        try stage.advance(to: 0.5)
        let damson = cell(3, of: scene)
        try stage.advance(to: 1 + duration / 2)
        let deleted = try XCTUnwrap(cherry)
        XCTAssertEqual(shown(deleted, on: stage).alpha, 1 - eased(0.5), accuracy: 1e-3)
        XCTAssertEqual(shown(deleted, on: stage).y, 140, accuracy: 1e-9, "fades where it was")
        XCTAssertEqual(shown(damson, on: stage).y, 200 - 60 * eased(0.5), accuracy: 1e-2)
        try stage.advance(to: 1.4)
        XCTAssertNil(deleted.superview, "put away for reuse")
        XCTAssertEqual(scene.controller.tableView.visibleCells.map { $0.textLabel?.text }, ["Apple", "Banana", "Damson", "Elderberry"])
    }

    /// The slides start one width or height away; `.middle` half a height up (centred on the gap
    /// while it has no height); `.none` shows the row at once while the others still slide.
    func testEachRowAnimationStartsTheRowWhereAppleDescribes() throws {
        let cases: [(UITableView.RowAnimation, x: Double, y: Double, alpha: Double)] = [
            (.right, 320, 80, 1), (.left, -320, 80, 1), (.top, 0, 20, 1), (.bottom, 0, 140, 1),
            (.middle, 0, 50, 1), (.automatic, 0, 80, 0), (.none, 0, 80, 1),
        ]
        for (animation, x, y, alpha) in cases {
            let scene = FruitListScene { stage, controller in stage.at(1) { controller.add("Apricot", at: 1, with: animation) } }
            let stage = Stage(scene: scene)
            try stage.advance(to: 0.5)
            let banana = cell(1, of: scene)
            for fraction in [0.0, 0.5] {
                try stage.advance(to: 1 + duration * fraction)
                let now = shown(cell(1, of: scene), on: stage)
                let progress = animation == .none ? 1 : eased(fraction)
                XCTAssertEqual(now.x, x + (0 - x) * progress, accuracy: 1e-2, "\(animation) at \(fraction)")
                XCTAssertEqual(now.y, y + (80 - y) * progress, accuracy: 1e-2, "\(animation) at \(fraction)")
                XCTAssertEqual(now.alpha, alpha + (1 - alpha) * progress, accuracy: 1e-3, "\(animation) at \(fraction)")
                XCTAssertEqual(shown(banana, on: stage).y, 80 + 60 * eased(fraction), accuracy: 1e-2, "\(animation)")
            }
        }
    }

    /// Moving Apple (row 0) to row 2 slides its cell from y 0 to 140 (Banana and Cherry are
    /// above it now, 80 + 60 high) and Banana's up to 0.
    func testAMovedRowSlidesToItsNewPlace() throws {
        let scene = FruitListScene { stage, controller in
            stage.at(1) {
                controller.fruits = ["Banana", "Cherry", "Apple", "Damson", "Elderberry"]
                controller.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
            }
        }
        let stage = Stage(scene: scene)
        try stage.advance(to: 0.5)
        let apple = cell(0, of: scene)
        let banana = cell(1, of: scene)
        try stage.advance(to: 1 + duration / 4)
        XCTAssertEqual(shown(apple, on: stage).y, 140 * eased(0.25), accuracy: 1e-2)
        XCTAssertEqual(shown(banana, on: stage).y, 80 - 80 * eased(0.25), accuracy: 1e-2)
        try stage.advance(to: 1.5)
        XCTAssertTrue(apple === cell(2, of: scene))
        XCTAssertEqual(apple.frame, CGRect(x: 0, y: 140, width: 320, height: 60))
    }

    /// Reloading Banana with `.fade` swaps its cell for a new one from the data source: the old
    /// fades out and the new fades in at the same frame.
    func testAReloadedRowCrossFades() throws {
        let scene = FruitListScene { stage, controller in
            stage.at(1) {
                controller.fruits[1] = "Blueberry"
                controller.tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            }
        }
        let stage = Stage(scene: scene)
        try stage.advance(to: 0.5)
        let old = cell(1, of: scene)
        try stage.advance(to: 1 + duration / 4)
        let new = cell(1, of: scene)
        XCTAssertFalse(old === new)
        XCTAssertEqual(new.textLabel?.text, "Blueberry")
        XCTAssertEqual(shown(old, on: stage).alpha, 1 - eased(0.25), accuracy: 1e-3)
        XCTAssertEqual(shown(new, on: stage).alpha, eased(0.25), accuracy: 1e-3)
        XCTAssertEqual(shown(new, on: stage).y, 80)
        XCTAssertEqual(shown(old, on: stage).y, 80)
    }

    /// Nested batches animate once, when the outermost ends, with both completions at its end.
    /// Deleting Elderberry (row 4 before) and inserting Apricot at row 0 (after) moves Apple
    /// from y 0 to 80.
    func testNestedBatchesAnimateTogether() throws {
        var completions: [Double] = []
        let scene = FruitListScene { stage, controller in
            stage.at(1) {
                let table = controller.tableView
                controller.fruits = ["Apricot", "Apple", "Banana", "Cherry", "Damson"]
                table.performBatchUpdates({
                    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                    table.performBatchUpdates({
                        table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
                    }, completion: { _ in completions.append(stage.timeline.time) })
                }, completion: { _ in completions.append(stage.timeline.time) })
            }
        }
        let stage = Stage(scene: scene)
        try stage.advance(to: 0.5)
        let apple = cell(0, of: scene)
        try stage.advance(to: 1 + duration / 2)
        XCTAssertEqual(shown(apple, on: stage).y, 80 * eased(0.5), accuracy: 1e-2)
        try stage.advance(to: 1.5)
        XCTAssertEqual(completions.count, 2)
        for time in completions { XCTAssertEqual(time, 1 + duration, accuracy: 1e-9) }
        XCTAssertEqual(scene.controller.tableView.visibleCells.map { $0.textLabel?.text }, scene.controller.fruits)
    }

    /// A count that does not add up is reported, as UIKit raises; the table shows the new data.
    func testAnInconsistentBatchIsReported() throws {
        let scene = FruitListScene { stage, controller in
            stage.at(1) {
                controller.fruits.append("Fig")
                controller.tableView.performBatchUpdates({}, completion: nil)
            }
        }
        XCTAssertThrowsError(try Stage(scene: scene).advance(to: 1.1)) { error in
            XCTAssertTrue("\(error)".contains("invalid number of items in section 0"), "\(error)")
        }
    }

    /// The pasted controller renders: half way through inserting a yellow row at row 1, the
    /// row is half faded in over the grouped background while Banana is half way down.
    func testThePastedControllerRendersMidInsertion() throws {
        let scene = FruitListScene { stage, controller in stage.at(1) { controller.add("Apricot", at: 1) } }
        let still = try Scrubber(scene: scene).still(at: 1 + duration / 2)
        if let folder = ProcessInfo.processInfo.environment["ZOETROPE_LISTS_PNG"] {
            try still.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("table-mid-insertion.png"))
        }
        let canvas = still.rgbaImage()
        let faded = canvas.pixel(x: 300, y: 85)   // the inserted row, right of its text, above Banana
        XCTAssertEqual(Double(faded.b), 247 + (0 - 247) * 0.5, accuracy: 2, "yellow (blue 0) half over the background (blue 247)")
        XCTAssertEqual(canvas.pixel(x: 300, y: 40).b, 255, "Apple's white row")
    }
}
