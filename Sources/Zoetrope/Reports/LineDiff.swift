/// A line diff of two texts in unified style: hunks headed `@@ reference line R, actual line A @@`,
/// with unchanged lines of context (`  `), reference lines (`- `) and actual lines (`+ `).
package struct LineDiff: CustomStringConvertible {
    enum Kind { case same, removed, added }
    struct Line {
        let kind: Kind
        let text: Substring
        /// 1-based line numbers in the reference and the actual text.
        let referenceLine: Int
        let actualLine: Int
    }

    /// Unchanged lines shown around each change.
    static let context = 2
    /// Cells of the longest-common-subsequence table allowed before the changed middle is
    /// shown as a plain replacement.
    static let maximumTableCells = 4_000_000
    /// Longest diff shown.
    static let maximumOutputLines = 200

    let lines: [Line]

    package init(expected: String, actual: String) {
        let a = Self.lines(of: expected), b = Self.lines(of: actual)
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = Array(a[prefix..<(a.count - suffix)]), middleB = Array(b[prefix..<(b.count - suffix)])
        var kinds = [(Kind, Substring)]()
        kinds += a[..<prefix].map { (.same, $0) }
        kinds += Self.middle(middleA, middleB)
        kinds += a[(a.count - suffix)...].map { (.same, $0) }
        var referenceLine = 1, actualLine = 1, result = [Line]()
        for (kind, text) in kinds {
            result.append(Line(kind: kind, text: text, referenceLine: referenceLine, actualLine: actualLine))
            if kind != .added { referenceLine += 1 }
            if kind != .removed { actualLine += 1 }
        }
        lines = result
    }

    /// The lines of `text`; a final line break ends the last line rather than starting another.
    private static func lines(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The edit script of the differing middle, by longest common subsequence.
    private static func middle(_ a: [Substring], _ b: [Substring]) -> [(Kind, Substring)] {
        guard (a.count + 1) * (b.count + 1) <= maximumTableCells else {
            return a.map { (.removed, $0) } + b.map { (.added, $0) }
        }
        let width = b.count + 1
        var table = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i * width + j] = a[i] == b[j] ? table[(i + 1) * width + j + 1] + 1
                    : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        var script = [(Kind, Substring)](), i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                script.append((.same, a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || table[(i + 1) * width + j] >= table[i * width + j + 1] {
                script.append((.removed, a[i])); i += 1
            } else {
                script.append((.added, b[j])); j += 1
            }
        }
        return script
    }

    /// Lines to show: every change with `context` unchanged lines around it.
    private var shownIndices: [Int] {
        var shown = Set<Int>()
        for (index, line) in lines.enumerated() where line.kind != .same {
            for near in max(0, index - Self.context)...min(lines.count - 1, index + Self.context) { shown.insert(near) }
        }
        return shown.sorted()
    }

    package var description: String {
        guard lines.contains(where: { $0.kind != .same }) else { return "the texts differ only in their final line break" }
        var out = [String](), previous: Int?
        for index in shownIndices {
            if previous.map({ index != $0 + 1 }) ?? true {
                out.append("@@ reference line \(lines[index].referenceLine), actual line \(lines[index].actualLine) @@")
            }
            let line = lines[index]
            let mark = switch line.kind { case .same: "  "; case .removed: "- "; case .added: "+ " }
            out.append(mark + line.text)
            previous = index
        }
        if out.count > Self.maximumOutputLines {
            let hidden = out.count - Self.maximumOutputLines
            out = Array(out.prefix(Self.maximumOutputLines)) + ["… \(hidden) more diff lines"]
        }
        return out.joined(separator: "\n")
    }
}
