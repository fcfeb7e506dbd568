import ArgumentParser
import Foundation
import MediaEncoding
import Zoetrope

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to a video, GIF or image sequence.",
        discussion: """
        The format comes from the extension: .mp4 .mov .webm .gif .apng .webp .png; a name containing %d (frames/f-%04d.png) writes a PNG sequence.

        Example: zoetrope render loading-indicator -o demo.mp4 --fps 60 --scale 2
        """
    )

    @OptionGroup var sceneOptions: SceneOptions
    @OptionGroup var backgroundOption: BackgroundOption

    @Option(name: .shortAndLong, help: "The output file.")
    var output: String


    @Option(parsing: .unconditional, help: "Frames per second (default: the scene's; 30 at most for GIF).")
    var fps: Int?

    @Option(parsing: .unconditional, help: "Pixels per point (default: the scene's).")
    var scale: Double?

    @Option(parsing: .unconditional, help: "Start of the rendered range, in seconds.")
    var from: Double = 0

    @Option(parsing: .unconditional, help: "End of the rendered range, in seconds (default: the scene's duration).")
    var to: Double?

    @Option(parsing: .unconditional, help: "x264/x265/VP9 constant rate factor (lower is better quality).")
    var crf: Int?

    @Option(help: "Encoder speed preset in x264's vocabulary (ultrafast ... medium ... veryslow).")
    var preset: String = "medium"


    @Flag(help: "No progress output.")
    var quiet = false

    @Flag(help: "Progress as newline-delimited JSON events on stderr.")
    var json = false

    func validate() throws {
        if quiet && json { throw ValidationError("--quiet and --json cannot be combined") }
    }

    func run() throws {
        let scene = try sceneOptions.makeScene()
        var settings = RenderSettings(fps: fps, scale: scale, from: from, to: to,
                                      background: try backgroundOption.color())
        settings.encoding.crf = crf
        settings.encoding.preset = preset
        let exporter = Exporter(scene: scene, settings: settings)
        let reporter = ProgressReporter(style: quiet ? .quiet : json ? .json : .automatic, output: output)
        exporter.progress = reporter
        let plan = try exporter.plan(forOutput: output)
        plan.notes.forEach(reporter.note)
        try exporter.export(plan)
        if !quiet && !json { Console.confirmWritten(output) }
    }
}
