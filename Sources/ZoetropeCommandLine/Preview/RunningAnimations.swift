import Zoetrope

/// The animations a scene runs at one instant, for the preview's side panel: which layer and
/// key, the kind, when it began and how long it lasts, and its timing curve sampled at 33
/// evenly spaced points of progress (a spring's value over its duration).
struct RunningAnimations {
    let json: JSONValue

    init(in scrubber: Scrubber, at time: Double) throws {
        json = .array(try scrubber.animations(at: time).map { entry in
            let animation = entry.animation
            return .object([
                ("layer", entry.layer.map(JSONValue.string) ?? .null), ("key", .string(entry.key)),
                ("keyPath", (animation as? PropertyAnimation)?.keyPath.map(JSONValue.string) ?? .null),
                ("kind", .string(Self.kind(of: animation))),
                ("beginTime", .number(animation.beginTime)), ("duration", .number(animation.effectiveDuration)),
                ("curve", .string(Self.curveName(of: animation))),
                ("samples", .array(Self.samples(of: animation).map(JSONValue.number))),
            ])
        })
    }

    private static func kind(of animation: Animation) -> String {
        switch animation {
        case is SpringAnimation: "spring"
        case is BasicAnimation: "basic"
        case is KeyframeAnimation: "keyframe"
        case is AnimationGroup: "group"
        case is Transition: "transition"
        default: "\(type(of: animation))"
        }
    }

    private static func curveName(of animation: Animation) -> String {
        if let spring = animation as? SpringAnimation {
            return "spring(mass=\(spring.mass), stiffness=\(spring.stiffness), damping=\(spring.damping))"
        }
        return animation.timingFunction.map { "\($0)" } ?? "linear"
    }

    /// Progress 0…1 at 33 points: the spring's solution over the animation's duration, or the timing function.
    private static func samples(of animation: Animation) -> [Double] {
        let points = (0...32).map { Double($0) / 32 }
        if let spring = animation as? SpringAnimation {
            let parameters = spring.timingParameters, duration = animation.effectiveDuration
            return points.map { parameters.value(at: $0 * duration) }
        }
        let curve = animation.timingFunction ?? .linear
        return points.map { curve.value(at: $0) }
    }
}
