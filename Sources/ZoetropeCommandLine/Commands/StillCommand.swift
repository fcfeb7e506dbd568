import ArgumentParser
import CairoRendering
import Foundation
import Zoetrope

struct StillCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "still",
        abstract: "Render one frame of a scene to \(StillOutput.names).",
        discussion: """
        PNG is drawn at the scene's pixel density (or --scale); SVG and PDF are vector pages in points.

        Example: \(ToolIdentity.name) still \(ToolIdentity.exampleScene) --at 1.25 -o frame.png
        """
    ) }

    @OptionGroup var sceneOptions: SceneOptions
    @OptionGroup var backgroundOption: BackgroundOption

    @Option(parsing: .unconditional, help: "The time of the frame, in seconds (within a thousandth of a frame of one of the scene's frames: that frame, as a render draws it).")
    var at: Double

    @OptionGroup var picture: PictureOutputOptions

    @Option(parsing: .unconditional, help: "Pixels per point for PNG (default: the scene's).")
    var scale: Double?

    func run() throws {
        let format = try picture.format()
        let scene = try sceneOptions.makeScene()
        let settings = RenderSettings(scale: scale, background: backgroundOption.background)
        let exporter = Exporter(scene: scene, settings: settings)
        let bytes = try SceneNotes.printing { try format.still(of: exporter, at: at) }
        try OutputDestination.write(bytes, to: picture.output)
        Console.confirmWritten(picture.output)
    }
}
