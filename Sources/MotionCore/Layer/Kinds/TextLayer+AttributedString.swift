import Foundation

/// CATextLayer's attributed string: its characters are the layer's `string`, its `.font` and
/// `.foregroundColor` attributes the `runs` drawn in their own font and colour.
extension TextLayer {
    /// The text with its runs' fonts and colours as attributes; nil when `string` is nil.
    /// Setting it sets `string` and `runs`; attributes other than a `Font` under `.font` and a
    /// `Color` under `.foregroundColor` are not drawn, and one warning names them.
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
            newValue.enumerateAttributes(in: NSRange(location: 0, length: newValue.length)) { attributes, range, _ in
                guard !attributes.isEmpty, let characters = Range(range, in: text) else { return }
                let font = attributes[NSAttributedString.Key("NSFont")] as? Font
                let color = attributes[NSAttributedString.Key("NSColor")] as? Color
                // The keys as iOS spells them: `NSAttributedString.Key.font` and `.foregroundColor`.
                for (key, value) in attributes where !((key.rawValue == "NSFont" && value is Font) || (key.rawValue == "NSColor" && value is Color)) {
                    undrawn.insert(key.rawValue)
                }
                guard font != nil || color != nil else { return }
                let utf8 = text.utf8
                let start = utf8.distance(from: utf8.startIndex, to: characters.lowerBound)
                runs.append(TextRun(bytes: start..<start + utf8.distance(from: characters.lowerBound, to: characters.upperBound),
                                    font: font, color: color))
            }
            if !undrawn.isEmpty {
                Timeline.warn("CATextLayer.string: the attributes \(undrawn.sorted().joined(separator: ", ")) of \"\(text)\" "
                    + "are not drawn; only a UIFont under .font and a UIColor under .foregroundColor are")
            }
            string = text
            self.runs = runs
        }
    }
}
