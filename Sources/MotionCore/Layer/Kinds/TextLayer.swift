/// A layer that shows a string (CATextLayer), laid out like UILabel: data only — the renderer
/// draws `string` in the bounds with `textStyle`.
///
/// `fontSize` and `foregroundColor` animate like any property; `string` changes are what a
/// `Label`'s text transitions (fade, push...) animate.
open class TextLayer: Layer {
    /// The text; nil or empty draws nothing.
    @Animatable("string") public var string: String? = nil
    /// Family, weight and slant of the text; its size is `fontSize`.
    @Animatable("font") public var font: Font = .system(size: 17)
    /// The point size the text is drawn at (animatable).
    @Animatable("fontSize") public var fontSize: Double = 17
    /// The colour of the glyphs (animatable).
    @Animatable("foregroundColor") public var foregroundColor: Color = .black
    /// Horizontal alignment in the bounds.
    @Animatable("alignment") public var alignment: TextAlignment = .natural
    /// Wrapping and truncation (UILabel's lineBreakMode).
    @Animatable("lineBreakMode") public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// Maximum number of lines; 0 means as many as fit.
    @Animatable("numberOfLines") public var numberOfLines: Int = 1
    /// Extra space between lines, in points.
    @Animatable("lineSpacing") public var lineSpacing: Double = 0

    /// Draws `string` in the bounds with `textStyle` (vertically centred, like UILabel), then
    /// whatever the delegate draws. Called on presentation copies at render time.
    open override func draw(in context: GraphicsContext) {
        if let string, !string.isEmpty {
            context.drawText(string, in: bounds, style: textStyle)
        }
        super.draw(in: context)
    }

    /// Everything the renderer needs to lay the string out.
    public var textStyle: TextStyle {
        TextStyle(font: font.withSize(fontSize), color: foregroundColor, alignment: alignment,
                  lineBreakMode: lineBreakMode, numberOfLines: max(0, numberOfLines), lineSpacing: lineSpacing)
    }
}
