import ArgumentParser
import Foundation
import MediaEncoding
import Zoetrope

/// The `zoetrope` command: render built-in (or your own) scenes to video, GIF and stills.
struct ZoetropeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zoetrope",
        abstract: "Render Core-Animation-style scenes to MP4, GIF, WebM, MOV, APNG, WebP, PNG, SVG and PDF.",
        subcommands: [ListCommand.self, RenderCommand.self, StillCommand.self]
    )

    /// The scenes the commands know, set once before parsing.
    nonisolated(unsafe) static var catalog = SceneCatalog(scenes: [])

    /// Parses the arguments and runs the command; errors become one line on stderr and exit 1.
    static func run(scenes: [Scene.Type]) -> Never {
        catalog = SceneCatalog(scenes: scenes)
        // Failures reach the user as one line through Swift errors carrying FFmpeg's message.
        FFmpegLogging.setLevel(.quiet)
        do {
            var command = try parseAsRoot()
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            FileHandle.standardError.write(Data("zoetrope: error: \(message)\n".utf8))
            Foundation.exit(code == .validationFailure ? 64 : 1)
        }
    }
}

/// Finds scenes by name.
struct SceneCatalog {
    let scenes: [Scene.Type]

    var names: [String] { scenes.map { $0.name } }

    func scene(named name: String, variant: String?) throws -> Scene {
        guard let type = scenes.first(where: { $0.name == name }) else {
            throw SceneError.unknownScene(name, known: names)
        }
        return try type.init(variant: variant)
    }
}
