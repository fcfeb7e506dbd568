/// A text animator (`t.a[i]`) whose range selector covers every character at full amount — a
/// colour or fade of the whole text — with the properties the engine draws: `fc` (fill colour)
/// and `o` (opacity in percent). For such a selector Bodymovin's blend weight is 1 on every
/// character, so the text takes the animator's values as they are.
struct LottieTextAnimator {
    var fill: LottieAnimated<[Double]>?
    var opacity: LottieAnimated<[Double]>?

    /// Reads `json`; nil with what it has that is not drawn named in `skipped` (a partial range,
    /// a property other than `fc` and `o`).
    static func read(_ json: LottieJSON, skipped: inout [String]) throws -> LottieTextAnimator? {
        let properties = json["a"]
        var animator = LottieTextAnimator()
        animator.fill = try properties?["fc"]?.animatedNumbers()
        animator.opacity = try properties?["o"]?.animatedNumbers()
        let others = (properties?.value as? [String: Any] ?? [:]).keys.filter { !["fc", "o"].contains($0) }.sorted()
        if !others.isEmpty { skipped.append("text animator properties (\(others.joined(separator: ", ")))") }
        guard try coversEveryCharacter(json["s"]) else {
            skipped.append("text animators on part of the text")
            return nil
        }
        return animator.fill == nil && animator.opacity == nil ? nil : animator
    }

    /// A range selector from 0 % to 100 % with no offset, at 100 % amount, square, unsmoothed.
    private static func coversEveryCharacter(_ selector: LottieJSON?) throws -> Bool {
        guard let selector else { return true }
        func fixed(_ key: String, is expected: Double) throws -> Bool {
            guard let value = try selector[key]?.animatedNumbers() else { return true }
            return !value.isAnimated && (value.initial.first ?? expected) == expected
        }
        let percentUnits = try selector.number("r", default: 1) == 1
        return try selector.number("t", default: 0) == 0 && percentUnits && fixed("s", is: 0) && fixed("e", is: 100)
            && fixed("o", is: 0) && fixed("a", is: 100) && selector.number("sh", default: 1) == 1
            && fixed("xe", is: 0) && fixed("ne", is: 0)
    }
}
