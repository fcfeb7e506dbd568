import CFFmpeg

/// Pass 0 of the GIF writer: FFmpeg's `palettegen` filter collecting colour statistics of all
/// frames, then producing a palette (a 16×16 BGRA frame) at end of stream, optionally refined by
/// `PaletteRefiner` from a `ColorHistogram` of the same pixels. palettegen asks for one entry
/// more than the colours wanted (its reserved transparent entry) and at least 4; a palette of 2
/// or 3 colours is its 3 reduced by k-means.
final class PaletteGenerator {
    private let graph: FilterGraph
    private let colours: Int
    private let refines: Bool
    private var histogram: ColorHistogram?
    private let source: UnsafeMutablePointer<AVFilterContext>
    private let sink: UnsafeMutablePointer<AVFilterContext>
    private let scratch: MediaFrame

    init(width: Int, height: Int, options: GIFOptions) throws {
        graph = try FilterGraph()
        source = try graph.addBGRASource(name: "frames", width: width, height: height)
        let generator = try graph.addFilter("palettegen", name: "palettegen",
                                            arguments: "max_colors=\(max(4, min(options.maxColors + 1, 256)))"
                                                + ":stats_mode=\(options.statistics.rawValue):reserve_transparent=1")
        sink = try graph.addFilter("buffersink", name: "palette", arguments: nil)
        try graph.link(source, 0, to: generator, 0)
        try graph.link(generator, 0, to: sink, 0)
        try graph.configure()
        scratch = try MediaFrame()
        colours = options.maxColors
        refines = options.refinesPalette
        countsColours = refines || colours < 3
        if countsColours { histogram = ColorHistogram(onlyChangedPixels: options.statistics == .diff) }
    }

    /// Feeds `frame` to palettegen.
    func add(_ frame: MediaFrame) throws {
        try graph.push(frame, into: source)
    }

    /// Whether `countColours` must see every frame (the palette is refined, or reduced below 3).
    /// A constant: `histogram` itself belongs to the thread counting colours until `makePalette`.
    let countsColours: Bool

    /// Adds `frame` to the colour histogram. May run on another thread than `add`, one frame at a
    /// time and in order, finished before `makePalette`.
    func countColours(of frame: MediaFrame) {
        let (base, stride) = frame.firstPlane
        histogram?.add(bgra: base, stride: stride, width: Int(frame.frame.pointee.width), height: Int(frame.frame.pointee.height))
    }

    /// Ends the statistics and returns the palette.
    func makePalette() throws -> MediaFrame {
        try graph.push(nil, into: source)
        let palette = try MediaFrame()
        try graph.pull(from: sink, into: scratch) { try palette.reference($0) }
        guard palette.frame.pointee.data.0 != nil else {
            throw MediaError.invalidState("palettegen produced no palette (no frames in pass 0?)")
        }
        palette.presentationTime = 0
        if let histogram { try refine(palette, with: histogram) }
        return palette
    }

    /// Replaces the palette's opaque entries (BGRA words; the reserved transparent entry has alpha 0)
    /// by the k-means refinement of its first `colours` distinct ones, the other entries repeating
    /// the last.
    private func refine(_ palette: MediaFrame, with histogram: ColorHistogram) throws {
        try palette.makeWritable()
        let (base, stride) = palette.firstPlane
        let width = Int(palette.frame.pointee.width), height = Int(palette.frame.pointee.height)
        let opaqueEntries = (0..<width * height).map { base + ($0 / width) * stride + 4 * ($0 % width) }.filter { $0[3] == 255 }
        var distinct: [SIMD3<Double>] = []
        for entry in opaqueEntries {
            let colour = SIMD3(Double(entry[2]), Double(entry[1]), Double(entry[0]))
            if !distinct.contains(colour) { distinct.append(colour) }
        }
        // palettegen lists its distinct colours first, then repeats the last; only those are
        // refined, so the repeats cannot drift into extra colours.
        guard refines || distinct.count > self.colours else { return }
        let refined = PaletteRefiner.refine(Array(distinct.prefix(self.colours)), histogram: histogram)
        for (index, entry) in opaqueEntries.enumerated() {
            let colour = refined[min(index, refined.count - 1)]
            entry[2] = UInt8(colour.x); entry[1] = UInt8(colour.y); entry[0] = UInt8(colour.z)
        }
    }
}

/// Pass 1 of the GIF writer: FFmpeg's `paletteuse` mapping frames onto the palette (8-bit indexed
/// output), dithering as configured and, with `diff_mode=rectangle`, only re-mapping the rectangle
/// that changed since the previous frame so unchanged pixels keep their exact indices.
final class PaletteMapper {
    private let graph: FilterGraph
    private let source: UnsafeMutablePointer<AVFilterContext>
    private let sink: UnsafeMutablePointer<AVFilterContext>
    private let scratch: MediaFrame

    init(width: Int, height: Int, palette: MediaFrame, options: GIFOptions) throws {
        graph = try FilterGraph()
        source = try graph.addBGRASource(name: "frames", width: width, height: height)
        let paletteSource = try graph.addBGRASource(name: "palette", width: Int(palette.frame.pointee.width),
                                                    height: Int(palette.frame.pointee.height))
        let mapper = try graph.addFilter("paletteuse", name: "paletteuse",
                                         arguments: options.dither.filterArguments + ":diff_mode=rectangle:alpha_threshold=128")
        sink = try graph.addFilter("buffersink", name: "indexed", arguments: nil)
        try graph.link(source, 0, to: mapper, 0)
        try graph.link(paletteSource, 0, to: mapper, 1)
        try graph.link(mapper, 0, to: sink, 0)
        try graph.configure()
        try graph.push(palette, into: paletteSource)
        try graph.push(nil, into: paletteSource)
        scratch = try MediaFrame()
    }

    /// Maps `frame` (or flushes, when `nil`) and hands every indexed frame ready to `body`.
    func map(_ frame: MediaFrame?, _ body: (MediaFrame) throws -> Void) throws {
        try graph.push(frame, into: source)
        try graph.pull(from: sink, into: scratch, body)
    }
}
