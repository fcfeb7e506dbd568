import Zoetrope

/// A scene whose script fails: an animation with a negative duration.
public struct BrokenScene: Scene, DefaultConstructible {
    public static let name = "broken"
    public static let summary = "Fails at t = 0"
    public var size: Size { Size(width: 8, height: 8) }
    public var duration: Double { 1 }
    public init() {}
    public func setUp(on stage: Stage) {
        let layer = Layer()
        stage.rootLayer.addSublayer(layer)
        let bad = BasicAnimation(keyPath: "opacity")
        bad.duration = -1
        layer.add(bad, forKey: "bad")
    }
}
