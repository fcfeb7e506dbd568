import Zoetrope

/// Seed 000's loading indicator: a custom `percent` layer property animated 0 → 100 with
/// ease-out inside a `View.animate` block, the bar and the label drawn from presentation values.
/// Beside it, a built-in property (a marker's position) animates in the same block, in lockstep.
public struct LoadingIndicatorScene: Scene, DefaultConstructible {
    public static let name = "loading-indicator"
    public static let summary = "Seed 000: a custom animatable percent property drives a bar and its label"

    public init() {}

    public var size: Size { Size(width: 480, height: 270) }
    public var duration: Double { 3.2 }
    public var backgroundColor: Color? { Palette.background }

    /// When the block starts and how long it runs.
    static let start = 0.3, animationDuration = 2.5

    public func setUp(on stage: Stage) {
        stage.rootView.backgroundColor = Palette.background
        let indicator = LoadingIndicatorView(frame: Rect(x: 60, y: 90, width: 360, height: 76))
        indicator.name = "indicator"
        stage.rootView.addSubview(indicator)

        let marker = View(frame: Rect(x: 60 - 8, y: 184, width: 16, height: 16))
        marker.backgroundColor = Palette.accentSecondary
        marker.cornerRadius = 8
        marker.name = "marker"
        stage.rootView.addSubview(marker)

        stage.at(Self.start) {
            View.animate(withDuration: Self.animationDuration, options: .curveEaseOut) {
                indicator.percent = 100
                marker.center = Point(x: 60 + 360, y: marker.center.y)
            }
        }
    }
}
