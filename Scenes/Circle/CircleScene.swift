import Zoetrope

/// Seed 002: explicit CABasicAnimations of two custom properties of a CircleLayer — radius
/// 50 → 150 (ease-in-ease-out, 3 s) and strokeWidth 25 → 1 (ease-in, 4 s) — each followed by
/// setting the model value, exactly as `animateRadius` / `animateStrokeWidth` do.
public struct CircleScene: Scene, DefaultConstructible {
    public static let name = "circle"
    public static let summary = "Seed 002: CircleLayer radius 50→150 and strokeWidth 25→1 drawn in draw(in:)"

    public init() {}

    public var size: Size { Size(width: 400, height: 400) }
    public var duration: Double { 4.5 }
    public var backgroundColor: Color? { Palette.background }

    static let start = 0.25

    public func setUp(on stage: Stage) {
        let circle = CircleLayer()
        circle.name = "circle"
        circle.frame = Rect(origin: .zero, size: size)
        stage.rootLayer.addSublayer(circle)

        stage.at(Self.start) {
            let radius = BasicAnimation(keyPath: "radius")
            radius.duration = 3
            radius.fromValue = 50.0
            radius.toValue = 150.0
            radius.timingFunction = .easeInEaseOut
            circle.add(radius, forKey: "animateRadius")
            circle.radius = 150

            let stroke = BasicAnimation(keyPath: "strokeWidth")
            stroke.duration = 4
            stroke.fromValue = 25.0
            stroke.toValue = 1.0
            stroke.timingFunction = .easeIn
            circle.add(stroke, forKey: "animateStrokeWidth")
            circle.strokeWidth = 1
        }
    }
}
