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
