import Foundation

/// Takes the snapshot of `value` as `strategy` says and compares it with its reference,
/// `__Snapshots__/<TestFile>/<testName>[.<name>].<extension>` beside the test file: the one
/// assertion every snapshot kind goes through, a test's own strategies included.
///
/// ```swift
/// let swatch = SnapshotStrategy<RGBAImage, RGBAImage>.image().pullback { (color: Color) in try render(color) }
/// assertSnapshot(of: Color.red, as: swatch, named: "red")
/// ```
///
/// - The snapshot is taken with engine warnings as errors (an animation that does nothing fails
///   the test); one that cannot be taken fails, saying why.
/// - A missing reference is recorded and the test fails once, saying so.
/// - With `SNAPSHOT_TESTING_RECORD=all` (or `record: .all`) every reference is re-recorded (and
///   fails); with `never` a missing reference fails without being written (for CI).
/// - A snapshot that differs as its format compares fails; `X.actual.<extension>` (and for an
///   image `X.diff.png`, differing pixels red over a faded reference) are written beside the
///   reference, or under `$SNAPSHOT_ARTIFACTS` (`SnapshotArtifacts`), and named in the message;
///   with `$SNAPSHOT_ARTIFACTS` set the failure joins the failure report.
///
/// Works from XCTest and Swift Testing; keeps no shared state, so tests may run in parallel.
/// Where swift-snapshot-testing is imported as well, its `assertSnapshot(of:as:)` is preferred
/// (`.frame(at:)` or `.image()` alone may name a strategy of either), so its calls mean what they did.
///
/// - Parameters:
///   - name: Distinguishes several snapshots of one test (a scene's name, a variant).
///   - snapshotDirectory: Folder of the references instead of `__Snapshots__/<TestFile>`.
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
    of value: Value, as strategy: SnapshotStrategy<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode = .fromEnvironment, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
    let fileName = SnapshotLocation.fileName(testName: SnapshotLocation.testName(fromFunction: testName), name: name,
                                             pathExtension: strategy.format.pathExtension)
    let reference = SnapshotLocation.directory(snapshotDirectory: snapshotDirectory, testFile: location.filePath)
        .appendingPathComponent(fileName)
    let outcome = SnapshotVerifier(recordMode: record).verify(value, as: strategy, reference: reference)
    if let message = outcome.failureMessage { IssueReporter.fail(message, at: location) }
}
