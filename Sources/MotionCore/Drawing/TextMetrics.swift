/// What laying a string out in unwrapped lines gives a label: the text's size, and its first and
/// last lines' baselines below the text's top (the lines' ascents as the font gives them).
package struct TextMetrics: Hashable, Sendable {
    package let size: Size
    package let firstBaseline: Double
    package let lastBaseline: Double

    package init(size: Size, firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
