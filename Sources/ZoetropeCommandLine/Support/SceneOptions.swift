import ArgumentParser
import Foundation
import MediaEncoding
import Zoetrope

/// The scene a command works on: its name, then `SceneMakingOptions`. Shared by every command
/// that plays one scene, so the options read and behave the same everywhere.
struct SceneOptions: ParsableArguments {
    @Argument(help: "The scene's name (see '\(ToolIdentity.name) list').")
    var scene: String

    @OptionGroup var making: SceneMakingOptions

    /// The chosen scene (`SceneMakingOptions.makeScene(named:)`).
    func makeScene() throws -> Scene {
        try making.makeScene(named: scene)
    }
}

/// How a named scene is made: `--variant` and the `--font` files; `render` names its scene
/// itself (it may be `--all`), every other scene command through `SceneOptions`.
struct SceneMakingOptions: ParsableArguments {
    @Option(help: "A variant of the scene (see '\(ToolIdentity.name) list').")
    var variant: String?

    @OptionGroup var fontOptions: FontOptions

    /// Registers the `--font` files, then makes the scene `name`; an unknown name or variant is
    /// an error listing the valid ones, an unreadable font file an error naming it.
    func makeScene(named name: String) throws -> Scene {
        try fontOptions.registerFonts()
        return try RootCommand.catalog.scene(named: name, variant: variant)
    }
}

/// `--font` for every command that draws scenes.
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font"), help: ArgumentHelp(
        "A font file (.ttf, .otf, .ttc) to register before the scene is built; repeatable.", valueName: "path"))
    var fontFiles: [String] = []

    /// Registers the files; an unreadable one is an error naming it.
    func registerFonts() throws {
        for path in fontFiles {
            do { try Font.register(contentsOf: URL(fileURLWithPath: path)) } catch {
                throw FontFileError(message: "\(error)")
            }
        }
    }
}

/// A `--font` file that cannot be registered.
struct FontFileError: Error, CustomStringConvertible, CategorizedError {
    var category: ErrorCategory { .usage }

    let message: String
    var description: String { message }
}

/// `--background` for the commands that draw.
struct BackgroundOption: ParsableArguments {
    @Option(help: "Background: a hex colour such as #F2F2F7, or 'transparent' (default: the scene's).")
    var background: Color?
}

/// `--from` and `--to`: the part of a scene a command plays, in seconds of scene time.
struct TimeRangeOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Start of the range, in seconds.")
    var from: Double = 0

    @Option(parsing: .unconditional, help: "End of the range, in seconds (default: the scene's duration).")
    var to: Double?
}
