import ArgumentParser
import MediaEncoding
import Zoetrope

/// `render`'s options for animated images: the GIF palette (`--colors`, `--dither`), a size budget
/// (`--max-size`) and how often GIF, APNG and WebP play (`--loop`).
struct AnimatedImageOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Most colours in a GIF, 2…256 (default 256, which gives 255: one table entry is kept for transparency).")
    var colors: Bounded<PaletteSizes>?

    @Option(help: "GIF dithering: none, bayer[:0-5] (default bayer:5; higher is a weaker pattern), floyd-steinberg or sierra.")
    var dither: GIFOptions.Dither?

    @Option(parsing: .unconditional, help: "How often a GIF, APNG or WebP plays: forever (default), once, or a number of plays.")
    var loop: LoopMode?

    @Option(parsing: .unconditional, help: "Largest GIF to write (e.g. 2MB, 500KB, 3MiB): fewer colours, then fewer frames per second (down to 15) are tried until it fits.")
    var maxSize: ByteCount?

    /// Sets the options given on `encoder`.
    func apply(to encoder: inout EncodingOptions) {
        if let colors { encoder.gif.maxColors = colors.value }
        if let dither { encoder.gif.dither = dither }
        if let loop { encoder.loop = loop }
    }
}

/// `--colors`: a GIF palette holds 2…256 colours.
enum PaletteSizes: NumberRange {
    static let range = 2...256
}
