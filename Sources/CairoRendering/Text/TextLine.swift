import MotionCore

/// One line of laid-out text (`TextMeasurer.lines(of:style:maxWidth:)`).
public struct TextLine: Hashable, Sendable {
    /// The line's characters, with the spaces it ends in.
    public var text: String
    /// The line's logical rectangle relative to the text's top left, in points: where it starts
    /// (its alignment's offset), its top, its advance width and its height.
    public var frame: Rect

    public init(text: String, frame: Rect) {
        self.text = text; self.frame = frame
    }
}
