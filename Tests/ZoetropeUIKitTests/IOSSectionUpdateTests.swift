import XCTest
import ZoetropeUIKit

/// Section updates inside `performBatchUpdates` with UIKit's documented rules: deleted and
/// reloaded sections are named by their indices before the batch, inserted ones by theirs after
/// it; a reload is a deletion and an insertion of the section; the sections that stay keep their
/// order. Rows of inserted sections appear and rows of deleted ones go as the row animation says,
/// while the rows that stay slide, over 0.3 s with the ease-in-out curve (Bézier 0.42, 0, 0.58, 1).
/// The table starts with sections [A, B] and [C] of 50-point rows: C at y 100.
final class IOSSectionUpdateTests: XCTestCase {
    private let duration = 0.3

    private func eased(_ fraction: Double) -> Double { ReferenceCurves.value(ReferenceCurves.easeInEaseOut, at: fraction) }

    /// The on-screen top and alpha of `cell` now.
    private func shown(_ cell: UITableViewCell?, on stage: Stage) throws -> (y: Double, alpha: Double) {
        let cell = try XCTUnwrap(cell)
        return stage.timeline.perform {
            let layer = cell.layer.presentation()!
            return (layer.position.y - layer.bounds.height / 2, Double(layer.opacity))
        }
    }

    /// Section 1 inserted with N and O: they fade in at y 100 and 150 while C slides from 100
    /// to 200; C's cell is then row 0 of section 2, and the completion runs at the end.
    func testAnInsertedSectionFadesInAndTheSectionsAfterItMoveDown() throws {
        var completedAt: Double?
        let scene = IOSSectionsScene { stage, scene in
            stage.at(1) {
                scene.tableView.performBatchUpdates({
                    scene.sections.insert(["N", "O"], at: 1)
                    scene.tableView.insertSections(IndexSet(integer: 1), with: .fade)
                }, completion: { _ in completedAt = stage.timeline.time })
            }
        }
        let stage = Stage(scene: scene)
        try stage.advance(to: 0.5)
        let c = scene.cell(named: "C")
        try stage.advance(to: 1 + duration / 2)
        XCTAssertEqual(try shown(c, on: stage).y, 100 + 100 * eased(0.5), accuracy: 1e-2)
        for (name, y) in [("N", 100.0), ("O", 150.0)] {
            let now = try shown(scene.cell(named: name), on: stage)
            XCTAssertEqual(now.y, y, accuracy: 1e-9, name)
            XCTAssertEqual(now.alpha, eased(0.5), accuracy: 1e-3, name)
        }
        try stage.advance(to: 1.5)
        XCTAssertTrue(c === scene.tableView.cellForRow(at: IndexPath(row: 0, section: 2)))
        XCTAssertEqual(try XCTUnwrap(completedAt), 1 + duration, accuracy: 1e-9)
        XCTAssertEqual(scene.tableView.visibleCells.map { $0.textLabel?.text }, ["A", "B", "N", "O", "C"])
    }

    /// Section 0 deleted: A and B fade out where they were while C slides from 100 to 0.
    func testADeletedSectionFadesOutAndTheSectionsAfterItMoveUp() throws {
        let scene = IOSSectionsScene { stage, scene in
            stage.at(1) {
                scene.tableView.performBatchUpdates({
                    scene.sections.remove(at: 0)
                    scene.tableView.deleteSections(IndexSet(integer: 0), with: .fade)
                })
            }
        }
        let stage = Stage(scene: scene)
        try stage.advance(to: 0.5)
        let (a, c) = (scene.cell(named: "A"), scene.cell(named: "C"))
        try stage.advance(to: 1 + duration / 2)
        XCTAssertEqual(try shown(a, on: stage).alpha, 1 - eased(0.5), accuracy: 1e-3)
        XCTAssertEqual(try shown(a, on: stage).y, 0, accuracy: 1e-9, "fades where it was")
        XCTAssertEqual(try shown(c, on: stage).y, 100 - 100 * eased(0.5), accuracy: 1e-2)
        try stage.advance(to: 1.5)
        XCTAssertEqual(scene.tableView.visibleCells.map { $0.textLabel?.text }, ["C"])
        XCTAssertTrue(c === scene.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    }

    /// Section 0 reloaded with the single row X: A and B fade out, X fades in at y 0 in a new
    /// cell, and C slides from 100 to 50.
    func testAReloadedSectionReplacesItsRows() throws {
        let scene = IOSSectionsScene { stage, scene in
            stage.at(1) {
                scene.tableView.performBatchUpdates({
                    scene.sections[0] = ["X"]
                    scene.tableView.reloadSections(IndexSet(integer: 0), with: .fade)
                })
            }
        }
        let stage = Stage(scene: scene)
        try stage.advance(to: 0.5)
        let (b, c) = (scene.cell(named: "B"), scene.cell(named: "C"))
        try stage.advance(to: 1 + duration / 2)
        XCTAssertEqual(try shown(b, on: stage).alpha, 1 - eased(0.5), accuracy: 1e-3)
        let x = try shown(scene.cell(named: "X"), on: stage)
        XCTAssertEqual(x.y, 0, accuracy: 1e-9)
        XCTAssertEqual(x.alpha, eased(0.5), accuracy: 1e-3)
        XCTAssertEqual(try shown(c, on: stage).y, 100 - 50 * eased(0.5), accuracy: 1e-2)
        try stage.advance(to: 1.5)
        XCTAssertEqual(scene.tableView.visibleCells.map { $0.textLabel?.text }, ["X", "C"])
    }

    /// A section count that does not add up (a section added to the data, none inserted) is
    /// reported, as UIKit raises.
    func testASectionCountThatDoesNotAddUpIsReported() throws {
        let scene = IOSSectionsScene { stage, scene in
            stage.at(1) {
                scene.sections.append(["D"])
                scene.tableView.performBatchUpdates({})
            }
        }
        XCTAssertThrowsError(try Stage(scene: scene).advance(to: 1.1)) { error in
            XCTAssertTrue("\(error)".contains("invalid number of sections"), "\(error)")
        }
    }

    /// The last section deleted: C fades out, the section before stays where it is.
    func testTheLastSectionDeletedLeavesTheOthersInPlace() throws {
        let scene = IOSSectionsScene { stage, scene in
            stage.at(1) {
                scene.tableView.performBatchUpdates({
                    scene.sections.remove(at: 1)
                    scene.tableView.deleteSections(IndexSet(integer: 1), with: .fade)
                })
            }
        }
        let stage = Stage(scene: scene)
        try stage.advance(to: 0.5)
        let c = scene.cell(named: "C")
        try stage.advance(to: 1 + duration / 2)
        XCTAssertEqual(try shown(c, on: stage).alpha, 1 - eased(0.5), accuracy: 1e-3)
        XCTAssertEqual(try shown(scene.cell(named: "B"), on: stage).y, 50, accuracy: 1e-9, "the section before stays")
    }

    /// A collection view's section 0 deleted: its item fades out where it was, and section 1's
    /// item slides to the place section 0's had (the sections that stay fill the places in order).
    func testACollectionViewsDeletedSectionFadesOutAndTheNextTakesItsPlace() throws {
        let scene = IOSSectionGridScene { stage, scene in
            stage.at(1) {
                scene.collectionView.performBatchUpdates({
                    scene.sections.remove(at: 0)
                    scene.collectionView.deleteSections(IndexSet(integer: 0))
                })
            }
        }
        let stage = Stage(scene: scene)
        try stage.advance(to: 0.5)
        let first = try XCTUnwrap(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try XCTUnwrap(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
        let (place, from) = (first.frame, second.frame)
        XCTAssertNotEqual(place, from)
        try stage.advance(to: 1 + duration / 2)
        stage.timeline.perform {
            XCTAssertEqual(Double(first.layer.presentation()!.opacity), 1 - eased(0.5), accuracy: 1e-3)
            let y = second.layer.presentation()!.position.y - from.height / 2
            XCTAssertEqual(y, from.minY + (place.minY - from.minY) * eased(0.5), accuracy: 1e-2)
        }
        try stage.advance(to: 1.5)
        XCTAssertTrue(second === scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(second.frame, place)
        XCTAssertNil(first.superview)
    }
}
