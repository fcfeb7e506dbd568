/// One cue of a soft subtitle track: text shown from `startMilliseconds` up to `endMilliseconds`
/// after the video's first frame.
public struct SubtitleCue: Hashable, Sendable, Codable {
    public var text: String
    public var startMilliseconds: Int
    public var endMilliseconds: Int

    public init(text: String, startMilliseconds: Int, endMilliseconds: Int) {
        self.text = text; self.startMilliseconds = startMilliseconds; self.endMilliseconds = endMilliseconds
    }
}
