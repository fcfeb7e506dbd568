/// UIFont's class methods and members over `Font`. The system font is the scenes' UI font
/// (Inter; San Francisco is not on Linux), at the size and weight asked for.
extension Font {
    /// The system font at `fontSize` points, regular weight (UIFont.systemFont(ofSize:)).
    public static func systemFont(ofSize fontSize: Double) -> Font { .system(size: fontSize) }

    /// The system font at `fontSize` points and `weight` (UIFont.systemFont(ofSize:weight:)).
    public static func systemFont(ofSize fontSize: Double, weight: Weight) -> Font { .system(size: fontSize, weight: weight) }

    /// The bold system font (UIFont.boldSystemFont(ofSize:)).
    public static func boldSystemFont(ofSize fontSize: Double) -> Font { .system(size: fontSize, weight: .bold) }

    /// The italic system font (UIFont.italicSystemFont(ofSize:)).
    public static func italicSystemFont(ofSize fontSize: Double) -> Font {
        Font(family: Font.system(size: fontSize).family, size: fontSize, isItalic: true)
    }

    /// The font named `fontName` at `fontSize` points (UIFont(name:size:)). The name is a family
    /// ("Avenir Next") or a PostScript name whose style suffix gives the weight and slant
    /// ("AvenirNext-DemiBold", "HelveticaNeue-BoldItalic"). Never nil here: a family that is not
    /// installed is warned about when its text is drawn (naming the family drawn instead), where
    /// iOS would return nil — so `UIFont(name:size:)!` does not crash.
    public init?(name fontName: String, size fontSize: Double) {
        let style = PostScriptStyle(name: fontName)
        self.init(family: style.family, size: fontSize, weight: style.weight, isItalic: style.isItalic)
    }

    /// The size in points (UIFont.pointSize).
    public var pointSize: Double { size }

    /// The font's family name (UIFont.familyName).
    public var familyName: String { family }

    /// The font's name (UIFont.fontName): the family, and the style when it is not regular upright.
    public var fontName: String { PostScriptStyle(family: family, weight: weight, isItalic: isItalic).name }
}
