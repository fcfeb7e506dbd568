import ArgumentParser
import Foundation
import Zoetrope

struct CurvesCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "curves",
        abstract: "Plot timing functions and springs (progress over time), or sample them as CSV.",
        discussion: """
        Curves: \(CurveSpec.validForms). Quote the ones with parentheses for the shell.

        Cubic curves run over the whole time axis; springs run on their own clock, and the axis defaults to the longest spring's settling time.

        Example: \(ToolIdentity.name) curves easeOut 'spring(damping=8)' -o curves.png
        Example: \(ToolIdentity.name) curves linear easeInEaseOut --csv --samples 11
        """
    ) }

    @Argument(help: "The curves to show (default: linear easeIn easeOut easeInEaseOut default).")
    var names: [String] = []

    @Option(name: .shortAndLong, help: "The chart: \(StillOutput.extensions).")
    var output: String?

    @Flag(help: "Print the sampled curves as CSV on stdout instead of drawing them.")
    var csv = false

    @Option(parsing: .unconditional, help: "Length of the time axis in seconds (default: 1, or the longest spring's settling time).")
    var duration: Bounded<CurveDurations>?

    @Option(parsing: .unconditional, help: "Rows of the CSV table, evenly spaced from 0 to the duration.")
    var samples = Bounded<CurveSampleCounts>(101)

    @OptionGroup var pngScale: PNGScaleOptions

    func validate() throws {
        if csv == (output != nil) { throw ValidationError("give either -o <file> (\(StillOutput.extensions)) or --csv") }
        do { _ = try curves() } catch { throw ValidationError("\(error)") }
    }

    private func curves() throws -> [CurveSpec] {
        try (names.isEmpty ? CurveSpec.defaultNames : names).map(CurveSpec.parse)
    }

    func run() throws {
        let curves = try curves()
        let sampler = CurveSampler(curves: curves, duration: duration?.value ?? CurveSampler.defaultDuration(for: curves))
        if csv {
            try Console.outputText(sampler.csv(count: samples.value))
            return
        }
        guard let output else { return }
        let format = try StillOutput(path: output)
        let plot = CurvePlot(sampler: sampler)
        try format.write(size: plot.size, scale: pngScale.scale, to: output) { plot.draw(in: $0) }
        Console.confirmWritten(output)
    }
}

/// `--duration`: seconds of the plotted animation, above 0 and at most an hour.
enum CurveDurations: NumberRange {
    static let range = 0.0...3600
    static let allowed = "above 0 and at most 3600 seconds"
    static func allows(_ seconds: Double) -> Bool { seconds > 0 && range.contains(seconds) }
}

/// `--samples`: rows of the CSV table.
enum CurveSampleCounts: NumberRange {
    static let range = 2...100_000
}
