/// Settings of the GIF palette and its dithering.
public struct GIFOptions: Equatable, Sendable {
    /// How pixels are mapped onto the palette (FFmpeg paletteuse's `dither`).
    public enum Dither: Equatable, Sendable {
        /// Nearest palette colour: flat areas stay flat, gradients band.
        case none
        /// Ordered 8×8 Bayer matrix; `scale` 0...5, higher means a weaker, less visible pattern.
        /// Ordered dithering is stable between frames, so unchanged areas compress well.
        case bayer(scale: Int)
        /// Floyd–Steinberg error diffusion.
        case floydSteinberg
        /// Sierra-2-4A ("Sierra Lite") error diffusion.
        case sierra

        var filterArguments: String {
            switch self {
            case .none: return "dither=none"
            case let .bayer(scale): return "dither=bayer:bayer_scale=\(scale)"
            case .floydSteinberg: return "dither=floyd_steinberg"
            case .sierra: return "dither=sierra2_4a"
            }
        }
    }

    /// Which pixels feed the palette histogram (FFmpeg palettegen's `stats_mode`).
    public enum PaletteStatistics: String, Equatable, Sendable {
        /// Every pixel of every frame.
        case full
        /// The first frame, then only pixels that changed: moving content gets more colours.
        case diff
    }

    /// Most colours in the palette, 2...256. One table entry is kept for transparency, so 256
    /// gives 255 colours (FFmpeg's palettegen works with at least 4 entries; fewer colours come
    /// from reducing its palette with k-means over the frames' histogram).
    public var maxColors: Int
    public var dither: Dither
    public var statistics: PaletteStatistics
    /// Refine palettegen's median-cut palette with k-means over the same statistics (see
    /// `PaletteRefiner`); `false` gives exactly the palette of FFmpeg's palettegen.
    public var refinesPalette: Bool

    public init(maxColors: Int = 256, dither: Dither = .bayer(scale: 5), statistics: PaletteStatistics = .diff,
                refinesPalette: Bool = true) {
        self.maxColors = maxColors; self.dither = dither; self.statistics = statistics
        self.refinesPalette = refinesPalette
    }

    func validate() throws {
        guard (2...256).contains(maxColors) else {
            throw MediaError.outOfRange(setting: "GIF maxColors", value: "\(maxColors)", allowed: "2...256")
        }
        if case let .bayer(scale) = dither, !(0...5).contains(scale) {
            throw MediaError.outOfRange(setting: "GIF Bayer dither scale", value: "\(scale)", allowed: "0...5")
        }
    }
}
