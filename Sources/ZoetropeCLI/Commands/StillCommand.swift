import ArgumentParser
import CairoRendering
import Foundation
import Zoetrope

struct StillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "still",
        abstract: "Render one frame of a scene to PNG, SVG or PDF.",
        discussion: "Example: zoetrope still loading-indicator --at 1.25 -o frame.png"
    )

    @Argument(help: "The scene's name (see 'zoetrope list').")
    var scene: String

    @Option(help: "The time of the frame, in seconds.")
    var at: Double

    @Option(name: .shortAndLong, help: "The output file: .png, .svg or .pdf.")
    var output: String

    @Option(help: "A variant of the scene.")
    var variant: String?

    @Option(help: "Pixels per point for PNG (default: the scene's).")
    var scale: Double?

    @Option(help: "Background: a hex colour such as #F2F2F7, or 'transparent'.")
    var background: String?

    func run() throws {
        let scene = try ZoetropeCommand.catalog.scene(named: self.scene, variant: variant)
        let settings = RenderSettings(scale: scale, background: try background.map(ColorArgument.parse))
        let exporter = Exporter(scene: scene, settings: settings)
        let url = URL(fileURLWithPath: output)
        switch url.pathExtension.lowercased() {
        case "png":
            try exporter.still(at: at).writePNG(to: url)
        case "svg", "pdf":
            try exporter.vectorStill(at: at, format: url.pathExtension.lowercased() == "svg" ? .svg : .pdf).write(to: url)
        default:
            throw ValidationError("unsupported still format '.\(url.pathExtension)'; use .png, .svg or .pdf")
        }
        print(output)
    }
}
