import Foundation
import Zoetrope

/// The scenes a command line knows, found by name. Unchecked Sendable: it holds only scene types,
/// immutable, which `Scene` (a public protocol whose conformers are not `SendableMetatype`)
/// cannot promise the compiler; a command line binds it as a task-local (`RootCommand.$catalog`).
struct SceneCatalog: @unchecked Sendable {
    let scenes: [Scene.Type]
    /// The Lottie files a name may open: nil, any existing one (a command's own argument); a list,
    /// only these (the preview, whose scene names come in HTTP requests).
    var lottieFiles: [String]?

    init(scenes: [Scene.Type], lottieFiles: [String]? = nil) {
        self.scenes = scenes
        self.lottieFiles = lottieFiles
    }

    var names: [String] { scenes.map { $0.name } + (lottieFiles ?? []) }

    /// The scene called `name` in `variant`; throws `SceneError` naming the choices otherwise.
    /// A name ending in `.json` or `.lottie` that names an existing file (one of `lottieFiles`
    /// when they are listed) is a Lottie scene (`LottieScene`), whose unreadable or malformed
    /// file is a `LottieError` naming it.
    func scene(named name: String, variant: String?) throws -> Scene {
        if Self.isLottieFile(name), lottieFiles?.contains(name) ?? true {
            if let variant { throw SceneError.unknownVariant(variant, scene: name, known: []) }
            return try LottieScene(contentsOf: URL(fileURLWithPath: name))
        }
        guard let type = scenes.first(where: { $0.name == name }) else {
            throw SceneError.unknownScene(name, known: names)
        }
        return try type.init(variant: variant)
    }

    /// Whether `name` names a Lottie file rather than a scene.
    static func isLottieFile(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return (lowered.hasSuffix(".json") || lowered.hasSuffix(".lottie")) && FileManager.default.fileExists(atPath: name)
    }
}
