/// What parsing and drawing an SVG will cost, counted from the bytes before librsvg parses them:
/// the size of the document, its elements and the text of its `<text>` elements, once its
/// entities are expanded. libxml2 (under librsvg) refuses only entities nested exponentially
/// ("billion laughs"): a 200 KB file whose 50,000-character entity is referenced 50,000 times
/// expanded to 2.5 GB of text and took 22 GB. librsvg keeps about 1.8 KB per element, and a
/// character of text about 4 KB once laid out (docs/PERFORMANCE.md). The count is
/// linear in the file: the doctype's internal subset declares the entities, and every reference,
/// in the document or in another entity's value, adds its entity's expansion.
final class SVGExpansion {
    /// The largest expanded document handed to librsvg.
    static let byteLimit = 16 << 20
    /// The most elements an expanded document may have.
    static let elementLimit = 50_000
    /// The most bytes of text (in `<text>` elements, or in entities) an expanded document may have.
    static let textLimit = 16 << 10

    /// Why a document is refused, worded to follow its file's name.
    enum Refusal: Error, Equatable {
        /// Expanded, the document would be larger than `byteLimit`.
        case tooLarge
        /// Expanded, the document would have more than `elementLimit` elements.
        case tooManyElements
        /// Expanded, the document would have more than `textLimit` bytes of text.
        case tooMuchText
        /// The internal subset references a parameter entity, whose declarations cannot be counted here.
        case parameterEntities
        /// The document references an entity declared as an external file, whose size is unknown.
        case externalEntity(String)

        var reason: String {
            switch self {
            case .tooLarge: "the SVG, uncompressed and its entities expanded, is over \(SVGExpansion.byteLimit >> 20) MB, the most Zoetrope parses"
            case .tooManyElements:
                "the SVG, its entities expanded, has over \(SVGExpansion.elementLimit) elements, the most Zoetrope parses"
            case .tooMuchText:
                "the SVG, its entities expanded, has over \(SVGExpansion.textLimit >> 10) KB of text, the most Zoetrope lays out"
            case .parameterEntities: "the SVG's doctype uses parameter entities (%name;), which Zoetrope does not parse"
            case .externalEntity(let name): "the SVG refers to the external entity &\(name);, which Zoetrope does not load"
            }
        }
    }

    /// The bytes, elements and text a stretch of the document expands to.
    private struct Cost {
        var bytes = 0
        var elements = 0
        var text = 0

        /// Adds an entity's expansion in place of its reference, `length` bytes.
        mutating func add(_ other: Cost, replacing length: Int) throws {
            bytes += other.bytes - length
            elements += other.elements
            text += other.text
            try check()
        }

        func check() throws {
            guard bytes <= SVGExpansion.byteLimit else { throw Refusal.tooLarge }
            guard elements <= SVGExpansion.elementLimit else { throw Refusal.tooManyElements }
            guard text <= SVGExpansion.textLimit else { throw Refusal.tooMuchText }
        }
    }

    private let bytes: [UInt8]
    /// General entities declared in the internal subset: the byte range of each value, nil for an external one.
    private var values: [ArraySlice<UInt8>: Range<Int>?] = [:]
    private var expanded: [ArraySlice<UInt8>: Cost] = [:]
    /// Where the document (after the doctype) starts.
    private var bodyStart = 0

    /// Throws a `Refusal` unless `bytes`, expanded, is within every limit.
    static func check(_ bytes: [UInt8]) throws {
        guard bytes.count <= byteLimit else { throw Refusal.tooLarge }
        let expansion = SVGExpansion(bytes: bytes)
        try expansion.readDeclarations()
        try expansion.cost(of: expansion.bodyStart..<bytes.count, isEntity: false, depth: 0).check()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Reads the entity declarations of the doctype's internal subset, if there is one.
    private func readDeclarations() throws {
        // The doctype is in the prolog, before the root element: one named later (in a comment
        // at the end, say) must not hide the document from the count.
        var index = 0
        while true {
            guard let open = find("<", from: index) else { return }
            if starts("<?", at: open) {
                index = (find("?>", from: open) ?? bytes.count) + 2
            } else if starts("<!--", at: open) {
                index = (find("-->", from: open) ?? bytes.count) + 3
            } else if starts("<!DOCTYPE", at: open) {
                index = open
                break
            } else {
                return
            }
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "["), bytes[index] != UInt8(ascii: ">") {
            index = bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") ? endOfQuote(at: index) : index + 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { bodyStart = index; return }
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
            if starts("<!ENTITY", at: index) {
                index = try readEntity(at: index + 8)
            } else if starts("<!--", at: index) {
                index = (find("-->", from: index) ?? bytes.count) + 3
            } else if starts("<?", at: index) {
                index = (find("?>", from: index) ?? bytes.count) + 2
            } else if starts("<!", at: index) {
                index = endOfMarkup(at: index)
            } else if bytes[index] == UInt8(ascii: "%") {
                throw Refusal.parameterEntities
            } else {
                index += 1
            }
        }
        bodyStart = min(bytes.count, index + 1)
    }

    /// Reads one `<!ENTITY …>` declaration from after its keyword; returns where it ends.
    private func readEntity(at start: Int) throws -> Int {
        var index = skipSpace(from: start)
        guard index < bytes.count else { return index }
        if bytes[index] == UInt8(ascii: "%") { throw Refusal.parameterEntities }
        let nameEnd = endOfName(at: index)
        let name = bytes[index..<nameEnd]
        index = skipSpace(from: nameEnd)
        var value: Range<Int>?
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            value = index + 1 ..< max(index + 1, endOfQuote(at: index) - 1)
        }
        // The first declaration of a name is the one that counts (XML 1.0, section 4.2).
        if !name.isEmpty, values[name] == nil { values[name] = .some(value) }
        return endOfMarkup(at: index)
    }

    /// What `range` costs: its bytes, its start tags and its text, every entity reference
    /// expanded. In the document, text counts inside `<text>` elements; in an entity's value
    /// (`isEntity`), all of it counts, as the entity may be referenced inside one.
    private func cost(of range: Range<Int>, isEntity: Bool, depth: Int) throws -> Cost {
        var cost = Cost(bytes: range.count)
        var textDepth = 0
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == UInt8(ascii: "&") {
                index = try reference(at: index, in: range, adding: &cost, depth: depth)
            } else if bytes[index] != UInt8(ascii: "<") {
                if isEntity || textDepth > 0 { cost.text += 1 }
                index += 1
            } else if starts("<!--", at: index) {
                index = (find("-->", from: index, before: range.upperBound) ?? range.upperBound) + 3
            } else if starts("<![CDATA[", at: index) {
                let end = find("]]>", from: index, before: range.upperBound) ?? range.upperBound
                if isEntity || textDepth > 0 { cost.text += end - index - 9 }
                index = end + 3
            } else if starts("<?", at: index) || starts("<!", at: index) {
                index = endOfMarkup(at: index, before: range.upperBound)
            } else {
                let closing = starts("</", at: index)
                let nameStart = index + (closing ? 2 : 1), nameEnd = endOfName(at: nameStart, before: range.upperBound)
                let end = endOfMarkup(at: index, before: range.upperBound)
                let isText = bytes[nameStart..<nameEnd].split(separator: UInt8(ascii: ":")).last?.elementsEqual("text".utf8) == true
                if closing {
                    if isText { textDepth = max(0, textDepth - 1) }
                } else if nameEnd > nameStart {
                    cost.elements += 1
                    if isText, bytes[end - 2] != UInt8(ascii: "/") { textDepth += 1 }
                }
                // References in attribute values.
                var inner = nameEnd
                while inner < end {
                    inner = bytes[inner] == UInt8(ascii: "&") ? try reference(at: inner, in: range, adding: &cost, depth: depth) : inner + 1
                }
                index = end
            }
            if cost.text > Self.textLimit || cost.elements > Self.elementLimit { try cost.check() }
        }
        return cost
    }

    /// Adds the expansion of the reference at `start` (an `&`) to `cost`; returns where it ends.
    /// An escaped ampersand (`&#38;name;`, `&#x26;name;`) counts as a reference, as it makes
    /// one when an entity's value is expanded.
    private func reference(at start: Int, in range: Range<Int>, adding cost: inout Cost, depth: Int) throws -> Int {
        var nameStart = start + 1
        for escape in ["#38;", "#x26;"] where starts(escape, at: nameStart) { nameStart += escape.utf8.count }
        let nameEnd = endOfName(at: nameStart, before: range.upperBound)
        guard nameEnd > nameStart, nameEnd < range.upperBound, bytes[nameEnd] == UInt8(ascii: ";") else { return start + 1 }
        if let expansion = try expansion(of: bytes[nameStart..<nameEnd], depth: depth) {
            try cost.add(expansion, replacing: nameEnd + 1 - start)
        }
        return nameEnd + 1
    }

    /// What the entity `name` expands to; nil when no entity of that name is declared (a
    /// character reference, or a predefined entity such as `&amp;`).
    private func expansion(of name: ArraySlice<UInt8>, depth: Int) throws -> Cost? {
        guard let declared = values[name] else { return nil }
        if let known = expanded[name] { return known }
        guard let range = declared else { throw Refusal.externalEntity(String(decoding: name, as: UTF8.self)) }
        // libxml2 refuses entities that refer to themselves, and nesting deeper than 40 levels.
        guard depth < 40 else { throw Refusal.tooLarge }
        let cost = try cost(of: range, isEntity: true, depth: depth + 1)
        try cost.check()
        expanded[name] = cost
        return cost
    }

    private func starts(_ text: String, at index: Int) -> Bool {
        index < bytes.count && bytes[index...].starts(with: text.utf8)
    }

    /// Where `text` first starts at or after `start`, ending before `limit`.
    private func find(_ text: String, from start: Int, before limit: Int? = nil) -> Int? {
        let pattern = Array(text.utf8), limit = limit ?? bytes.count
        var index = start
        while index + pattern.count <= limit {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    private func skipSpace(from start: Int) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }

    /// The end of an XML name starting at `start` (anything up to a space, quote or delimiter).
    private func endOfName(at start: Int, before limit: Int? = nil) -> Int {
        var index = start
        while index < (limit ?? bytes.count), !Self.nameDelimiters.contains(bytes[index]) { index += 1 }
        return index
    }

    private static let nameDelimiters: Set<UInt8> = Set(" \t\r\n;&<>\"'%[]=/".utf8)

    /// After the quoted string whose opening quote is at `start`.
    private func endOfQuote(at start: Int, before limit: Int? = nil) -> Int {
        let limit = limit ?? bytes.count
        var index = start + 1
        while index < limit, bytes[index] != bytes[start] { index += 1 }
        return min(limit, index + 1)
    }

    /// After the `>` that ends the markup at or after `start`, skipping quoted strings.
    private func endOfMarkup(at start: Int, before limit: Int? = nil) -> Int {
        let limit = limit ?? bytes.count
        var index = start
        while index < limit, bytes[index] != UInt8(ascii: ">") {
            index = bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") ? endOfQuote(at: index, before: limit) : index + 1
        }
        return min(limit, index + 1)
    }
}
