import ArgumentParser
import Foundation
import MediaEncoding
import Zoetrope

/// The whole `zoetrope` command line (list, render, still, filmstrip, trace, curves) for any
/// set of scenes. A package with scenes of its own gets the tool with a one-line `main.swift`:
///
/// ```swift
/// import ZoetropeCommandLine
///
/// ZoetropeCommand.main(scenes: [MyScene.self, MyOtherScene.self])
/// ```
public enum ZoetropeCommand {
    /// Parses `CommandLine.arguments`, runs the command with `scenes` as the catalogue and exits.
    /// Bad arguments and failures print one line, `zoetrope: error: …`, on stderr and exit
    /// non-zero (64 for invalid arguments, 1 otherwise).
    public static func main(scenes: [Scene.Type]) -> Never {
        exit(run(arguments: Array(CommandLine.arguments.dropFirst()), scenes: scenes))
    }

    /// Runs one command line and returns its exit status instead of exiting (help and errors
    /// are printed as `main` prints them).
    public static func run(arguments: [String], scenes: [Scene.Type]) -> Int32 {
        RootCommand.catalog = SceneCatalog(scenes: scenes)
        // Failures reach the user as one line through Swift errors carrying FFmpeg's message.
        FFmpegLogging.setLevel(.quiet)
        FrameMemory.reuseLargeBuffers()
        do {
            var command = try RootCommand.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            let code = RootCommand.exitCode(for: error)
            if code == .success {
                print(RootCommand.fullMessage(for: error))
                return 0
            }
            if let exit = error as? ExitCode { return exit.rawValue }
            let message = RootCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            FileHandle.standardError.write(Data("zoetrope: error: \(message)\n".utf8))
            return code == .validationFailure ? 64 : 1
        }
    }
}

/// The root of the argument parser's command tree.
struct RootCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zoetrope",
        abstract: "Render Core-Animation-style scenes to MP4, GIF, WebM, MOV, APNG, WebP, PNG, SVG and PDF.",
        discussion: "Example: zoetrope render loading-indicator -o demo.mp4",
        subcommands: [ListCommand.self, RenderCommand.self, StillCommand.self, FilmstripCommand.self,
                      TraceCommand.self, CurvesCommand.self]
    )

    /// The scenes the commands know, set once before parsing.
    nonisolated(unsafe) static var catalog = SceneCatalog(scenes: [])
}
