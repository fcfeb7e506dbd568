import ArgumentParser

/// `--scale` for pictures drawn at a fixed density rather than the scene's (`filmstrip`, `curves`).
struct PNGScaleOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Pixels per point for PNG.")
    var scale: Double = 2
}
