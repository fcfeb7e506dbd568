/// An outline along a text's glyphs: NSAttributedString's `.strokeWidth` and `.strokeColor` over
/// the whole text, or a Lottie text document's stroke.
public struct TextStroke: Hashable, Sendable {
    /// The outline's colour; nil: the text's colour.
    public var color: Color?
    /// The outline's width in percent of the font's point size (`.strokeWidth`'s unit), centred on
    /// the glyphs' edges.
    public var width: Double
    /// Whether the glyphs are filled too (a negative `.strokeWidth`) or only outlined (a positive one).
    public var fillsText: Bool
    /// Whether the outline lies over the fill (Core Text's order, Lottie's "stroke over fill") or
    /// under it, where only its outer half shows.
    public var isOverFill: Bool

    public init(color: Color? = nil, width: Double, fillsText: Bool, isOverFill: Bool = true) {
        self.color = color
        self.width = width
        self.fillsText = fillsText
        self.isOverFill = isOverFill
    }

    /// The stroke of an attributed string's `.strokeWidth` (percent of the point size: positive
    /// outlines, negative outlines and fills, 0 draws no stroke) and `.strokeColor`; nil for 0.
    public init?(strokeWidth: Double, color: Color?) {
        guard strokeWidth != 0, strokeWidth.isFinite else { return nil }
        self.init(color: color, width: abs(strokeWidth), fillsText: strokeWidth < 0)
    }
}
