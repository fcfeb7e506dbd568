/// A text layer's content (`ty` 5, its `t`): the text documents it shows, each from its
/// keyframe's frame until the next one's (text documents only hold, never blend).
struct LottieText {
    /// One text document (`t.d.k[i].s`).
    struct Document {
        /// The text; lines are separated by a carriage return (or a line feed).
        var text: String
        /// `f`: the name of a font in the document's `fonts.list`.
        var fontName: String
        /// `s`: the font size in points.
        var size: Double
        /// `fc`: the fill colour; nil: none.
        var fill: Color?
        /// `j`: 0 left, 1 right, 2 centre (3–6: justified variants, drawn left).
        var justification: Int
        /// `tr`: tracking in thousandths of an em, added after every character.
        var tracking: Double
        /// `lh`: the distance between baselines.
        var lineHeight: Double
        /// `ps`: a paragraph box's top left; nil for point text (the first baseline at the layer's origin).
        var boxPosition: Point?
        /// `sz`: the paragraph box's size.
        var boxSize: Size?
        /// `sc`, `sw`, `of`: a stroke of colour `sc` and width `sw` points, over the fill when
        /// `of` is set (After Effects' "Stroke Over Fill"), else under it.
        var stroke: TextStroke?

        /// The lines as written.
        var lines: [String] {
            text.replacingOccurrences(of: "\r\n", with: "\r").split(separator: "\r", omittingEmptySubsequences: false)
                .flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map(String.init)
        }
    }

    var documents: [(frame: Double, document: Document)]
    /// The animators drawn (whole-text colour and opacity), in order: a later one wins.
    var animators: [LottieTextAnimator]
    /// What the text has that is not drawn ("text animators", "text on a path"…).
    var skipped: [String]
}

/// A font of the document's `fonts.list`: the name text documents use and what it stands for.
struct LottieFont {
    var family: String
    /// `fStyle`: "Bold", "SemiBold Italic"…
    var style: String

    /// The engine's font at `size`: the family, the weight and slant the style names.
    func font(size: Double) -> Font {
        let words = style.lowercased().replacingOccurrences(of: "-", with: " ").split(separator: " ").map(String.init)
        let joined = words.joined()
        let weights: [(String, Font.Weight)] = [
            ("extralight", .ultraLight), ("ultralight", .ultraLight), ("semibold", .semibold), ("demibold", .semibold),
            ("extrabold", .heavy), ("ultrabold", .heavy), ("thin", .thin), ("light", .light), ("medium", .medium),
            ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        let weight = weights.first { joined.contains($0.0) }?.1 ?? .regular
        let italic = words.contains { $0.contains("italic") || $0.contains("oblique") }
        return Font(family: family, size: size, weight: weight, isItalic: italic)
    }
}
