import MotionCore

/// One line of laid-out text (`TextMeasurer.lines(of:style:maxWidth:)`).
public struct TextLine: Hashable, Sendable {
    /// The line's characters, with the spaces it ends in.
    public var text: String
    /// The line's logical rectangle relative to the text's top left, in points: where it starts
    /// (its alignment's offset), its top, its advance width and its height.
    public var frame: Rect
    /// The line's baseline, from the text's top, in points.
    public var baseline: Double

    public init(text: String, frame: Rect, baseline: Double) {
        self.text = text; self.frame = frame; self.baseline = baseline
    }
}
