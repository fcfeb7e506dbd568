import Foundation
import MotionCore

/// What the command line calls itself: the executable's own name (`zoetrope`, or the name of a
/// package's executable that calls `ZoetropeCommand.main(scenes:)`) in usage, help, examples and
/// error lines, and a scene of its own in the examples. Set once, before parsing; process-wide,
/// as the executable is, and read by threads no command's task reaches (the signal thread's
/// last message, library diagnostics).
enum ToolIdentity {
    /// Zoetrope's version, for `--version`.
    static let zoetropeVersion = "0.3.0-dev"

    private static let identity = Locked((name: "zoetrope", exampleScene: "my-scene"))

    /// The executable's name.
    static var name: String { identity.withLock { $0.name } }
    /// A scene of the tool's own, for examples.
    static var exampleScene: String { identity.withLock { $0.exampleScene } }

    /// Names the tool after `executablePath` (its last component) with `sceneNames`' first as the example.
    static func set(executablePath: String?, sceneNames: [String]) {
        identity.withLock { identity in
            if let executablePath, let last = executablePath.split(separator: "/").last, !last.isEmpty {
                identity.name = String(last)
            }
            if let first = sceneNames.first { identity.exampleScene = first }
        }
    }

    /// What `--version` prints: Zoetrope's version, and for a package's own tool that it is built with it.
    static var version: String { name == "zoetrope" ? zoetropeVersion : "\(name), built with Zoetrope \(zoetropeVersion)" }
}
