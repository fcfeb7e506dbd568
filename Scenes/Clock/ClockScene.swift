import Zoetrope

/// Seed 000's opening example: `UIView.animate { clock.hourHand = 9; clock.minuteHand = 41 }`
/// — two custom properties animated together, in one block, to 9:41.
public struct ClockScene: Scene, DefaultConstructible {
    public static let name = "clock"
    public static let summary = "Seed 000: hour and minute hands, custom properties animated together to 9:41"

    public init() {}

    public var size: Size { Size(width: 360, height: 360) }
    public var duration: Double { 2.5 }
    public var backgroundColor: Color? { Palette.background }

    static let start = 0.4, animationDuration = 1.5

    public func setUp(on stage: Stage) {
        let clock = ClockView(frame: Rect(x: 20, y: 20, width: 320, height: 320))
        clock.layer.name = "clock"
        clock.hourHand = 7
        clock.minuteHand = 0
        stage.rootView.addSubview(clock)
        stage.at(Self.start) {
            View.animate(withDuration: Self.animationDuration, options: .curveEaseInOut) {
                clock.hourHand = 9.0
                clock.minuteHand = 41.0
            }
        }
    }
}
