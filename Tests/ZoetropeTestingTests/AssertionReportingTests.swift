import Foundation
import Testing
import Zoetrope
import ZoetropeTesting
import ZoetropeTestSupport

/// The assertions under Swift Testing: failures arrive as issues carrying the verifier's message.
@Suite struct AssertionReportingTests {
    private func comments(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    @Test func mismatchingFrameIsAnIssueNamingActualAndDiffImages() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        _ = SceneSnapshot(times: [0.5]).verify(SlidingSquareScene(), in: directory.url, testName: "frame",
                                               verifier: SnapshotVerifier(recordMode: .missing))
        withKnownIssue {
            assertSnapshot(of: SlidingSquareScene(squareColor: Color(hex: 0xFF9F0A)), at: [0.5], record: .missing,
                           snapshotDirectory: directory.url.path, testName: "frame()")
        } matching: { issue in
            comments(issue).contains(directory.file("frame.0.500.actual.png").path)
                && comments(issue).contains(directory.file("frame.0.500.diff.png").path)
        }
    }

    @Test func missingReferenceIsRecordedWithAnIssueSayingSo() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        withKnownIssue {
            assertSnapshot(of: SlidingSquareScene(), at: [0], record: .missing, snapshotDirectory: directory.url.path)
        } matching: { issue in
            comments(issue).contains("No reference existed; recorded")
        }
        // The name comes from this function: "missingReferenceIsRecordedWithAnIssueSayingSo()".
        #expect(FileManager.default.fileExists(atPath: directory.file("missingReferenceIsRecordedWithAnIssueSayingSo.0.000.png").path))
        assertSnapshot(of: SlidingSquareScene(), at: [0], record: .missing, snapshotDirectory: directory.url.path)
    }

    @Test func recordModeAllReRecordsWithAnIssue() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 8, height: 8)
        layer.backgroundColor = .red
        withKnownIssue { assertSnapshot(of: layer, record: .missing, snapshotDirectory: directory.url.path) }
        layer.backgroundColor = .blue
        withKnownIssue {
            assertSnapshot(of: layer, record: .all, snapshotDirectory: directory.url.path)
        } matching: { issue in
            comments(issue).contains("SNAPSHOT_TESTING_RECORD=all")
        }
        assertSnapshot(of: layer, record: .missing, snapshotDirectory: directory.url.path)
    }

    @Test func changedTraceIsAnIssueWithTheDiff() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        withKnownIssue { assertTrace(of: SlidingSquareScene(), fps: 4, record: .missing, snapshotDirectory: directory.url.path) }
        assertTrace(of: SlidingSquareScene(), fps: 4, record: .missing, snapshotDirectory: directory.url.path)
        withKnownIssue {
            assertTrace(of: SlidingSquareScene(finalLevel: 2), fps: 4, record: .missing, snapshotDirectory: directory.url.path)
        } matching: { issue in
            comments(issue).contains("- t=0.250 gauge position=(32.00, 44.00) opacity=1.00 level=0.25\n"
                + "+ t=0.250 gauge position=(32.00, 44.00) opacity=1.00 level=0.50")
        }
    }

    @Test func sceneThatCannotRenderIsAnIssue() {
        withKnownIssue {
            assertSnapshot(of: BrokenScene(), at: [0], record: .missing, snapshotDirectory: "/nonexistent/never-written")
        } matching: { issue in
            comments(issue).contains("duration is -1.0")
        }
    }
}
