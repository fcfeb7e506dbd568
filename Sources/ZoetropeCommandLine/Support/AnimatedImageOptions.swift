import ArgumentParser
import MediaEncoding
import Zoetrope

/// `render`'s options for animated images: the GIF palette (`--colors`, `--dither`), a size budget
/// (`--max-size`) and how often GIF, APNG and WebP play (`--loop`).
struct AnimatedImageOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Most colours in a GIF, 2…256 (default 256, which gives 255: one table entry is kept for transparency).")
    var colors: Int?

    @Option(help: "GIF dithering: none, bayer[:0-5] (default bayer:5; higher is a weaker pattern), floyd-steinberg or sierra.")
    var dither: String?

    @Option(parsing: .unconditional, help: "How often a GIF, APNG or WebP plays: forever (default), once, or a number of plays.")
    var loop: String?

    @Option(parsing: .unconditional, help: "Largest GIF to write (e.g. 2MB, 500KB, 3MiB): fewer colours, then fewer frames per second (down to 15) are tried until it fits.")
    var maxSize: String?

    /// `--max-size` in bytes, or nil.
    func maximumBytes() throws -> Int? {
        try maxSize.map(Self.parseByteCount)
    }

    /// Sets the parsed options on `encoder`; a value out of range is a `ValidationError` naming the choices.
    func apply(to encoder: inout EncodingOptions) throws {
        if let colors {
            guard (2...256).contains(colors) else {
                throw ValidationError("--colors \(colors) is out of range: use 2…256")
            }
            encoder.gif.maxColors = colors
        }
        if let dither { encoder.gif.dither = try Self.parseDither(dither) }
        if let loop { encoder.loop = try Self.parseLoop(loop) }
    }

    static func parseDither(_ text: String) throws -> GIFOptions.Dither {
        // "bayer:" keeps its empty scale, which is refused, rather than meaning "bayer".
        let parts = text.lowercased().split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        switch (parts.first, parts.count) {
        case ("none", 1): return .none
        case ("floyd-steinberg", 1): return .floydSteinberg
        case ("sierra", 1): return .sierra
        case ("bayer", 1): return .bayer(scale: 5)
        case ("bayer", 2):
            if let scale = Int(parts[1]), (0...5).contains(scale) { return .bayer(scale: scale) }
            throw ValidationError("--dither '\(text)': the Bayer scale must be 0…5 (bayer:0 is the strongest pattern)")
        default:
            throw ValidationError("--dither '\(text)' is not one of none, bayer[:0-5], floyd-steinberg, sierra")
        }
    }

    /// "2MB" (10⁶ bytes), "500KB", "3MiB" (2²⁰), "512KiB", "800000" or "800000B".
    static func parseByteCount(_ text: String) throws -> Int {
        let units: [(suffix: String, factor: Double)] = [("kib", 1024), ("mib", 1_048_576), ("kb", 1000), ("mb", 1_000_000), ("b", 1)]
        let lowered = text.lowercased()
        let unit = units.first { lowered.hasSuffix($0.suffix) }
        let number = unit.map { String(lowered.dropLast($0.suffix.count)) } ?? lowered
        guard let value = Double(number), value.isFinite, value > 0, value * (unit?.factor ?? 1) <= 1e12 else {
            throw ValidationError("--max-size '\(text)' is not a size such as 2MB, 500KB, 3MiB or 800000")
        }
        return Int((value * (unit?.factor ?? 1)).rounded(.down))
    }

    static func parseLoop(_ text: String) throws -> LoopMode {
        switch text.lowercased() {
        case "forever": return .forever
        case "once": return .once
        default:
            guard let plays = Int(text), (1...65535).contains(plays) else {
                throw ValidationError("--loop '\(text)' is not forever, once or a number of plays in 1…65535")
            }
            return .plays(plays)
        }
    }
}
