import ArgumentParser

/// `-o` for the commands that write one picture of a scene (`still`, `filmstrip`): a still format
/// of the format table, by the name's extension.
struct PictureOutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The output file: \(StillOutput.extensions).")
    var output: String

    /// The picture's format; a `ValidationError` for another extension.
    func format() throws -> StillOutput {
        try StillOutput(path: output)
    }
}
