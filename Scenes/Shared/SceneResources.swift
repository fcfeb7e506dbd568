import Foundation
import Zoetrope

/// The files the built-in scenes ship with (Scenes/Resources, copied by SwiftPM into the
/// `Zoetrope_Scenes.resources` bundle next to the executable). Looked up without SwiftPM's
/// `Bundle.module`, which stops the process when the bundle is missing: here a missing file is
/// a `SceneError` naming it. Falls back to the source checkout's folder (a binary run from a
/// clone after its build folder moved).
enum SceneResources {
    /// The folders searched, in order.
    private static var folders: [URL] {
        let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources")
        let executableFolder = Bundle.main.bundleURL
        return [executableFolder.appendingPathComponent("Zoetrope_Scenes.resources/Resources"),
                executableFolder.appendingPathComponent("zoetrope_Scenes.resources/Resources"), sourceFolder]
    }

    /// The file at `path` (relative to Scenes/Resources) for `scene`; throws naming the file when absent.
    static func url(_ path: String, for scene: String) throws -> URL {
        for folder in folders {
            let candidate = folder.appendingPathComponent(path)
            if FileManager.default.isReadableFile(atPath: candidate.path) { return candidate }
        }
        throw SceneError.resourceUnavailable(scene: scene, reason: "\(path) not found in \(folders.map(\.path).joined(separator: ", "))")
    }
}
