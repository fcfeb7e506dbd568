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

    @Option(parsing: .unconditional, help: "Output width in pixels: the scene is rendered at the scale that fits (sharp text, no resampling).")
    var width: Int?

    @Option(parsing: .unconditional, help: "Output height in pixels; with --width, the scene fits inside both, aspect kept.")
    var height: Int?

    @Option(parsing: .unconditional, help: "Start of the rendered range, in seconds.")
    var from: Double = 0

    @Option(parsing: .unconditional, help: "End of the rendered range, in seconds (default: the scene's duration).")
    var to: Double?

    @Option(parsing: .unconditional, help: "x264/x265/VP9 constant rate factor (lower is better quality).")
    var crf: Int?

    @Option(help: "Encoder speed preset in x264's vocabulary (ultrafast ... medium ... veryslow).")
    var preset: String = "medium"

    @OptionGroup var animatedImageOptions: AnimatedImageOptions


    @Flag(help: "No progress output.")
    var quiet = false

    @Flag(help: "Progress as newline-delimited JSON events on stderr.")
    var json = false

    func validate() throws {
        if quiet && json { throw ValidationError("--quiet and --json cannot be combined") }
        if scale != nil && (width != nil || height != nil) {
            throw ValidationError("give either --scale or --width/--height, not both")
        }
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(1...RenderSettings.maximumPixelDimension).contains(value) {
                throw ValidationError("\(name) \(value) is out of range: use 1…\(RenderSettings.maximumPixelDimension) pixels")
            }
        }
    }

    func run() throws {
        let scene = try sceneOptions.makeScene()
        var settings = RenderSettings(fps: fps, scale: scale ?? fittingScale(for: scene.size), from: from, to: to,
                                      background: try backgroundOption.color())
        settings.encoding.crf = crf
        settings.encoding.preset = preset
        try animatedImageOptions.apply(to: &settings.encoding)
        let exporter = Exporter(scene: scene, settings: settings)
        let reporter = ProgressReporter(style: quiet ? .quiet : json ? .json : .automatic, output: output)
        exporter.progress = reporter
        let plan = try exporter.plan(forOutput: output)
        plan.notes.forEach(reporter.note)
        if let budget = try animatedImageOptions.maximumBytes() {
            let choice = try exporter.exportGIF(to: output, maximumBytes: budget)
            reporter.note("--max-size \(animatedImageOptions.maxSize ?? ""): \(choice.fps) fps, \(choice.colors) colours, \(choice.bytes) bytes")
        } else {
            try exporter.export(plan)
        }
        if !quiet && !json { Console.confirmWritten(output) }
    }

    /// The scale at which `size` points fill `--width`/`--height` pixels (the smaller of the two
    /// when both are given, so the frame fits inside them); nil when neither is given.
    private func fittingScale(for size: Size) -> Double? {
        let scales = [width.map { Double($0) / size.width }, height.map { Double($0) / size.height }].compactMap { $0 }
        return scales.min()
    }
}
