/// A text animator (`t.a[i]`) with the properties the engine draws — `fc` (fill colour), `o`
/// (opacity in percent) and `p` (an offset in points, added as Bodymovin adds it: times each
/// character's weight) — and its range selector: nil when the selector covers every character at
/// full amount (the text then takes the animator's values as they are), else the part of the
/// text it weighs (`LottieTextRange`), which the engine draws character by character.
struct LottieTextAnimator {
    var fill: LottieAnimated<[Double]>?
    var opacity: LottieAnimated<[Double]>?
    var position: LottieAnimated<[Double]>?
    var range: LottieTextRange?

    /// The properties the engine draws.
    private static let drawn: Set<String> = ["fc", "o", "p"]

    /// Reads `json`; nil with what it has that is not drawn named in `skipped` (a property other
    /// than `fc`, `o` and `p`, a selector the engine does not weigh).
    static func read(_ json: LottieJSON, skipped: inout [String]) throws -> LottieTextAnimator? {
        let properties = json["a"]
        var animator = LottieTextAnimator()
        animator.fill = try properties?["fc"]?.animatedNumbers()
        animator.opacity = try properties?["o"]?.animatedNumbers()
        animator.position = try properties?["p"]?.animatedNumbers()
        let others = (properties?.value as? [String: Any] ?? [:]).keys.filter { !drawn.contains($0) }.sorted()
        if !others.isEmpty { skipped.append("text animator properties (\(others.joined(separator: ", ")))") }
        if let selector = json["s"] {
            let range = try LottieTextRange(selector)
            if let unsupported = try LottieTextRange.unsupported(selector) {
                skipped.append("text animators \(unsupported)")
                return nil
            }
            animator.range = range.coversEveryCharacter ? nil : range
        }
        return animator.fill == nil && animator.opacity == nil && animator.position == nil ? nil : animator
    }
}

/// A range selector of the square shape: each unit's weight is the part of its cell [i, i + 1)
/// that [start + offset, end + offset) covers (in units: percent of the count, or indices with
/// `r` 2), times the amount. The units are what `b` says — characters, characters without spaces,
/// words or lines — numbered as Bodymovin numbers them (`units(of:)`).
struct LottieTextRange {
    var start: LottieAnimated<[Double]>
    var end: LottieAnimated<[Double]>
    var offset: LottieAnimated<[Double]>
    var amount: LottieAnimated<[Double]>
    /// `r` 2: start, end and offset are unit indices rather than percent.
    var inIndices: Bool
    /// `b`: 1 characters, 2 characters without spaces, 3 words, 4 lines.
    var basis: Int

    init(_ json: LottieJSON) throws {
        start = try json["s"]?.animatedNumbers() ?? .fixed([0])
        end = try json["e"]?.animatedNumbers() ?? .fixed([100])
        offset = try json["o"]?.animatedNumbers() ?? .fixed([0])
        amount = try json["a"]?.animatedNumbers() ?? .fixed([100])
        inIndices = try json.number("r", default: 1) == 2
        basis = Int(try json.number("b", default: 1))
    }

    /// What keeps the engine from weighing `json` ("on words", "with easing"…); nil when it can.
    static func unsupported(_ json: LottieJSON) throws -> String? {
        if try json.number("t", default: 0) != 0 { return "with expression selectors" }
        if try ![1, 2, 3, 4].contains(json.number("b", default: 1)) { return "based on \(try json.number("b", default: 1))" }
        if try json.number("sh", default: 1) != 1 { return "of shapes other than square" }
        if try json.number("rn", default: 0) != 0 { return "in random order" }
        let easing = try [json["xe"], json["ne"]].compactMap { try $0?.animatedNumbers() }
        if easing.contains(where: { $0.isAnimated || $0.initial.first ?? 0 != 0 }) { return "with ease high or low" }
        return nil
    }

    /// The unit of each character of `lines` (each line's characters, spaces included, in
    /// reading order) and how many units there are, for this selector's basis.
    func units(of lines: [[String]]) -> (indices: [Int], count: Int) { Self.units(of: lines, basis: basis) }

    /// The units of `basis` (`b`) as Bodymovin numbers them: a character takes the current
    /// number, which then moves on after every character (1), every character but a space (2), a
    /// space or a line's last character — the end of a word (3) — or a line's last character (4).
    static func units(of lines: [[String]], basis: Int) -> (indices: [Int], count: Int) {
        var indices: [Int] = [], unit = 0
        for line in lines {
            for (index, character) in line.enumerated() {
                indices.append(unit)
                let endsLine = index == line.count - 1
                switch basis {
                case 2: if character != " " { unit += 1 }
                case 3: if character == " " || endsLine { unit += 1 }
                case 4: if endsLine { unit += 1 }
                default: unit += 1
                }
            }
        }
        return (indices, unit)
    }

    /// Whether every character has weight 1 at every frame.
    var coversEveryCharacter: Bool {
        func fixed(_ value: LottieAnimated<[Double]>, is expected: Double) -> Bool { !value.isAnimated && (value.initial.first ?? expected) == expected }
        return !inIndices && fixed(start, is: 0) && fixed(end, is: 100) && fixed(offset, is: 0) && fixed(amount, is: 100)
    }

    /// The frames any of its properties' keyframes span.
    var frameRanges: [ClosedRange<Double>] { [start, end, offset, amount].compactMap(\.frameRange) }

    /// The weight of unit `index` of `count` at `frame`, in [0, 1].
    func weight(of index: Int, count: Int, atFrame frame: Double) -> Double {
        let unit = inIndices ? 1 : Double(count) / 100
        let shift = offset.scalar(atFrame: frame) * unit
        var from = start.scalar(atFrame: frame) * unit + shift, to = end.scalar(atFrame: frame) * unit + shift
        if from > to { swap(&from, &to) }
        let cell = Double(index)
        let covered = min(max(min(to, cell + 1) - max(from, cell), 0), 1)
        return covered * min(max(amount.scalar(atFrame: frame) / 100, 0), 1)
    }
}
