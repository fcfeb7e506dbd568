import Foundation
import Zoetrope

/// Plays `scene` and compares a per-frame trace of layers' presentation values (see
/// `SceneTrace`) with `__Snapshots__/<TestFile>/<testName>[.<name>].trace.txt`:
/// `assertSnapshot(of: scene, as: .trace(…))` with "trace" ending the name.
///
/// Records a missing reference (failing once), re-records with `SNAPSHOT_TESTING_RECORD=all`; on a
/// difference writes `X.trace.actual.txt` (see `SnapshotArtifacts`) and fails with a line diff
/// (`-` reference, `+` actual, with line numbers).
///
/// - Parameters:
///   - layers: Names of the layers to trace; nil: every named layer.
///   - properties: Key paths to trace; nil: position, opacity and each layer's custom properties.
///   - fps: Frames per second; nil: the scene's.
public func assertTrace(
    of scene: Scene, layers: [String]? = nil, properties: [String]? = nil, fps: Int? = nil, decimals: Int = 2,
    named name: String? = nil, record: SnapshotRecordMode = .fromEnvironment, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: scene, as: .trace(layers: layers, properties: properties, fps: fps, decimals: decimals),
                   named: [name, "trace"].compactMap { $0 }.joined(separator: "."), record: record,
                   snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, testName: testName,
                   line: line, column: column)
}
