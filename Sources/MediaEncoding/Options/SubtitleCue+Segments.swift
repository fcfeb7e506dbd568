/// Cues as a track whose samples follow one another: a 3GPP timed-text track (mov_text, in MP4
/// and MOV) holds one sample at a time, so cues that overlap cannot both be samples — the muxer
/// would push the later one past the earlier one's end. Subtitle tools split such cues into
/// segments instead, each showing every text on screen then, one per line.
extension SubtitleCue {
    /// `cues` cut at every start and end into segments without overlap, each holding the texts
    /// of the cues that cover it (in order of their start, then as given), joined by new lines;
    /// neighbouring segments with the same text are one. Cues that never overlap come back as
    /// they are, in order of their start.
    static func sequentialSegments(_ cues: [SubtitleCue]) -> [SubtitleCue] {
        let ordered = cues.enumerated().sorted { ($0.element.startMilliseconds, $0.offset) < ($1.element.startMilliseconds, $1.offset) }
            .map(\.element)
        let boundaries = Set(ordered.flatMap { [$0.startMilliseconds, $0.endMilliseconds] }).sorted()
        var segments: [SubtitleCue] = []
        for (start, end) in zip(boundaries, boundaries.dropFirst()) {
            let texts = ordered.filter { $0.startMilliseconds <= start && $0.endMilliseconds >= end }.map(\.text)
            guard !texts.isEmpty else { continue }
            let text = texts.joined(separator: "\n")
            if let last = segments.last, last.text == text, last.endMilliseconds == start {
                segments[segments.count - 1].endMilliseconds = end
            } else {
                segments.append(SubtitleCue(text: text, startMilliseconds: start, endMilliseconds: end))
            }
        }
        return segments
    }
}
