/// A line of text shown over a stretch of the scene (`Stage.caption(_:from:to:style:)`): burned
/// into the frames and written as a cue of a sidecar subtitle file (`CaptionCue`).
public struct Caption: Hashable, Sendable {
    public var text: String
    /// Smaller text under `text` (a title card's subtitle) in the style's `detailFont`; its
    /// cue shows it on a line of its own.
    public var detail: String?
    /// When it appears, in seconds of scene time.
    public var from: Double
    /// When it is gone (exclusive), in seconds.
    public var to: Double
    public var style: CaptionStyle

    public init(_ text: String, detail: String? = nil, from: Double, to: Double, style: CaptionStyle = .subtitle) {
        self.text = text; self.detail = detail; self.from = from; self.to = to; self.style = style
    }

    /// The text of the caption's subtitle cue: the text, and the detail on a line of its own.
    public var cueText: String { detail.map { "\(text)\n\($0)" } ?? text }

    /// Whether a frame at `time` shows the caption: from `from` up to, not including, `to` (the
    /// one rule the frames and the sidecar's cues share).
    public func isShown(at time: Double) -> Bool {
        time >= from - Self.timeTolerance && time < to - Self.timeTolerance
    }

    /// The caption's opacity at `time`: fading in over `style.fadeDuration` after `from` and out
    /// before `to`, 0 when it is not shown.
    public func opacity(at time: Double) -> Double {
        guard isShown(at: time) else { return 0 }
        let fade = min(style.fadeDuration, (to - from) / 2)
        guard fade > 0 else { return 1 }
        return min(1, max(0, (time - from) / fade), max(0, (to - time) / fade))
    }

    /// Frame times computed as `from + i / fps` may land a hair off a caption's times written as
    /// decimals; within this they count as equal.
    static let timeTolerance = 1e-9
}
