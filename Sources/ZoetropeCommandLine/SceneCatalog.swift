import Zoetrope

/// The scenes a command line knows, found by name. Unchecked Sendable: it holds only scene types,
/// immutable, which `Scene` (a public protocol whose conformers are not `SendableMetatype`)
/// cannot promise the compiler; a command line binds it as a task-local (`RootCommand.$catalog`).
struct SceneCatalog: @unchecked Sendable {
    let scenes: [Scene.Type]

    var names: [String] { scenes.map { $0.name } }

    /// The scene called `name` in `variant`; throws `SceneError` naming the choices otherwise.
    func scene(named name: String, variant: String?) throws -> Scene {
        guard let type = scenes.first(where: { $0.name == name }) else {
            throw SceneError.unknownScene(name, known: names)
        }
        return try type.init(variant: variant)
    }
}
