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

/// A colour chart: saturated primaries, secondaries, greys and skin tones in flat 16-pt patches —
/// the content on which a BT.601/BT.709 or full/limited range mix-up shows most.
struct ColorChartScene: Scene, DefaultConstructible {
    static let name = "color-chart"
    static let summary = "test scene"
    var size: Size { Size(width: 128, height: 64) }
    var duration: Double { 1 }
    var fps: Int { 10 }

    static let colors: [UInt32] = [
        0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00, 0x00FFFF, 0xFF00FF, 0xFFFFFF, 0x000000,
        0x808080, 0x404040, 0xC0C0C0, 0xE0A080, 0x8D5524, 0x0A84FF, 0x34C759, 0xFF9500,
        0x5E5CE6, 0xFF2D55, 0x1C1C1E, 0xF2F2F7, 0x7F0000, 0x007F00, 0x00007F, 0x7F7F00,
        0x303030, 0xA0A0A0, 0xD0D0D0, 0x6A85B6, 0xBAC8E0, 0xFFC3A0, 0x2B1055, 0x7597DE,
    ]

    func setUp(on stage: Stage) {
        for (index, hex) in Self.colors.enumerated() {
            let patch = Layer()
            patch.frame = Rect(x: Double(index % 8) * 16, y: Double(index / 8) * 16, width: 16, height: 16)
            patch.backgroundColor = Color(hex: hex)
            stage.rootLayer.addSublayer(patch)
        }
    }
}

/// A scene that starts a spring whose duration is left at 0, so Core Animation's 0.25 s cuts it.
struct CutSpringScene: Scene, DefaultConstructible {
    static let name = "cut-spring"
    static let summary = "test scene"
    var size: Size { Size(width: 32, height: 32) }
    var duration: Double { 1 }
    var fps: Int { 10 }

    func setUp(on stage: Stage) {
        let layer = Layer()
        stage.rootLayer.addSublayer(layer)
        stage.at(0.3) {
            let spring = SpringAnimation(keyPath: "position.x")
            spring.fromValue = 0.0
            spring.toValue = 20.0
            layer.add(spring, forKey: "slide")
        }
    }
}

/// A view whose `draw` reads a property of the view (model-side state) that the script sets to
/// the frame's index at every frame: each frame must show its own index as a bar that many
/// points wide, however many threads draw.
struct TickingBarScene: Scene, DefaultConstructible {
    static let name = "ticking-bar"
    static let summary = "test scene"
    static let frames = 48
    var size: Size { Size(width: 64, height: 4) }
    var duration: Double { Double(Self.frames) / 24 }
    var fps: Int { 24 }
    var backgroundColor: Color? { .white }

    final class TickView: View {
        var tick = 0
        override func draw(_ rect: Rect, in context: GraphicsContext) {
            context.setFillColor(.black)
            context.fill(Rect(x: 0, y: 0, width: Double(tick), height: rect.height))
        }
    }

    func setUp(on stage: Stage) {
        let view = TickView(frame: Rect(x: 0, y: 0, width: 64, height: 4))
        stage.rootView.addSubview(view)
        for frame in 0..<Self.frames {
            stage.at(Double(frame) / 24) {
                view.tick = frame
                view.setNeedsDisplay()
            }
        }
    }
}
