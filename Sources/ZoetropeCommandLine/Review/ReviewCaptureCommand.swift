import ArgumentParser
import Foundation
import Zoetrope

/// `review-capture`: what `review` asks of each revision's build. Without `--scene` it records
/// the build's scene index; with scenes named, each one's frame digests, trace and curves (see
/// `ReviewCapture`). Hidden from the help: `review` is the command people run.
struct ReviewCaptureCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "review-capture",
        abstract: "Record frame digests, traces and curves of scenes for 'review' (internal).",
        shouldDisplay: false
    ) }

    /// `trace`'s default properties and the colours and borders a review should see change too.
    static let tracedProperties = SceneTrace.inspectedProperties + ["backgroundColor", "borderColor", "borderWidth", "zPosition"]

    @Option(name: .shortAndLong, help: "The folder to write.")
    var output: String

    @Option(help: "A scene to record (repeat for several; without any: the index of every scene).")
    var scene: [String] = []

    func run() throws {
        let capture = ReviewCapture(folder: URL(fileURLWithPath: output))
        let catalog = RootCommand.catalog
        guard !scene.isEmpty else {
            let entries = try catalog.scenes.map { type -> ReviewCapture.SceneEntry in
                let settings = try RenderSettings().resolved(for: try type.init(variant: nil))
                return ReviewCapture.SceneEntry(name: type.name, pixelWidth: settings.pixelWidth, pixelHeight: settings.pixelHeight,
                                                fps: settings.fps, frameCount: settings.frameCount)
            }
            return try capture.writeIndex(entries)
        }
        for name in scene {
            let scene = try catalog.scene(named: name, variant: nil)
            var digests: [UInt64] = []
            try Exporter(scene: scene).forEachFrame { _, frame in digests.append(FrameDigest.of(frame)) }
            let settings = try RenderSettings().resolved(for: scene)
            let trace = SceneTrace(layers: nil, properties: Self.tracedProperties, includesCustomProperties: true, decimals: 3)
            let recording = try trace.record(scene, settings: settings)
            let text = try trace.text(of: recording.frames, sceneName: name, fps: settings.fps)
            try capture.write(scene: name, digests: digests, trace: text, curves: ReviewCapture.Curves(recording))
        }
    }
}
