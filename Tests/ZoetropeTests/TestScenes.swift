import Zoetrope

/// A small scene: a square that moves right over one second.
struct MovingSquareScene: Scene, DefaultConstructible {
    static let name = "moving-square"
    static let summary = "test scene"
    var size: Size { Size(width: 64, height: 48) }
    var duration: Double { 1 }
    var fps: Int { 10 }

    func setUp(on stage: Stage) {
        let square = Layer()
        square.name = "square"
        square.bounds = Rect(x: 0, y: 0, width: 16, height: 16)
        square.position = Point(x: 8, y: 24)
        square.backgroundColor = .red
        stage.rootLayer.addSublayer(square)
        stage.at(0) {
            Transaction.setAnimationDuration(1)
            Transaction.setAnimationTimingFunction(.linear)
            square.position = Point(x: 56, y: 24)
        }
    }
}

/// A scene whose script adds an animation with a NaN duration half-way through.
struct FailsHalfwayScene: Scene, DefaultConstructible {
    static let name = "fails-halfway"
    static let summary = "test scene"
    var size: Size { Size(width: 32, height: 32) }
    var duration: Double { 1 }
    var fps: Int { 10 }

    func setUp(on stage: Stage) {
        let layer = Layer()
        stage.rootLayer.addSublayer(layer)
        stage.at(0.5) {
            let broken = BasicAnimation(keyPath: "opacity")
            broken.duration = .nan
            layer.add(broken, forKey: "broken")
        }
    }
}

/// A scene with whatever size and duration a test needs.
struct SizedScene: Scene {
    static let name = "sized"
    static let summary = "test scene"
    var size: Size
    var duration: Double
    init(variant _: String?) throws { size = Size(width: 10, height: 10); duration = 1 }
    init(size: Size, duration: Double) { self.size = size; self.duration = duration }
    func setUp(on _: Stage) {}
}
