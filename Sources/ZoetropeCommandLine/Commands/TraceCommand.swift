import ArgumentParser
import Zoetrope

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print each named layer's frame, opacity, corner radius, transform and custom properties, frame by frame.",
        discussion: """
        Frames are sampled at the instants 'render' draws: from + i / fps. A layer's frame is in its superlayer's coordinates; its transform is the 16 entries m11…m44 of the CATransform3D, row by row.

        Example: zoetrope trace clock --fps 10 --layer clock --json

        With --json, each line is one object per frame: {"index":0,"time":0,"layers":[{"name":"indicator","frame":{"x":60,"y":90,"width":360,"height":76},"opacity":1,"cornerRadius":0,"transform":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1],"properties":{"percent":0}}]}
        """
    )

    @OptionGroup var sceneOptions: SceneOptions

    @Option(parsing: .unconditional, help: "Frames per second to sample (default: the scene's).")
    var fps: Int?

    @Option(help: "Only the layer with this name (repeat for several; default: every named layer).")
    var layer: [String] = []

    @Flag(help: "One JSON object per frame and line, for scripts.")
    var json = false


    @Option(parsing: .unconditional, help: "Start of the traced range, in seconds.")
    var from: Double = 0

    @Option(parsing: .unconditional, help: "End of the traced range, in seconds (default: the scene's duration).")
    var to: Double?

    func run() throws {
        let scene = try sceneOptions.makeScene()
        let settings = try RenderSettings(fps: fps, from: from, to: to).resolved(for: scene)
        let frames = try SceneTracer(scene: scene, settings: settings, layerNames: Set(layer)).trace()
        for frame in frames {
            if json {
                try Console.output(frame.json.text)
            } else {
                try Console.output("t=\(JSONValue.format(frame.time))s  frame \(frame.index)")
                for layer in frame.layers { try Console.output("  " + layer.text) }
            }
        }
    }
}
