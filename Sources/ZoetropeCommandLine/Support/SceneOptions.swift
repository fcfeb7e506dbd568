import ArgumentParser
import Zoetrope

/// The scene a command works on: its name and a variant. Shared by every command that plays a
/// scene, so the options read and behave the same everywhere.
struct SceneOptions: ParsableArguments {
    @Argument(help: "The scene's name (see 'zoetrope list').")
    var scene: String

    @Option(help: "A variant of the scene (see 'zoetrope list').")
    var variant: String?

    /// The chosen scene; an unknown name or variant is an error listing the valid ones.
    func makeScene() throws -> Scene {
        try RootCommand.catalog.scene(named: scene, variant: variant)
    }
}

/// `--background` for the commands that draw.
struct BackgroundOption: ParsableArguments {
    @Option(help: "Background: a hex colour such as #F2F2F7, or 'transparent' (default: the scene's).")
    var background: String?

    /// The parsed colour, or nil for the scene's own.
    func color() throws -> Color? {
        try background.map(ColorArgument.parse)
    }
}
