import Foundation

/// CATextLayer's attributed string: its characters are the layer's `string`, its `.font` and
/// `.foregroundColor` attributes the `runs` drawn in their own font and colour, its `.strokeWidth`
/// and `.strokeColor` over the whole text the layer's `stroke`.
extension TextLayer {
    /// The text with its runs' fonts and colours and its stroke as attributes; nil when `string`
    /// is nil. Setting it sets `string`, `runs` and `stroke`; attributes other than a `Font` under
    /// `.font`, a `Color` under `.foregroundColor` and a stroke the same over the whole text are
    /// not drawn, and one warning names them.
    public var attributedString: NSAttributedString? {
        get {
            guard let string else { return nil }
            let attributed = NSMutableAttributedString(string: string)
            let utf8 = string.utf8
            for run in runs {
                let start = utf8.index(utf8.startIndex, offsetBy: run.bytes.lowerBound)
                let end = utf8.index(utf8.startIndex, offsetBy: run.bytes.upperBound)
                let range = NSRange(start..<end, in: string)
                if let font = run.font { attributed.addAttribute(NSAttributedString.Key("NSFont"), value: font, range: range) }
                if let color = run.color { attributed.addAttribute(NSAttributedString.Key("NSColor"), value: color, range: range) }
            }
            if let stroke {
                let whole = NSRange(location: 0, length: attributed.length)
                attributed.addAttribute(Self.strokeWidthKey, value: stroke.fillsText ? -stroke.width : stroke.width, range: whole)
                if let color = stroke.color { attributed.addAttribute(Self.strokeColorKey, value: color, range: whole) }
            }
            return attributed
        }
        set {
            guard let newValue else {
                string = nil
                return
            }
            let text = newValue.string
            var runs: [TextRun] = []
            var undrawn = Set<String>()
            // Each range's stroke; drawn when one stroke covers the whole text.
            var strokes: [TextStroke?] = []
            newValue.enumerateAttributes(in: NSRange(location: 0, length: newValue.length)) { attributes, range, _ in
                let width = attributes[Self.strokeWidthKey].flatMap(Self.number)
                strokes.append(width.flatMap { TextStroke(strokeWidth: $0, color: attributes[Self.strokeColorKey] as? Color) })
                guard !attributes.isEmpty, let characters = Range(range, in: text) else { return }
                let font = attributes[NSAttributedString.Key("NSFont")] as? Font
                let color = attributes[NSAttributedString.Key("NSColor")] as? Color
                // The keys as iOS spells them: `NSAttributedString.Key.font` and `.foregroundColor`.
                for (key, value) in attributes where !((key.rawValue == "NSFont" && value is Font) || (key.rawValue == "NSColor" && value is Color)
                                                       || key == Self.strokeWidthKey || key == Self.strokeColorKey) {
                    undrawn.insert(key.rawValue)
                }
                guard font != nil || color != nil else { return }
                let utf8 = text.utf8
                let start = utf8.distance(from: utf8.startIndex, to: characters.lowerBound)
                runs.append(TextRun(bytes: start..<start + utf8.distance(from: characters.lowerBound, to: characters.upperBound),
                                    font: font, color: color))
            }
            let wholeStroke = strokes.first ?? nil
            let strokeIsWhole = strokes.allSatisfy { $0 == wholeStroke }
            if !strokeIsWhole { undrawn.formUnion([Self.strokeWidthKey.rawValue]) }
            if !undrawn.isEmpty {
                Timeline.warn("CATextLayer.string: the attributes \(undrawn.sorted().joined(separator: ", ")) of \"\(text)\" "
                    + "are not drawn; only a UIFont under .font, a UIColor under .foregroundColor and "
                    + "a .strokeWidth (with .strokeColor) over the whole text are")
            }
            string = text
            self.runs = runs
            stroke = strokeIsWhole ? wholeStroke : nil
        }
    }

    /// `NSAttributedString.Key.strokeWidth` and `.strokeColor`, as iOS spells them.
    private static let strokeWidthKey = NSAttributedString.Key("NSStrokeWidth")
    private static let strokeColorKey = NSAttributedString.Key("NSStrokeColor")

    /// A number attribute's value, whichever numeric type the code gave it in.
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let double as Double: double
        case let float as Float: Double(float)
        case let integer as Int: Double(integer)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }
}
