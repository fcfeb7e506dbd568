import MediaEncoding

/// The settings `Exporter.exportGIF(to:maximumBytes:)` settled on.
public struct SizeBudgetChoice: Equatable, Sendable {
    public let fps: Int
    public let colors: Int
    /// The size of the file written.
    public let bytes: Int
}

extension Exporter {
    /// Renders a GIF to `path` no larger than `maximumBytes`, trying settings from the best-looking
    /// down — this exporter's own, then smaller palettes (to 64 colours), then lower frame rates
    /// (20 and 15 fps), then 32 and 16 colours at the lowest rate — and returns what it chose.
    /// Each try is the first plan at a lower rate or with fewer colours, rendered whole (progress
    /// starts over for each); a try over the budget leaves nothing behind, and `cancel()` stops
    /// the search. Throws `ExportError.overBudget` with the smallest size reached when nothing fits.
    public func exportGIF(to path: String, maximumBytes: Int) throws -> SizeBudgetChoice {
        try exportGIF(try plan(forOutput: path), maximumBytes: maximumBytes)
    }

    /// `exportGIF(to:maximumBytes:)` stepping down from `first`, a plan this exporter made
    /// (`plan(forOutput:)`), so a caller that showed the plan's notes renders from that same plan.
    public func exportGIF(_ first: RenderPlan, maximumBytes: Int) throws -> SizeBudgetChoice {
        let path = first.path
        guard first.format == .gif else {
            throw RenderSettingsError.sizeBudgetNeedsGIF(path: path)
        }
        guard maximumBytes > 0 else { throw RenderSettingsError.sizeBudgetNotPositive(maximumBytes) }
        var smallest = Int.max
        for (index, (fps, colors)) in Self.sizeBudgetLadder(fps: first.settings.fps, colors: first.encoding.gif.maxColors).enumerated() {
            do {
                try export(first.trying(fps: fps, colors: colors, maximumBytes: maximumBytes, tellsTrackNotes: index == 0))
                return SizeBudgetChoice(fps: fps, colors: colors, bytes: OutputDestination.fileSize(atPath: path) ?? 0)
            } catch ExportError.overBudget(_, let bytes, _) {
                smallest = min(smallest, bytes)
            }
        }
        throw ExportError.overBudget(path, bytes: smallest, limit: maximumBytes)
    }

    /// The (fps, colours) tried, best-looking first.
    static func sizeBudgetLadder(fps: Int, colors: Int) -> [(fps: Int, colors: Int)] {
        let rates = unique([fps, 20, 15].filter { $0 <= fps })
        let palettes = unique([colors, 128, 64].filter { $0 <= colors })
        var ladder = rates.flatMap { rate in palettes.map { (fps: rate, colors: $0) } }
        let lowest = rates.last ?? fps
        ladder += [32, 16].filter { $0 < (palettes.last ?? colors) }.map { (fps: lowest, colors: $0) }
        return ladder
    }

    private static func unique(_ values: [Int]) -> [Int] {
        values.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
