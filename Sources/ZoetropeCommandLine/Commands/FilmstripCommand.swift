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
    var frames = Bounded<FilmstripFrameCounts>(8)

    @OptionGroup var picture: PictureOutputOptions

    @Option(parsing: .unconditional, help: "Frames per row (default: 4, or fewer when there are fewer frames).")
    var columns = Bounded<FilmstripColumnCounts>(4)

    @Option(parsing: .unconditional, help: "Width of each frame in points (default: the scene's width, at most 200).")
    var width: Bounded<FilmstripFrameWidths>?

    @OptionGroup var pngScale: PNGScaleOptions

    @OptionGroup var timeRange: TimeRangeOptions

    func run() throws {
        let format = try picture.format()
        let scene = try sceneOptions.makeScene()
        let settings = try RenderSettings(background: backgroundOption.background).resolved(for: scene)
        let thumbnailWidth = width?.value ?? min(scene.size.width, 200)
        let layout = try FilmstripLayout(
            count: frames.value, columns: columns.value, start: timeRange.from, end: timeRange.to ?? scene.duration,
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

/// `--frames`: frames on the sheet.
enum FilmstripFrameCounts: NumberRange {
    static let range = 1...FilmstripLayout.maximumFrameCount
}

/// `--columns`: frames per row.
enum FilmstripColumnCounts: NumberRange {
    static let range = 1...Int.max
    static let allowed = "at least 1"
}

/// `--width`: each frame's width in points.
enum FilmstripFrameWidths: NumberRange {
    static let range = 8.0...4096
    static let unit = "points"
}
