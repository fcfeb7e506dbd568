import ArgumentParser
import CairoRendering
import Foundation
import Zoetrope

/// `doctor`: what this machine renders with, the fonts each scene resolves, and whether the
/// package's recorded references were made on the same stack (and so compare exactly here).
struct DoctorCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "doctor",
        abstract: "Print the rendering stack, the fonts each scene resolves, and whether this machine matches the references' stack.",
        discussion: """
        Snapshot references record the stack they were made with (.rendering-stack beside them); a reference made on \
        another stack may differ by antialiasing or glyph shapes. Exit status: 0 every recorded stack is this one, \
        1 some reference was recorded on another.

        Example: \(ToolIdentity.name) doctor
                 \(ToolIdentity.name) doctor --stack > Tests/MyTests/__Snapshots__/MyTests/.rendering-stack
        """
    ) }

    @Flag(help: "Print only the stack, as .rendering-stack files hold it.")
    var stack = false

    @Option(help: "The folder searched for references (default: the current one).")
    var packagePath: String = "."

    func run() throws {
        let running = RenderingStack.current
        if stack { return try Console.outputText(running.text) }
        try Console.output("Rendering stack:")
        for component in running.components { try Console.output("  \(component.name): \(component.version)") }

        try Console.output("Fonts the scenes ask for:")
        for type in RootCommand.catalog.scenes {
            let families = try Self.families(of: try type.init(variant: nil))
            let resolved = families.map { family in
                let file = FontLibrary.file(for: family).map { URL(fileURLWithPath: $0).lastPathComponent } ?? "no font"
                return FontLibrary.substitute(for: family).map { "\(family) → \(file) (\($0) substituted)" } ?? "\(family) → \(file)"
            }
            try Console.output("  \(type.name): \(resolved.isEmpty ? "no text" : resolved.joined(separator: ", "))")
        }

        try Console.output("References:")
        let stacks = Self.recordedStacks(under: URL(fileURLWithPath: packagePath, isDirectory: true))
        if stacks.isEmpty { try Console.output("  none with a recorded stack under \(packagePath)") }
        var drifted = false
        for (folder, recorded) in stacks {
            let differences = running.differences(from: recorded)
            drifted = drifted || !differences.isEmpty
            try Console.output("  \(folder): " + (differences.isEmpty ? "recorded on this stack"
                : "recorded with \(differences.joined(separator: "; ")) (re-record, or run on the recorded stack)"))
        }
        if drifted { throw ExitCode(1) }
    }

    /// The families `scene`'s text asks for over its whole length, played at its frame rate
    /// without drawing.
    static func families(of scene: Scene) throws -> [String] {
        let families = FontAvailability.Families()
        let frameCount = max(1, Int((scene.duration * Double(scene.fps)).rounded()))
        try FontAvailability.$collected.withValue(families) {
            try Playback(scene: scene).play(at: (0..<frameCount).map { Double($0) / Double(scene.fps) }) { _ in }
        }
        return families.all
    }

    /// Every `.rendering-stack` below `root` (skipping build folders), by its folder relative to `root`.
    static func recordedStacks(under root: URL) -> [(folder: String, stack: RenderingStack)] {
        let rootPath = root.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: rootPath) else { return [] }
        var found: [(String, RenderingStack)] = []
        while let relative = enumerator.nextObject() as? String {
            let name = URL(fileURLWithPath: relative).lastPathComponent
            if [".build", ".git", "node_modules"].contains(name) || name.hasPrefix(".build-") { enumerator.skipDescendants(); continue }
            guard name == ".rendering-stack",
                  let text = try? String(contentsOfFile: rootPath + "/" + relative, encoding: .utf8) else { continue }
            found.append((URL(fileURLWithPath: relative).deletingLastPathComponent().relativePath, RenderingStack(text: text)))
        }
        return found.sorted { $0.0 < $1.0 }
    }
}
