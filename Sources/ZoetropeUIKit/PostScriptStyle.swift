/// A font's PostScript name split into its family and style: "Avenir-HeavyOblique" is the family
/// "Avenir" at weight heavy, slanted. A suffix that names no style stays part of the family.
struct PostScriptStyle {
    let family: String
    let weight: Font.Weight
    let isItalic: Bool

    /// Style words as PostScript names spell them, with the weight each means; the first of a
    /// weight is the one `name` writes.
    private static let weights: [(word: String, weight: Font.Weight)] = [
        ("UltraLight", .ultraLight), ("ExtraLight", .ultraLight), ("Thin", .thin), ("Light", .light),
        ("Regular", .regular), ("Roman", .regular), ("Book", .regular), ("Medium", .medium),
        ("Semibold", .semibold), ("SemiBold", .semibold), ("DemiBold", .semibold), ("Bold", .bold),
        ("Heavy", .heavy), ("ExtraBold", .heavy), ("Black", .black),
    ]
    private static let slants = ["Italic", "Oblique"]

    init(family: String, weight: Font.Weight, isItalic: Bool) {
        self.family = family; self.weight = weight; self.isItalic = isItalic
    }

    init(name: String) {
        guard let dash = name.lastIndex(of: "-") else {
            self.init(family: name, weight: .regular, isItalic: false)
            return
        }
        var suffix = String(name[name.index(after: dash)...])
        let slant = Self.slants.first { suffix.hasSuffix($0) }
        if let slant { suffix.removeLast(slant.count) }
        let weight = suffix.isEmpty ? Font.Weight.regular : Self.weights.first { $0.word == suffix }?.weight
        guard let weight else {
            self.init(family: name, weight: .regular, isItalic: false)
            return
        }
        self.init(family: String(name[..<dash]), weight: weight, isItalic: slant != nil)
    }

    /// The PostScript name: the family alone when regular and upright, else "Family-Style".
    var name: String {
        guard weight != .regular || isItalic else { return family }
        let word = weight == .regular ? "" : Self.weights.first { $0.weight == weight }!.word
        return "\(family)-\(word)\(isItalic ? "Italic" : "")"
    }
}
