import ArgumentParser
import CairoRendering
import Foundation
import Zoetrope

struct FilmstripCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "filmstrip",
        abstract: "Draw a contact sheet: frames spread evenly over the animation, each labelled with its time.",
        discussion: """
        The first frame is at --from (default 0) and the last at --to (default: the scene's duration); the others are evenly spaced between them. Writes \(StillOutput.extensions).

        Example: \(ToolIdentity.name) filmstrip \(ToolIdentity.exampleScene) --frames 8 -o strip.png
        """
    ) }

    @OptionGroup var sceneOptions: SceneOptions
    @OptionGroup var backgroundOption: BackgroundOption

    @Option(parsing: .unconditional, help: "How many frames to show, the first and last included.")
    var frames: Int = 8

    @OptionGroup var picture: PictureOutputOptions

    @Option(parsing: .unconditional, help: "Frames per row (default: 4, or fewer when there are fewer frames).")
    var columns: Int = 4

    @Option(parsing: .unconditional, help: "Width of each frame in points (default: the scene's width, at most 200).")
    var width: Double?

    @OptionGroup var pngScale: PNGScaleOptions

    @OptionGroup var timeRange: TimeRangeOptions

    func validate() throws {
        guard (1...FilmstripLayout.maximumFrameCount).contains(frames) else {
            throw ValidationError("--frames must be between 1 and \(FilmstripLayout.maximumFrameCount) (got \(frames))")
        }
        guard columns >= 1 else { throw ValidationError("--columns must be at least 1 (got \(columns))") }
        if let width, !(width.isFinite && width >= 8 && width <= 4096) {
            throw ValidationError("--width must be between 8 and 4096 points (got \(width))")
        }
    }

    func run() throws {
        let format = try picture.format()
        let scene = try sceneOptions.makeScene()
        let settings = try RenderSettings(background: backgroundOption.background).resolved(for: scene)
        let thumbnailWidth = width ?? min(scene.size.width, 200)
        let layout = try FilmstripLayout(
            count: frames, columns: columns, start: timeRange.from, end: timeRange.to ?? scene.duration,
            thumbnailSize: Size(width: thumbnailWidth, height: thumbnailWidth * scene.size.height / scene.size.width))
        let filmstrip = Filmstrip(scene: scene, layout: layout, background: settings.background)
        try SceneNotes.printing {
            try format.write(size: layout.size, scale: pngScale.scale, to: picture.output) { context in
                try filmstrip.draw(in: context)
            }
        }
        Console.confirmWritten(picture.output)
    }
}
