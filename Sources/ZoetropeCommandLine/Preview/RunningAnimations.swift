import Zoetrope

/// The animations a scene runs at one instant, for the preview's side panel: which layer and
/// key, the kind, when its run began and how long it lasts, and its progress sampled at evenly
/// spaced points of the run (33, or 257 for a spring, enough for a slow spring's every swing over
/// a long run: the article spring's 16 in 70 s) — all as the engine times it (`AnimationTimingPlot`: a
/// property animator's animations by their animator's run, springs by their own solution).
struct RunningAnimations {
    let json: JSONValue

    init(in scrubber: Scrubber, at time: Double) throws {
        json = .array(try scrubber.animations(at: time).map { entry in
            let animation = entry.animation
            let plot = AnimationTimingPlot(animation)
            return .object([
                ("layer", entry.layer.map(JSONValue.string) ?? .null), ("key", .string(entry.key)),
                ("keyPath", (animation as? PropertyAnimation)?.keyPath.map(JSONValue.string) ?? .null),
                ("kind", .string(plot.isDrivenByAnimator ? "animator" : Self.kind(of: animation))),
                ("beginTime", .number(plot.beginTime)), ("duration", .number(plot.duration)),
                ("curve", .string(plot.curve)),
                ("samples", .array(Self.samples(of: plot).map(JSONValue.number))),
            ])
        })
    }

    private static func samples(of plot: AnimationTimingPlot) -> [Double] {
        let intervals = plot.isSpring ? 256 : 32
        return (0...intervals).map { plot.progress(atShare: Double($0) / Double(intervals)) }
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
}
