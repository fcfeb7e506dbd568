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
