import CairoRendering
import Foundation
import Zoetrope

/// Renders `scene` at each of `times` (seconds) and compares every frame with its reference
/// PNG, `__Snapshots__/<TestFile>/<testName>[.<name>].<time>.png` beside the test file, each
/// frame as `assertSnapshot(of:as:)` compares one (the `SnapshotSeriesStrategy.stills(at:)` strategy).
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
/// `__Snapshots__/<TestFile>/<testName>[.<name>].png`: `assertSnapshot(of: layer, as: .image(…))`.
/// The canvas is `size` points (nil: the layer's bounds) at `scale`, over `background`.
public func assertSnapshot(
    of layer: Layer, size: Size? = nil, scale: Double = 1, background: Color? = .white, named name: String? = nil,
    tolerance: SnapshotTolerance = .default, record: SnapshotRecordMode = .fromEnvironment,
    snapshotDirectory: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: layer, as: .image(size: size, scale: scale, background: background, tolerance: tolerance), named: name,
                   record: record, snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, testName: testName,
                   line: line, column: column)
}

/// Lays out `view` and snapshots its layer like `assertSnapshot(of: Layer, ...)`.
public func assertSnapshot(
    of view: View, size: Size? = nil, scale: Double = 1, background: Color? = .white, named name: String? = nil,
    tolerance: SnapshotTolerance = .default, record: SnapshotRecordMode = .fromEnvironment,
    snapshotDirectory: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: view, as: .image(size: size, scale: scale, background: background, tolerance: tolerance), named: name,
                   record: record, snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, testName: testName,
                   line: line, column: column)
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
