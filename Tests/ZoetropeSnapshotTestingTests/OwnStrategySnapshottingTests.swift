import CairoRendering
import Foundation
import SnapshotTesting
import Testing
import Zoetrope
import ZoetropeSnapshotTesting
import ZoetropeTesting
import ZoetropeTestSupport

/// A test's own snapshot kind works in both flavours from one definition: `Snapshotting(kind)`
/// hands it to swift-snapshot-testing, which records and compares it under its own naming, and
/// it is taken as Zoetrope's verifier takes it — engine warnings are errors.
@Suite struct OwnStrategySnapshottingTests {
    /// A scene's first frame, drawn by the test's own code and pulled back from the image strategy.
    private let cover = SnapshotStrategy<RGBAImage, RGBAImage>.image(tolerance: .exact).pullback { (scene: any Scene) in
        try SnapshotRenderer.frames(of: scene, at: [0])[0]
    }

    @Test func recordsAndComparesInSwiftSnapshotTesting() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let verifyCover = { (level: Double, record: SnapshotTestingConfiguration.Record) in
            verifySnapshot(of: PulseScene(level: level) as any Scene, as: Snapshotting(cover), named: "pulse", record: record,
                           snapshotDirectory: directory.url.path, testName: "cover()")
        }
        #expect(verifyCover(0.5, .missing)?.contains("No reference was found on disk") == true)
        #expect(FileManager.default.fileExists(atPath: directory.file("cover.pulse.png").path), "swift-snapshot-testing's name")
        #expect(verifyCover(0.5, .never) == nil)
        let mismatch = try #require(verifyCover(0.6, .never))
        #expect(mismatch.contains("Newly-taken snapshot does not match reference"), "\(mismatch)")
        // The same kind in Zoetrope's flavour, in the same file.
        assertSnapshot(of: PulseScene(level: 0.5), as: cover, named: "pulse", record: .never, snapshotDirectory: directory.url.path,
                       testName: "cover()")
    }

    @Test func engineWarningsFailIt() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        _ = try cover.snapshot(BrokenScene(.silentAnimation))
        withKnownIssue {
            _ = verifySnapshot(of: BrokenScene(.silentAnimation) as any Scene, as: Snapshotting(cover), named: "silent",
                               record: .all, snapshotDirectory: directory.url.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("'radius'") && $0.rawValue.contains("animates nothing") }
        }
    }
}

/// 10×10 points of grey at `level`.
private struct PulseScene: Scene, DefaultConstructible {
    static let name = "pulse"
    static let summary = "A grey square"
    var size: Size { Size(width: 10, height: 10) }
    var duration: Double { 1 }
    var backgroundColor: Color? { Color(red: level, green: level, blue: level) }
    var level = 0.5

    init() {}
    init(level: Double) { self.level = level }

    func setUp(on stage: Stage) {}
}
