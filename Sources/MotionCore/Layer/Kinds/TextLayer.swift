/// A layer that shows a string (CATextLayer), laid out like UILabel: data only — the renderer
/// draws `string` in the bounds with `textStyle`.
///
/// `fontSize` and `foregroundColor` animate like any property; `string` changes are what a
/// `Label`'s text transitions (fade, push...) animate.
open class TextLayer: Layer {
    /// The properties TextLayer adds, each declared once (see `LayerPropertyList`).
    struct Properties: LayerPropertyList {
        let string = LayerProperty<String?>(nil)
        let font = LayerProperty<Font>(.system(size: 17))
        let fontSize = LayerProperty<Double>(17)
        let foregroundColor = LayerProperty<Color>(.black)
        let alignment = LayerProperty<TextAlignment>(.natural)
        let lineBreakMode = LayerProperty<LineBreakMode>(.byTruncatingTail)
        let numberOfLines = LayerProperty<Int>(1)
        let lineSpacing = LayerProperty<Double>(0)
        let runs = LayerProperty<[TextRun]>([])
        let stroke = LayerProperty<TextStroke?>(nil)

        static let declared = Properties(slotsAfter: Layer.self)
    }

    override class var builtInProperties: [AnyLayerProperty] { super.builtInProperties + Properties.declared.descriptors }

    /// The text; nil or empty draws nothing. Setting it drops the runs and stroke of an
    /// attributed string set before (`attributedString`).
    public var string: String? {
        get { self[Properties.declared.string] }
        set {
            self[Properties.declared.string] = newValue
            if !runs.isEmpty { runs = [] }
            if stroke != nil { stroke = nil }
        }
    }
    /// Runs of `string` drawn with their own font or colour, from an attributed string.
    public internal(set) var runs: [TextRun] {
        get { self[Properties.declared.runs] }
        set { self[Properties.declared.runs] = newValue }
    }
    /// Family, weight and slant of the text; its size is `fontSize`.
    public var font: Font {
        get { self[Properties.declared.font] }
        set { self[Properties.declared.font] = newValue }
    }
    /// The point size the text is drawn at (animatable).
    public var fontSize: Double {
        get { self[Properties.declared.fontSize] }
        set { self[Properties.declared.fontSize] = newValue }
    }
    /// The colour of the glyphs (animatable).
    public var foregroundColor: Color {
        get { self[Properties.declared.foregroundColor] }
        set { self[Properties.declared.foregroundColor] = newValue }
    }
    /// Horizontal alignment in the bounds.
    public var alignment: TextAlignment {
        get { self[Properties.declared.alignment] }
        set { self[Properties.declared.alignment] = newValue }
    }
    /// Wrapping and truncation (UILabel's lineBreakMode).
    public var lineBreakMode: LineBreakMode {
        get { self[Properties.declared.lineBreakMode] }
        set { self[Properties.declared.lineBreakMode] = newValue }
    }
    /// Maximum number of lines; 0 means as many as fit.
    public var numberOfLines: Int {
        get { self[Properties.declared.numberOfLines] }
        set { self[Properties.declared.numberOfLines] = newValue }
    }
    /// Extra space between lines, in points.
    public var lineSpacing: Double {
        get { self[Properties.declared.lineSpacing] }
        set { self[Properties.declared.lineSpacing] = newValue }
    }

    /// An outline along the text's glyphs: an attributed string's `.strokeWidth` and
    /// `.strokeColor` over the whole text (`attributedString`), or a Lottie text's stroke.
    package var stroke: TextStroke? {
        get { self[Properties.declared.stroke] }
        set { self[Properties.declared.stroke] = newValue }
    }

    /// Draws `string` in the bounds with `textStyle` (vertically centred, like UILabel), then
    /// whatever the delegate draws. Called on presentation copies at render time.
    open override func draw(in context: GraphicsContext) {
        if let string, !string.isEmpty {
            context.drawText(string, in: bounds, style: textStyle)
        }
        super.draw(in: context)
    }

    /// Everything the renderer needs to lay the string out (vertically centred, as UILabel does;
    /// a subclass may place it otherwise).
    open var textStyle: TextStyle {
        var style = TextStyle(font: font.withSize(fontSize), color: foregroundColor, alignment: alignment,
                              lineBreakMode: lineBreakMode, numberOfLines: max(0, numberOfLines), lineSpacing: lineSpacing)
        style.runs = runs
        style.stroke = stroke
        return style
    }
}
