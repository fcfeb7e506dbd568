import Zoetrope

/// A layer with a custom animatable property, to see custom keys in traces.
final class GaugeLayer: Layer {
    @Animatable("level") var level: Double = 0
}

/// 64×48 points, 1 s at 10 fps: a square named "square" moving linearly from x = 10 to 50
/// (y = 24), and a gauge named "gauge" whose `level` rises linearly from 0 to `finalLevel`.
struct SlidingSquareScene: Scene, DefaultConstructible {
    static let name = "sliding-square"
    static let summary = "A square slides right while a gauge fills"
    var size: Size { Size(width: 64, height: 48) }
    var duration: Double { 1 }
    var fps: Int { 10 }

    var squareColor = Color(hex: 0x0A84FF)
    var finalLevel = 1.0

    init() {}
    init(squareColor: Color = Color(hex: 0x0A84FF), finalLevel: Double = 1) {
        self.squareColor = squareColor
        self.finalLevel = finalLevel
    }

    func setUp(on stage: Stage) {
        let square = Layer()
        square.name = "square"
        square.bounds = Rect(x: 0, y: 0, width: 12, height: 12)
        square.position = Point(x: 10, y: 24)
        square.backgroundColor = squareColor
        stage.rootLayer.addSublayer(square)
        let move = BasicAnimation(keyPath: "position.x")
        move.fromValue = 10.0
        move.toValue = 50.0
        move.duration = 1
        move.timingFunction = .linear
        square.add(move, forKey: "move")
        square.position = Point(x: 50, y: 24)

        let gauge = GaugeLayer()
        gauge.name = "gauge"
        gauge.frame = Rect(x: 0, y: 40, width: 64, height: 8)
        stage.rootLayer.addSublayer(gauge)
        let fill = BasicAnimation(keyPath: "level")
        fill.fromValue = 0.0
        fill.toValue = finalLevel
        fill.duration = 1
        fill.timingFunction = .linear
        gauge.add(fill, forKey: "fill")
        gauge.level = finalLevel
    }
}
