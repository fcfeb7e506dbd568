import CairoRendering
import Foundation
import Zoetrope

/// Renders `scene` at each of `times` (seconds) and compares every frame with its reference
/// PNG, `__Snapshots__/<TestFile>/<testName>[.<name>].<time>.png` beside the test file.
///
/// - A missing reference is recorded and the test fails once, saying so.
/// - With `SNAPSHOT_TESTING_RECORD=all` (or `record: .all`) every reference is re-recorded (and
///   fails); with `never` a missing reference fails without being written (for CI).
/// - A frame beyond `tolerance` fails; `X.actual.png` and `X.diff.png` (differing pixels red
///   over a faded reference) are written beside the reference, or under `$SNAPSHOT_ARTIFACTS`
///   (`SnapshotArtifacts`), and named in the message.
///
/// Works from XCTest and Swift Testing; keeps no shared state, so tests may run in parallel.
///
/// - Parameters:
///   - name: Distinguishes several snapshots of one test (a scene's name, a variant).
///   - settings: Render settings (fps is irrelevant; `scale` sets the pixel density).
///   - snapshotDirectory: Folder of the references instead of `__Snapshots__/<TestFile>`.
public func assertSnapshot(
    of scene: Scene, at times: [Double], named name: String? = nil, settings: RenderSettings = RenderSettings(),
    tolerance: SnapshotTolerance = .default, record: SnapshotRecordMode = .fromEnvironment,
    snapshotDirectory: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    reportSnapshots(of: scene, as: .stills(at: times, settings: settings, tolerance: tolerance), named: name,
                    verifier: SnapshotVerifier(tolerance: tolerance, recordMode: record), snapshotDirectory: snapshotDirectory,
                    testName: testName, at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Renders `scene` every `interval` seconds and compares the whole animation with its reference
/// frames, `__Snapshots__/<TestFile>/<testName>[.<name>].frames/<time>.png` (see
/// `AnimationSnapshot`): one failure, naming the first and the worst differing frame, and with
/// `SNAPSHOT_ARTIFACTS` set one entry in the failure report playing reference and actual side by side.
///
/// ```swift
/// assertSnapshot(of: try LoadingIndicatorScene(variant: nil), frames: .every(0.25))
/// ```
public func assertSnapshot(
    of scene: Scene, frames sampling: FrameSampling, named name: String? = nil, settings: RenderSettings = RenderSettings(),
    tolerance: SnapshotTolerance = .default, record: SnapshotRecordMode = .fromEnvironment,
    snapshotDirectory: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    reportSnapshots(of: scene, as: .animation(sampling, settings: settings, tolerance: tolerance), named: name,
                    verifier: SnapshotVerifier(tolerance: tolerance, recordMode: record), snapshotDirectory: snapshotDirectory,
                    testName: testName, at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Draws `layer` (its presentation now, frame origin at the top-left) and compares it with
/// `__Snapshots__/<TestFile>/<testName>[.<name>].png`, as `assertSnapshot(of:at:)` does frames.
/// The canvas is `size` points (nil: the layer's bounds) at `scale`, over `background`.
public func assertSnapshot(
    of layer: Layer, size: Size? = nil, scale: Double = 1, background: Color? = .white, named name: String? = nil,
    tolerance: SnapshotTolerance = .default, record: SnapshotRecordMode = .fromEnvironment,
    snapshotDirectory: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    reportSnapshot(of: layer, as: .image(size: size, scale: scale, background: background, tolerance: tolerance), named: name,
                   verifier: SnapshotVerifier(tolerance: tolerance, recordMode: record), snapshotDirectory: snapshotDirectory,
                   testName: testName, at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Lays out `view` and snapshots its layer like `assertSnapshot(of: Layer, ...)`.
public func assertSnapshot(
    of view: View, size: Size? = nil, scale: Double = 1, background: Color? = .white, named name: String? = nil,
    tolerance: SnapshotTolerance = .default, record: SnapshotRecordMode = .fromEnvironment,
    snapshotDirectory: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    reportSnapshot(of: view, as: .image(size: size, scale: scale, background: background, tolerance: tolerance), named: name,
                   verifier: SnapshotVerifier(tolerance: tolerance, recordMode: record), snapshotDirectory: snapshotDirectory,
                   testName: testName, at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Verifies `value` as `strategy` against `<directory>/<testName>[.<name>][.<kind>].<extension>`
/// and reports a failure at `location`: the one path from an assertion to the verifier.
func reportSnapshot<Value, Format>(
    of value: Value, as strategy: SnapshotStrategy<Value, Format>, named name: String?, kind: String? = nil,
    verifier: SnapshotVerifier, snapshotDirectory: String?, testName: String, at location: SourceLocationInfo
) {
    let directory = SnapshotLocation.directory(snapshotDirectory: snapshotDirectory, testFile: location.filePath)
    let fileName = SnapshotLocation.fileName(testName: SnapshotLocation.testName(fromFunction: testName), name: name, kind: kind,
                                             pathExtension: strategy.format.pathExtension)
    let outcome = verifier.verify(value, as: strategy, reference: directory.appendingPathComponent(fileName))
    if let message = outcome.failureMessage { IssueReporter.fail(message, at: location) }
}

/// Verifies `value` as the series `strategy` against its references in `<directory>` (named
/// after `testName` and `name`) and reports each failure at `location`.
func reportSnapshots<Value, Element>(
    of value: Value, as strategy: SnapshotSeriesStrategy<Value, Element>, named name: String?,
    verifier: SnapshotVerifier, snapshotDirectory: String?, testName: String, at location: SourceLocationInfo
) {
    let directory = SnapshotLocation.directory(snapshotDirectory: snapshotDirectory, testFile: location.filePath)
    let outcomes = verifier.verify(value, as: strategy, in: directory, testName: SnapshotLocation.testName(fromFunction: testName),
                                   name: name)
    for message in outcomes.compactMap(\.failureMessage) { IssueReporter.fail(message, at: location) }
}
