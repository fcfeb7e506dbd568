import MediaEncoding

/// Errors about choosing and running scenes, worded for the command line.
public enum SceneError: Error, CustomStringConvertible, Equatable, CategorizedError {
    case unknownScene(String, known: [String])
    case unknownVariant(String, scene: String, known: [String])
    /// The scene's script went wrong at virtual time `time` (seconds): `error` is what the engine
    /// reported, with its type — an `AnimationError`, `PropertyAnimatorError`,
    /// `ViewAnimationError`, `TouchError`, `LayerValueError`…
    case scriptFailed(time: Double, error: any Error)
    /// A file the scene ships with (an image, a clip, a font) could not be found or loaded.
    case resourceUnavailable(scene: String, reason: String)

    public var category: ErrorCategory {
        switch self {
        case .scriptFailed, .resourceUnavailable: .failure
        case .unknownScene, .unknownVariant: .usage
        }
    }
    public var description: String {
        switch self {
        case let .unknownScene(name, known):
            "unknown scene '\(name)'; available: \(known.joined(separator: ", "))"
        case let .unknownVariant(variant, scene, known):
            known.isEmpty ? "scene '\(scene)' has no variants (asked for '\(variant)')"
                : "scene '\(scene)' has no variant '\(variant)'; available: \(known.joined(separator: ", "))"
        case let .scriptFailed(time, error):
            "the scene failed at t=\(time)s: \(error)"
        case let .resourceUnavailable(scene, reason):
            "scene '\(scene)' cannot load its resources: \(reason)"
        }
    }

    /// Equal when the same case carries the same values; script failures compare their time and
    /// what their errors say (errors of any type have no equality of their own).
    public static func == (lhs: SceneError, rhs: SceneError) -> Bool {
        switch (lhs, rhs) {
        case let (.unknownScene(a, knownA), .unknownScene(b, knownB)): a == b && knownA == knownB
        case let (.unknownVariant(a, sceneA, knownA), .unknownVariant(b, sceneB, knownB)):
            a == b && sceneA == sceneB && knownA == knownB
        case let (.resourceUnavailable(sceneA, reasonA), .resourceUnavailable(sceneB, reasonB)):
            sceneA == sceneB && reasonA == reasonB
        case let (.scriptFailed(timeA, errorA), .scriptFailed(timeB, errorB)):
            timeA == timeB && type(of: errorA) == type(of: errorB) && "\(errorA)" == "\(errorB)"
        default: false
        }
    }
}
