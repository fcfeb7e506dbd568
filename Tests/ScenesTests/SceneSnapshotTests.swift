import Foundation
import Scenes
import XCTest
import Zoetrope
import ZoetropeTesting

/// Every built-in scene (and each of its variants) compared with reference PNGs at 0, 25, 50,
/// 75 and 100 % of its frames, rendered at scale 1.
///
/// "p %" is frame ⌊p · N⌋ of the N frames the exporter renders, clamped to the last, so 100 %
/// is the last frame, (N − 1) / fps — the exporter renders [0, duration) and never shows the
/// instant `duration` itself (see `Scene.frameTimes(atFractions:)`).
///
/// References: `__Snapshots__/SceneSnapshotTests/scene.<scene>[-<variant>].<time>.png`.
/// A new scene records its references on its first run (and fails that run, saying so);
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter SceneSnapshotTests` re-records all of them.
final class SceneSnapshotTests: XCTestCase {
    static let fractions = [0, 0.25, 0.5, 0.75, 1.0]
    /// The test-name part of every reference file name (instead of the function's name, so
    /// the orphan check below knows it).
    static let testName = "scene"
    static let settings = RenderSettings(scale: 1)

    /// Each built-in scene instance with the name its references carry.
    private static func namedScenes() throws -> [(name: String, scene: Scene)] {
        try BuiltInScenes.all.flatMap { type -> [(name: String, scene: Scene)] in
            guard !type.variants.isEmpty else { return [(type.name, try type.init(variant: nil))] }
            return try type.variants.map { ("\(type.name)-\($0)", try type.init(variant: $0)) }
        }
    }

    /// With `ZOETROPE_SHARD=i/n`, only share i of the scenes (balanced by pixels × frames), so a
    /// CI matrix of n jobs covers them all once.
    func testBuiltInScenesMatchTheirReferences() throws {
        let shard = try Shard.fromEnvironment(ProcessInfo.processInfo.environment)
        let scenes = shard.select(try Self.namedScenes(), name: \.name) { entry in
            entry.scene.size.width * entry.scene.size.height * entry.scene.duration * Double(entry.scene.fps)
        }
        for (name, scene) in scenes {
            let times = try scene.frameTimes(atFractions: Self.fractions, fps: Self.settings.fps)
            assertSnapshot(of: scene, at: times, named: name, settings: Self.settings, testName: Self.testName)
        }
    }

    /// A reference no test compares with (a renamed or removed scene, a changed frame rate)
    /// would rot unnoticed: every file under `__Snapshots__` must be one the test above reads.
    func testEveryReferenceFileBelongsToATest() throws {
        let directory = SnapshotLocation.directory(forTestFile: #filePath)
        let root = directory.deletingLastPathComponent()
        var expected = Set<String>()
        for (name, scene) in try Self.namedScenes() {
            let times = try scene.frameTimes(atFractions: Self.fractions, fps: Self.settings.fps)
            for fileName in SceneSnapshot(times: times, name: name).referenceFileNames(testName: Self.testName) {
                expected.insert(directory.lastPathComponent + "/" + fileName)
            }
        }
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]))
        var stale = [String]()
        for case let url as URL in enumerator {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let fileName = url.lastPathComponent
            if fileName.hasPrefix(".") || SnapshotLocation.isFailureArtifact(fileName) { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            if !expected.contains(relative) { stale.append(relative) }
        }
        XCTAssertEqual(stale.sorted(), [], "reference files no test uses; delete them from \(root.path)")
    }
}
