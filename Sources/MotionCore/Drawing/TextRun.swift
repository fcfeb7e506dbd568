/// A run of an attributed text drawn with its own font or colour (an `NSAttributedString`'s
/// `.font` and `.foregroundColor` over a range), over the style's for the rest.
public struct TextRun: Hashable, Sendable {
    /// The run's characters, as byte offsets into the text's UTF-8.
    public var bytes: Range<Int>
    /// The run's font, size included; nil: the style's.
    public var font: Font?
    /// The run's colour; nil: the style's.
    public var color: Color?

    public init(bytes: Range<Int>, font: Font? = nil, color: Color? = nil) {
        self.bytes = bytes
        self.font = font
        self.color = color
    }
}
