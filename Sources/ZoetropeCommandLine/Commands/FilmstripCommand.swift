import ArgumentParser
import CairoRendering
import Foundation
import Zoetrope

struct FilmstripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filmstrip",
        abstract: "Draw a contact sheet: frames spread evenly over the animation, each labelled with its time.",
        discussion: """
        The first frame is at --from (default 0) and the last at --to (default: the scene's duration); the others are evenly spaced between them. Writes .png, .svg or .pdf.

        Example: zoetrope filmstrip loading-indicator --frames 8 -o strip.png
        """
    )

    @Argument(help: "The scene's name (see 'zoetrope list').")
    var scene: String

    @Option(help: "How many frames to show, the first and last included.")
    var frames: Int = 8

    @Option(name: .shortAndLong, help: "The output file: .png, .svg or .pdf.")
    var output: String

    @Option(help: "Frames per row (default: 4, or fewer when there are fewer frames).")
    var columns: Int = 4

    @Option(help: "Width of each frame in points (default: the scene's width, at most 200).")
    var width: Double?

    @Option(help: "Pixels per point for PNG.")
    var scale: Double = 2

    @Option(help: "Time of the first frame, in seconds.")
    var from: Double = 0

    @Option(help: "Time of the last frame, in seconds (default: the scene's duration).")
    var to: Double?

    @Option(help: "A variant of the scene (see 'zoetrope list').")
    var variant: String?

    @Option(help: "Background of each frame: a hex colour such as #F2F2F7, or 'transparent' (default: the scene's).")
    var background: String?

    func run() throws {
        let format = try StillFormat(path: output)
        let scene = try RootCommand.catalog.scene(named: self.scene, variant: variant)
        let settings = try RenderSettings(background: try background.map(ColorArgument.parse)).resolved(for: scene)
        let thumbnailWidth = width ?? min(scene.size.width, 200)
        let layout = try FilmstripLayout(
            count: frames, columns: columns, start: from, end: to ?? scene.duration,
            thumbnailSize: Size(width: thumbnailWidth, height: thumbnailWidth * scene.size.height / scene.size.width))
        let renderer = FilmstripRenderer(scene: scene, layout: layout, background: settings.background)
        try format.write(size: layout.size, scale: scale, to: URL(fileURLWithPath: output)) { context in
            try renderer.draw(in: context)
        }
        print(output)
    }
}
