import ArgumentParser
import Zoetrope

struct ConcatCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "concat",
        abstract: "Join the chunks of a render (render --chunk i/n) into one file, without re-encoding.",
        discussion: """
        The chunks may come in any order; each must be there exactly once, all from the same render
        (scene and settings). MP4, MOV and WebM chunks become the file one process would have written:
        the same frames and timestamps, MP4 with its index first (faststart). PNG sequence chunks are
        gathered under one pattern.

        Example: \(ToolIdentity.name) concat part-*.mp4 -o full.mp4
                 \(ToolIdentity.name) concat machine-*/frame-%04d.png -o all/frame-%04d.png
        """
    ) }

    @Argument(help: "The chunk files (or PNG sequence patterns with %d).")
    var parts: [String] = []

    @Option(name: .shortAndLong, help: "The joined file (its format must be the chunks').")
    var output: String

    @Flag(help: "No confirmation line.")
    var quiet = false

    func validate() throws {
        if parts.isEmpty { throw ValidationError("give the chunk files to join (e.g. part-*.mp4)") }
    }

    func run() throws {
        try ChunkedRender.join(parts, to: output)
        if !quiet { Console.confirmWritten(output) }
    }
}
