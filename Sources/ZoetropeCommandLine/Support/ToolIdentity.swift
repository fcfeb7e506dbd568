import Foundation

/// What the command line calls itself: the executable's own name (`zoetrope`, or the name of a
/// package's executable that calls `ZoetropeCommand.main(scenes:)`) in usage, help, examples and
/// error lines, and a scene of its own in the examples. Set once, before parsing.
enum ToolIdentity {
    /// Zoetrope's version, for `--version`.
    static let zoetropeVersion = "0.3.0-dev"

    nonisolated(unsafe) private(set) static var name = "zoetrope"
    nonisolated(unsafe) private(set) static var exampleScene = "my-scene"

    /// Names the tool after `executablePath` (its last component) with `sceneNames`' first as the example.
    static func set(executablePath: String?, sceneNames: [String]) {
        if let executablePath, let last = executablePath.split(separator: "/").last, !last.isEmpty { name = String(last) }
        if let first = sceneNames.first { exampleScene = first }
    }

    /// What `--version` prints: Zoetrope's version, and for a package's own tool that it is built with it.
    static var version: String { name == "zoetrope" ? zoetropeVersion : "\(name), built with Zoetrope \(zoetropeVersion)" }
}
