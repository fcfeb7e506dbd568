/// Errors about choosing and running scenes, worded for the command line.
public enum SceneError: Error, CustomStringConvertible, Equatable {
    case unknownScene(String, known: [String])
    case unknownVariant(String, scene: String, known: [String])
    case scriptFailed(time: Double, message: String)

    public var description: String {
        switch self {
        case let .unknownScene(name, known):
            "unknown scene '\(name)'; available: \(known.joined(separator: ", "))"
        case let .unknownVariant(variant, scene, known):
            known.isEmpty ? "scene '\(scene)' has no variants (asked for '\(variant)')"
                : "scene '\(scene)' has no variant '\(variant)'; available: \(known.joined(separator: ", "))"
        case let .scriptFailed(time, message):
            "the scene failed at t=\(time)s: \(message)"
        }
    }
}
