import ArgumentParser
import Zoetrope

struct ListCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "list",
        abstract: "List the scenes with a one-line description and their defaults.",
        discussion: "Example: \(ToolIdentity.name) list"
    ) }

    @Flag(help: "Print only the scene names, one per line (for scripts).")
    var names = false

    func run() throws {
        for type in RootCommand.catalog.scenes {
            if names { try Console.output(type.name); continue }
            let scene = try type.init(variant: nil)
            let size = "\(format(scene.size.width))×\(format(scene.size.height)) pt"
            try Console.output("\(type.name)  —  \(type.summary)")
            var defaults = "    \(size) @\(format(scene.scale))x, \(scene.fps) fps, \(format(scene.duration)) s"
            if !type.variants.isEmpty { defaults += "; variants: \(type.variants.joined(separator: ", "))" }
            try Console.output(defaults)
        }
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
