import Foundation
import SnapshotTesting
import Testing
import Zoetrope
import ZoetropeSnapshotTesting
import ZoetropeTestSupport

/// A scene that cannot render is reported as an issue at the strategy's line.
@Suite struct StrategyReportingTests {
    /// Issue messages seen by a matcher (which must be `@Sendable`).
    final class Messages: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []
        func add(_ issue: Issue) {
            lock.lock(); messages += issue.comments.map(\.rawValue); lock.unlock()
        }
        func contains(_ text: String) -> Bool {
            lock.lock(); defer { lock.unlock() }
            return messages.contains { $0.contains(text) }
        }
    }

    // Each assertion also fails for the missing reference (record: .never), a second known issue.
    @Test func renderFailureIsAnIssue() {
        let messages = Messages()
        withKnownIssue {
            assertSnapshot(of: BrokenScene(), as: .frame(at: 0), record: .never)
        } matching: { issue in
            messages.add(issue)
            return true
        }
        #expect(messages.contains("Could not render broken: the scene failed at t=0.0s: invalid animation timing: duration is -1.0"))
    }

    @Test func traceFailureIsAnIssue() {
        let messages = Messages()
        withKnownIssue {
            assertSnapshot(of: BrokenScene(), as: .trace(), record: .never)
        } matching: { issue in
            messages.add(issue)
            return true
        }
        #expect(messages.contains("Could not trace broken: the scene failed at t=0.0s"))
    }
}
