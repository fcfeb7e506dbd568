import ArgumentParser
import Foundation
import MediaEncoding
import Zoetrope

/// The whole `zoetrope` command line (every subcommand of `RootCommand`) for any set of scenes. A package with scenes of its own gets the tool with a one-line `main.swift`:
///
/// ```swift
/// import ZoetropeCommandLine
///
/// ZoetropeCommand.main(scenes: [MyScene.self, MyOtherScene.self])
/// ```
public enum ZoetropeCommand {
    /// Parses `CommandLine.arguments`, runs the command with `scenes` as the catalogue and exits.
    /// The tool names itself after its executable (`my-animations: error: …`, its own scene in
    /// the help's examples). Failures print one line, `zoetrope: error: …`, on stderr and exit 64 for a command line
    /// that asks for something impossible, 1 for a failure while doing it, and 128 + N when
    /// signal N (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE) stopped it.
    public static func main(scenes: [Scene.Type]) -> Never {
        ToolIdentity.set(executablePath: CommandLine.arguments.first, sceneNames: scenes.map { $0.name })
        exit(run(arguments: Array(CommandLine.arguments.dropFirst()), scenes: scenes))
    }

    /// Runs one command line and returns its exit status instead of exiting (help and errors
    /// are printed as `main` prints them).
    public static func run(arguments: [String], scenes: [Scene.Type]) -> Int32 {
        // `render --json` promises JSON on standard error on every path, argument errors included,
        // so the style is chosen before the arguments are parsed, and before a signal can end the command.
        let json = arguments.first == RenderCommand.configuration.commandName && arguments.contains("--json")
        Console.setMessageStyle(json ? .json : .plain)
        // Signals are handled first thing: one arriving while the rest starts up ends the
        // command like any other, with its message and 128 + N.
        let commandName = RootCommand.subcommandNames.first { $0 == arguments.first } ?? ToolIdentity.name
        let signals = TerminationSignals(commandName: commandName)
        defer { signals.restore() }
        Console.guardClosedStreams()
        if json { LibraryDiagnostics.routeIntoEvents() }
        defer { LibraryDiagnostics.finish() }
        // Failures reach the user as one line through Swift errors carrying FFmpeg's message.
        FFmpegLogging.setLevel(.quiet)
        FrameMemory.reuseLargeBuffers()
        StalledReadTimeout.install()
        do {
            try RootCommand.rejectUnknownHelpTopic(in: arguments)
            try RootCommand.$catalog.withValue(SceneCatalog(scenes: scenes)) {
                var command = try RootCommand.parseAsRoot(arguments)
                try command.run()
            }
            return 0
        } catch {
            return report(error)
        }
    }

    /// Prints help that parsing asked for, or the error's first line (naming the option a library
    /// error is about: `OptionWording`); returns the exit status.
    private static func report(_ error: Error) -> Int32 {
        if RootCommand.exitCode(for: error) == .success {
            do {
                try Console.outputText(RootCommand.fullMessage(for: error) + "\n")
                return 0
            } catch {
                Console.message(.error, "\(error)")
                return ExitStatus.failure
            }
        }
        if let exit = error as? ExitCode { return exit.rawValue }
        let message = OptionWording.message(for: error)
            ?? RootCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
        Console.message(.error, message)
        return ExitStatus.status(for: error)
    }
}

/// The root of the argument parser's command tree.
struct RootCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: ToolIdentity.name,
            abstract: "Render Core-Animation-style scenes to "
                + EnglishList.joined(FormatDescriptor.containerNames { $0.kind != .frameSequence }) + ".",
            discussion: "Example: \(ToolIdentity.name) render \(ToolIdentity.exampleScene) -o demo.mp4",
            version: ToolIdentity.version,
            subcommands: [ListCommand.self, RenderCommand.self, StillCommand.self, FilmstripCommand.self,
                          TraceCommand.self, CurvesCommand.self, PreviewCommand.self, ConcatCommand.self, InitCommand.self,
                          ReviewCommand.self, ReviewCaptureCommand.self, DoctorCommand.self]
        )
    }

    /// The scenes the commands know: bound by `ZoetropeCommand.run(arguments:scenes:)` around
    /// parsing and running one command line, and read on that command's thread.
    @TaskLocal static var catalog = SceneCatalog(scenes: [])

    /// The subcommands' names.
    static var subcommandNames: [String] { configuration.subcommands.compactMap { $0.configuration.commandName } }

    /// `zoetrope help frob` names no command: a usage error rather than the general help and success.
    static func rejectUnknownHelpTopic(in arguments: [String]) throws {
        guard arguments.first == "help", arguments.count > 1, !arguments[1].hasPrefix("-"),
              !subcommandNames.contains(arguments[1]) else { return }
        throw ValidationError("unknown command '\(arguments[1])'; commands: \(subcommandNames.joined(separator: ", "))")
    }
}
