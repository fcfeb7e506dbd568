/// Horizontal alignment of text in its box (NSTextAlignment).
public enum TextAlignment: String, Hashable, Sendable {
    case left, center, right, justified, natural
}

/// What happens to text that does not fit its box (NSLineBreakMode).
public enum LineBreakMode: String, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Where text shorter than its box sits in it: UILabel centres it, CATextLayer puts it at the top.
public enum VerticalTextAlignment: String, Hashable, Sendable {
    case center, top
}

/// Everything needed to lay out a piece of text.
public struct TextStyle: Hashable, Sendable {
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    public var lineBreakMode: LineBreakMode
    /// Maximum number of lines; 0 means unlimited.
    public var numberOfLines: Int
    /// Extra space between lines, in points.
    public var lineSpacing: Double
    /// Where the lines sit in a taller box.
    public var verticalAlignment: VerticalTextAlignment
    /// Runs of the text drawn with their own font or colour (an attributed string's); empty: all
    /// of it in `font` and `color`.
    public var runs: [TextRun] = []
    /// An outline along the glyphs; nil: none (the text is filled).
    public var stroke: TextStroke?

    public init(font: Font, color: Color = .black, alignment: TextAlignment = .natural,
                lineBreakMode: LineBreakMode = .byTruncatingTail, numberOfLines: Int = 1, lineSpacing: Double = 0,
                verticalAlignment: VerticalTextAlignment = .center) {
        self.font = font; self.color = color; self.alignment = alignment
        self.lineBreakMode = lineBreakMode; self.numberOfLines = numberOfLines; self.lineSpacing = lineSpacing
        self.verticalAlignment = verticalAlignment
    }
}
