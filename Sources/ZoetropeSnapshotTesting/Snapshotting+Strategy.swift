import SnapshotTesting
import ZoetropeTesting

extension Snapshotting where Format: SnapshotStandIn {
    /// `strategy` for swift-snapshot-testing — a built-in one or a test's own:
    /// `assertSnapshot(of: card, as: Snapshotting(.card))`. The snapshot is taken as
    /// `SnapshotVerifier` takes it (engine warnings are errors), stored in a file of the format's
    /// extension and compared by its format; a failure joins the failure report under the test
    /// that made the strategy. A snapshot that cannot be taken is a test failure at the line that
    /// made the strategy, and its stand-in (`SnapshotStandIn`) is compared instead. Recording and
    /// naming stay swift-snapshot-testing's.
    public init(_ strategy: SnapshotStrategy<Value, Format>,
                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                line: UInt = #line, column: UInt = #column, function: String = #function) {
        let test = StrategyTest(fileID: fileID, function: function)
        let location = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
        self = Snapshotting<Format, Format>(pathExtension: strategy.format.pathExtension,
                                           diffing: Diffing(strategy.format, test: test)).pullback { value in
            do {
                return try SnapshotVerifier.take(test.test) { try strategy.snapshot(value) }
            } catch {
                IssueReporter.fail("\(error)", at: location)
                return .standIn("\(error)")
            }
        }
    }
}
