import ArgumentParser

/// `-o` for the commands that write one picture of a scene (`still`, `filmstrip`): PNG, SVG or PDF
/// by the name's extension.
struct PictureOutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The output file: .png, .svg or .pdf.")
    var output: String

    /// The picture's format; a `ValidationError` for another extension.
    func format() throws -> StillFormat {
        try StillFormat(path: output)
    }
}

/// `--scale` for pictures drawn at a fixed density rather than the scene's (`filmstrip`, `curves`).
struct PNGScaleOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Pixels per point for PNG.")
    var scale: Double = 2
}
