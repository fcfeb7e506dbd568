/// What a stage knows about its scripted touches, to draw them.
final class TouchIndicators {
    var isShown = false
    var style = TouchIndicatorStyle.simulator
    var override: Bool?
    private(set) var tracks: [TouchTrack] = []

    /// Remembers a scripted touch (ignored when malformed: delivering it reports the problem).
    func record(_ events: [TouchEvent]) {
        if let track = TouchTrack(events) { tracks.append(track) }
    }

    /// The layer showing the touches at `time`, or nil when none shows.
    func overlay(at time: Double) -> Layer? {
        guard override ?? isShown else { return nil }
        let indicators = tracks.compactMap { $0.indicator(at: time, style: style) }
        guard !indicators.isEmpty else { return nil }
        return TouchIndicatorLayer(indicators: indicators, style: style)
    }
}
