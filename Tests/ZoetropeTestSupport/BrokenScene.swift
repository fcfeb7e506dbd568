import Zoetrope

/// A scene that fails: by default its script fails (an animation with a negative duration); with
/// `.silentAnimation` its one animation does nothing (no property answers to "radius" on a plain
/// layer), which works on a device and here is an engine warning, failing only under test assertions.
public struct BrokenScene: Scene, DefaultConstructible {
    /// How the scene fails.
    public enum Problem: Sendable {
        case negativeDuration
        case silentAnimation
    }

    public static let name = "broken"
    public static let summary = "Fails at t = 0"
    public var size: Size { Size(width: 8, height: 8) }
    public var duration: Double { 1 }
    public var problem = Problem.negativeDuration
    public init() {}
    public init(_ problem: Problem) { self.problem = problem }
    public func setUp(on stage: Stage) {
        let layer = Layer()
        stage.rootLayer.addSublayer(layer)
        switch problem {
        case .negativeDuration:
            let bad = BasicAnimation(keyPath: "opacity")
            bad.duration = -1
            layer.add(bad, forKey: "bad")
        case .silentAnimation:
            let radius = BasicAnimation(keyPath: "radius")
            radius.fromValue = 0.0
            radius.toValue = 4.0
            radius.duration = 1
            layer.add(radius, forKey: "radius")
        }
    }
}
