/// How large an SVG's text becomes once its entities are expanded, counted from the bytes before
/// librsvg parses them. libxml2 (under librsvg) refuses only entities nested exponentially
/// ("billion laughs"): a 200 KB file whose 50,000-character entity is referenced 50,000 times
/// expanded to 2.5 GB of text, and parsing it took 22 GB. The count is linear in the file: the
/// doctype's internal subset declares the entities, and every reference, in the document or in
/// another entity's value, adds its entity's expanded size.
final class SVGExpansion {
    /// The largest expanded document handed to librsvg. Parsing costs about nine bytes of memory
    /// per byte of text (docs/PERFORMANCE.md), so this keeps an SVG's parse near 150 MB.
    static let limit = 16 << 20

    /// Why a document is refused, worded to follow its file's name.
    enum Refusal: Error, Equatable {
        /// Expanded, the document would be larger than `limit`.
        case tooLarge
        /// The internal subset references a parameter entity, whose declarations cannot be counted here.
        case parameterEntities
        /// The document references an entity declared as an external file, whose size is unknown.
        case externalEntity(String)

        var reason: String {
            switch self {
            case .tooLarge: "the SVG, its entities expanded, is over \(SVGExpansion.limit >> 20) MB, the most Zoetrope parses"
            case .parameterEntities: "the SVG's doctype uses parameter entities (%name;), which Zoetrope does not parse"
            case .externalEntity(let name): "the SVG refers to the external entity &\(name);, which Zoetrope does not load"
            }
        }
    }

    private let bytes: [UInt8]
    /// General entities declared in the internal subset: the byte range of each value, nil for an external one.
    private var values: [ArraySlice<UInt8>: Range<Int>?] = [:]
    private var expanded: [ArraySlice<UInt8>: Int] = [:]
    /// Where the document (after the doctype) starts.
    private var bodyStart = 0

    /// Throws a `Refusal` unless `bytes`, expanded, is at most `limit` bytes.
    static func check(_ bytes: [UInt8]) throws {
        guard bytes.count <= limit else { throw Refusal.tooLarge }
        let expansion = SVGExpansion(bytes: bytes)
        try expansion.readDeclarations()
        guard !expansion.values.isEmpty else { return }
        var total = bytes.count
        try expansion.forEachReference(in: expansion.bodyStart..<bytes.count) { name, length in
            guard let size = try expansion.expandedSize(of: name, depth: 0) else { return }
            total += size - length
            if total > limit { throw Refusal.tooLarge }
        }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Reads the entity declarations of the doctype's internal subset, if there is one.
    private func readDeclarations() throws {
        guard var index = find("<!DOCTYPE", from: 0) else { return }
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

    /// The expanded size of the entity `name`; nil when no entity of that name is declared (a
    /// character reference, or a predefined entity such as `&amp;`).
    private func expandedSize(of name: ArraySlice<UInt8>, depth: Int) throws -> Int? {
        guard let declared = values[name] else { return nil }
        if let known = expanded[name] { return known }
        guard let range = declared else { throw Refusal.externalEntity(String(decoding: name, as: UTF8.self)) }
        // libxml2 refuses entities that refer to themselves, and nesting deeper than 40 levels.
        guard depth < 40 else { throw Refusal.tooLarge }
        var size = range.count
        try forEachReference(in: range) { inner, length in
            guard let innerSize = try expandedSize(of: inner, depth: depth + 1) else { return }
            size += innerSize - length
            if size > Self.limit { throw Refusal.tooLarge }
        }
        expanded[name] = size
        return size
    }

    /// Calls `body` with the name and length of each `&name;` in `range`, including those an
    /// escaped ampersand (`&#38;name;`, `&#x26;name;`) makes when an entity's value is expanded.
    private func forEachReference(in range: Range<Int>,
                                  _ body: (ArraySlice<UInt8>, Int) throws -> Void) rethrows {
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "&") else { index += 1; continue }
            var nameStart = index + 1
            for escape in ["#38;", "#x26;"] where starts(escape, at: nameStart) { nameStart += escape.utf8.count }
            let nameEnd = endOfName(at: nameStart)
            if nameEnd > nameStart, nameEnd < range.upperBound, bytes[nameEnd] == UInt8(ascii: ";") {
                try body(bytes[nameStart..<nameEnd], nameEnd + 1 - index)
                index = nameEnd + 1
            } else {
                index += 1
            }
        }
    }

    private func starts(_ text: String, at index: Int) -> Bool {
        index < bytes.count && bytes[index...].starts(with: text.utf8)
    }

    private func find(_ text: String, from start: Int) -> Int? {
        let pattern = Array(text.utf8)
        var index = start
        while index + pattern.count <= bytes.count {
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
    private func endOfName(at start: Int) -> Int {
        var index = start
        while index < bytes.count, !Self.nameDelimiters.contains(bytes[index]) { index += 1 }
        return index
    }

    private static let nameDelimiters: Set<UInt8> = Set(" \t\r\n;&<>\"'%[]=/".utf8)

    /// After the quoted string whose opening quote is at `start`.
    private func endOfQuote(at start: Int) -> Int {
        var index = start + 1
        while index < bytes.count, bytes[index] != bytes[start] { index += 1 }
        return min(bytes.count, index + 1)
    }

    /// After the `>` that ends the markup declaration at or after `start`, skipping quoted strings.
    private func endOfMarkup(at start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            index = bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") ? endOfQuote(at: index) : index + 1
        }
        return min(bytes.count, index + 1)
    }
}
