/// Touch indicators: the scripted taps and pans drawn over the scene, as the iOS Simulator's
/// "Show single touches" draws real ones — for demo videos that show where the finger goes.
extension Stage {
    /// Whether frames show the scripted touches (`tap`, `pan`) in `touchIndicatorStyle` above
    /// everything else. Off by default; snapshot assertions leave them out unless their
    /// `RenderSettings.showsTouches` asks for them.
    public var showsTouches: Bool {
        get { touchIndicators.isShown }
        set { touchIndicators.isShown = newValue }
    }

    /// How the touches look when `showsTouches` is on.
    public var touchIndicatorStyle: TouchIndicatorStyle {
        get { touchIndicators.style }
        set { touchIndicators.style = newValue }
    }

    /// Overrides `showsTouches` for rendering (`RenderSettings.showsTouches`); nil keeps the scene's choice.
    package var showsTouchesOverride: Bool? {
        get { touchIndicators.override }
        set { touchIndicators.override = newValue }
    }
}

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

    /// The layer showing the touches at `time` over `bounds`, or nil when none shows.
    func overlay(at time: Double, bounds: Rect) -> Layer? {
        guard override ?? isShown else { return nil }
        let indicators = tracks.compactMap { $0.indicator(at: time, style: style) }
        guard !indicators.isEmpty else { return nil }
        return TouchIndicatorLayer(indicators: indicators, style: style, bounds: bounds)
    }
}
