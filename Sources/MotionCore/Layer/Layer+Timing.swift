/// Time conversion through the layer tree: each layer maps its superlayer's time with its own
/// beginTime, speed and timeOffset, so a speed of 0 pauses a whole subtree.
extension Layer {
    /// This layer's local time at global (timeline) time `time`.
    public func localTime(atGlobalTime time: Double) -> Double {
        localTime(fromParent: parentTime(atGlobalTime: time))
    }

    /// The superlayer's local time at global time `time` (the global time for a root).
    func parentTime(atGlobalTime time: Double) -> Double {
        guard let superlayer else { return time }
        return superlayer.localTime(atGlobalTime: time)
    }

    /// Whether this layer's time advances with global time: every speed up the tree is positive.
    var timeRunsForward: Bool { speed > 0 && (superlayer?.timeRunsForward ?? true) }

    /// The global time at which this layer's local time is `time`; infinity if never.
    func globalTime(atLocalTime time: Double) -> Double {
        let parent = parentTime(fromLocal: time)
        guard parent.isFinite else { return .infinity }
        guard let superlayer else { return parent }
        return superlayer.globalTime(atLocalTime: parent)
    }

    /// Converts a time from another layer's time space, or from global time when `layer` is nil
    /// (CALayer.convertTime(_:from:)).
    public func convertTime(_ time: Double, from layer: Layer?) -> Double {
        let global = layer?.globalTime(atLocalTime: time) ?? time
        return localTime(atGlobalTime: global)
    }
}
