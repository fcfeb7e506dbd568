import ArgumentParser
import MediaEncoding
import Zoetrope

struct TraceCommand: ParsableCommand {

    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "trace",
        abstract: "Print each named layer's frame, opacity, corner radius, transform and custom properties, frame by frame.",
        discussion: """
        Frames are sampled at the instants 'render' draws: from + i / fps. The text is the one trace format of \
        assertTrace and the snapshot strategy: a header line, then 't=<time> <layer> <key>=<value>…' per layer and frame. \
        A layer's frame is in its superlayer's coordinates.

        Example: \(ToolIdentity.name) trace \(ToolIdentity.exampleScene) --fps 10 --property position --property transform.rotation.z

        With --json, each line is one object per frame, custom properties under "properties" and a transform as its \
        16 entries m11…m44 row by row: {"index":0,"time":0,"layers":[{"name":"indicator","frame":{"x":60,"y":90,"width":360,"height":76},"opacity":1,"cornerRadius":0,"transform":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1],"properties":{"percent":0}}]}
        """
    ) }

    @OptionGroup var sceneOptions: SceneOptions

    @Option(parsing: .unconditional, help: "Frames per second to sample (default: the scene's).")
    var fps: Int?

    @Option(help: "Only the layer with this name (repeat for several; default: every named layer).")
    var layer: [String] = []

    @Option(help: ArgumentHelp("A key path to trace, e.g. position.x (repeat for several; default: "
                               + SceneTrace.inspectedProperties.joined(separator: ", ") + " and the layer's custom properties).",
                               valueName: "key-path"))
    var property: [String] = []

    @Flag(help: "One JSON object per frame and line, for scripts.")
    var json = false

    @OptionGroup var timeRange: TimeRangeOptions

    /// The command's trace of `scene`: `layers` (all named ones when empty) with `properties`
    /// (`SceneTrace.inspection`'s when empty), numbers to 3 decimals. Throws
    /// `TraceError.unknownLayer` for a name in no frame, `TraceError.unknownProperty` for a key
    /// path no traced layer has in any frame, or what the scene's script threw.
    static func record(_ scene: Scene, settings: ResolvedRenderSettings, layers: [String] = [],
                       properties: [String] = []) throws -> (SceneTrace, TraceRecording) {
        var trace = SceneTrace.inspection
        trace.layers = layers.isEmpty ? nil : layers
        if !properties.isEmpty {
            trace.properties = properties
            trace.includesCustomProperties = false
        }
        let recording = try trace.record(scene, settings: settings)
        let seen = Set(recording.layerNames)
        if let missing = layers.first(where: { !seen.contains($0) }) {
            throw TraceError.unknownLayer(missing, known: recording.layerNames)
        }
        let found = Set(recording.frames.flatMap { $0.layers.flatMap { $0.properties ?? [] } }.filter { $0.value != nil }.map(\.key))
        if let missing = properties.first(where: { !found.contains($0) }) {
            throw TraceError.unknownProperty(missing)
        }
        return (trace, recording)
    }

    func run() throws {
        let scene = try sceneOptions.makeScene()
        let settings = try RenderSettings(fps: fps, from: timeRange.from, to: timeRange.to).resolved(for: scene)
        let (trace, recording) = try SceneNotes.printing {
            try Self.record(scene, settings: settings, layers: layer, properties: property)
        }
        if json {
            for frame in recording.frames { try Console.output(TraceJSON.json(frame).text) }
        } else {
            try Console.outputText(trace.text(of: recording.frames, sceneName: type(of: scene).name, fps: settings.fps))
        }
    }
}

/// Problems a trace reports, worded for the command line.
enum TraceError: Error, CustomStringConvertible, Equatable, CategorizedError {
    var category: ErrorCategory { .usage }

    case unknownLayer(String, known: [String])
    case unknownProperty(String)

    var description: String {
        switch self {
        case let .unknownLayer(name, known):
            "no layer named '\(name)' in any frame; named layers: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
        case let .unknownProperty(keyPath):
            "no traced layer has a property '\(keyPath)' in any frame (key paths such as opacity, position.x, bounds.size.width)"
        }
    }
}
