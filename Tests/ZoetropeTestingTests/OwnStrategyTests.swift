import CairoRendering
import Foundation
import Testing
import Zoetrope
import ZoetropeTesting
import ZoetropeTestSupport

/// A test's own snapshot kind — here a scene's poster, its frame at 0.5 s drawn by the test's own
/// code, pulled back from the image strategy — goes through `assertSnapshot(of:as:)` as the
/// built-in kinds do: the same reference file, record modes, comparison and failures, and engine
/// warnings as errors, with nothing added for it anywhere else.
@Suite struct OwnStrategyTests {
    private let poster = SnapshotStrategy<RGBAImage, RGBAImage>.image().pullback { (scene: any Scene) in
        try SnapshotRenderer.frames(of: scene, at: [0.5])[0]
    }

    private func comments(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    @Test func recordsAndComparesLikeABuiltInKind() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let assertPoster = { (scene: any Scene, record: SnapshotRecordMode) in
            assertSnapshot(of: scene, as: poster, named: "square", record: record, snapshotDirectory: directory.url.path,
                           testName: "poster()")
        }
        let reference = directory.file("poster.square.png")
        withKnownIssue { assertPoster(SlidingSquareScene(), .never) } matching: { comments($0).contains("record mode is never") }
        withKnownIssue {
            assertPoster(SlidingSquareScene(), .missing)
        } matching: { issue in
            comments(issue).contains("No reference existed; recorded \(reference.path)")
        }
        assertPoster(SlidingSquareScene(), .never)
        // The reference is the built-in frame kind's, under the same name.
        assertSnapshot(of: SlidingSquareScene(), as: .frame(at: 0.5), named: "square", record: .never,
                       snapshotDirectory: directory.url.path, testName: "poster()")
        withKnownIssue {
            assertPoster(SlidingSquareScene(squareColor: Color(hex: 0xFF9F0A)), .missing)
        } matching: { issue in
            comments(issue).contains(directory.file("poster.square.actual.png").path)
                && comments(issue).contains(directory.file("poster.square.diff.png").path)
        }
        withKnownIssue {
            assertPoster(SlidingSquareScene(squareColor: Color(hex: 0xFF9F0A)), .all)
        } matching: { issue in
            comments(issue).contains("SNAPSHOT_TESTING_RECORD=all")
        }
        assertPoster(SlidingSquareScene(squareColor: Color(hex: 0xFF9F0A)), .never)
    }

    @Test func engineWarningsFailIt() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        _ = try poster.snapshot(BrokenScene(.silentAnimation))
        withKnownIssue {
            assertSnapshot(of: BrokenScene(.silentAnimation), as: poster, record: .missing, snapshotDirectory: directory.url.path)
        } matching: { issue in
            comments(issue).contains("Could not take the snapshot engineWarningsFailIt.png")
                && comments(issue).contains("'radius'") && comments(issue).contains("animates nothing")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty, "nothing recorded")
    }
}
