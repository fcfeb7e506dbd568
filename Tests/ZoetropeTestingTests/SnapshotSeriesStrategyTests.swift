import CairoRendering
import Foundation
import XCTest
import Zoetrope
import ZoetropeTesting
import ZoetropeTestSupport

/// A scene's frames at several times and its whole animation are series strategies that the one
/// verifier checks like any other strategy: the same record-mode matrix (missing recorded and
/// failing once, `.all` re-recording, `.never` writing nothing), the same artifacts on a
/// mismatch, and `assertSnapshot(of:at:)`/`(of:frames:)`, `SceneSnapshot` and `AnimationSnapshot`
/// all come to the verifier's outcome.
final class SnapshotSeriesStrategyTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws { directory = try makeTemporaryFolder() }

    private let stills = SnapshotSeriesStrategy<any Scene, RGBAImage>.stills(at: [0, 0.5])
    private let animation = SnapshotSeriesStrategy<any Scene, RGBAImage>.animation(.every(0.5))

    private func verify(_ scene: Scene, as strategy: SnapshotSeriesStrategy<any Scene, RGBAImage>,
                        record: SnapshotRecordMode) -> [SnapshotOutcome] {
        SnapshotVerifier(recordMode: record).verify(scene, as: strategy, in: directory, testName: "t", name: "square")
    }

    /// The references each strategy keeps: two files, or one folder of two frames.
    private func references(_ strategy: SnapshotSeriesStrategy<any Scene, RGBAImage>) -> [URL] {
        switch strategy.storage {
        case .files: [directory.appendingPathComponent("t.square.0.000.png"), directory.appendingPathComponent("t.square.0.500.png")]
        case .animation: [directory.appendingPathComponent("t.square.frames", isDirectory: true)]
        }
    }

    func testTheRecordModeMatrixHoldsForStillsAndAnimations() throws {
        for strategy in [stills, animation] {
            let references = references(strategy)
            let never = verify(SlidingSquareScene(), as: strategy, record: .never)
            XCTAssertEqual(never.count, references.count, "\(strategy.storage): each file, or the animation once")
            XCTAssertTrue(never.allSatisfy { $0.failureMessage?.contains("record mode is never") == true }, "\(never)")
            XCTAssertEqual(verify(SlidingSquareScene(), as: strategy, record: .missing),
                           references.map { .recorded(reference: $0, reason: .missing) }, "\(strategy.storage)")
            XCTAssertEqual(verify(SlidingSquareScene(), as: strategy, record: .missing),
                           references.map { .matched(reference: $0) }, "\(strategy.storage)")
            XCTAssertEqual(verify(SlidingSquareScene(), as: strategy, record: .never),
                           references.map { .matched(reference: $0) }, "\(strategy.storage)")
            XCTAssertEqual(verify(SlidingSquareScene(), as: strategy, record: .all),
                           references.map { .recorded(reference: $0, reason: .recordMode) }, "\(strategy.storage)")
        }
    }

    func testRecordModeNeverWritesNothing() throws {
        for strategy in [stills, animation] { _ = verify(SlidingSquareScene(), as: strategy, record: .never) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testAMismatchLeavesTheActualAndDiffImagesOfEachChangedFrame() throws {
        for strategy in [stills, animation] { _ = verify(SlidingSquareScene(), as: strategy, record: .missing) }
        let changed = SlidingSquareScene(squareColor: Color(hex: 0xFF9F0A))
        let each = verify(changed, as: stills, record: .missing)
        let whole = verify(changed, as: animation, record: .missing)
        XCTAssertEqual(each.count, 2)
        XCTAssertEqual(whole.count, 1)
        let frames = directory.appendingPathComponent("t.square.frames", isDirectory: true)
        for (outcome, folder, stem) in [(each[1], directory!, "t.square.0.500"), (whole[0], frames, "0.000")] {
            guard case let .mismatched(_, actual, diff, _) = outcome else { return XCTFail("expected a mismatch, got \(outcome)") }
            XCTAssertEqual(actual, folder.appendingPathComponent(stem + ".actual.png"))
            XCTAssertEqual(diff, folder.appendingPathComponent(stem + ".diff.png"))
            XCTAssertTrue(FileManager.default.fileExists(atPath: actual.path))
        }
    }

    func testTheAssertionsAndTheirCoresAreTheStrategies() throws {
        let scene = SlidingSquareScene()
        let verifier = SnapshotVerifier(recordMode: .missing)
        XCTAssertEqual(SceneSnapshot(times: [0, 0.5], name: "square").verify(scene, in: directory, testName: "t", verifier: verifier),
                       references(stills).map { .recorded(reference: $0, reason: .missing) })
        XCTAssertEqual(verify(scene, as: stills, record: .never), references(stills).map { .matched(reference: $0) })
        XCTAssertEqual([AnimationSnapshot(every: 0.5, name: "square").verify(scene, in: directory, testName: "t", verifier: verifier)],
                       references(animation).map { .recorded(reference: $0, reason: .missing) })
        XCTAssertEqual(verify(scene, as: animation, record: .never), references(animation).map { .matched(reference: $0) })
        assertSnapshot(of: scene, at: [0, 0.5], named: "square", record: .never, snapshotDirectory: directory.path,
                       testName: "t()")
        assertSnapshot(of: scene, frames: .every(0.5), named: "square", record: .never, snapshotDirectory: directory.path,
                       testName: "t()")
    }

    func testAPullbackTakesTheSameFrames() throws {
        let byColor = stills.pullback { (hex: UInt32) -> any Scene in SlidingSquareScene(squareColor: Color(hex: hex)) }
        let verifier = SnapshotVerifier(recordMode: .missing)
        _ = verifier.verify(0x0A84FF, as: byColor, in: directory, testName: "t", name: "square")
        XCTAssertEqual(verify(SlidingSquareScene(), as: stills, record: .never), references(stills).map { .matched(reference: $0) })
    }
}
