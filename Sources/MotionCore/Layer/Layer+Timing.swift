/// Time conversion through the layer tree: each layer maps its superlayer's time with its own
/// beginTime, speed and timeOffset, so a speed of 0 pauses a whole subtree.
extension Layer {
    /// This layer's local time at global (timeline) time `time`.
    public func localTime(atGlobalTime time: Double) -> Double {
        localTime(fromParent: parentTime(atGlobalTime: time))
    }

    /// The layer whose time this one's is mapped from: its superlayer, or the layer it masks.
    var timeParent: Layer? { superlayer ?? maskedLayer }

    /// The time parent's local time at global time `time` (the global time for a root).
    func parentTime(atGlobalTime time: Double) -> Double {
        guard let timeParent else { return time }
        return timeParent.localTime(atGlobalTime: time)
    }

    /// Whether this layer's time advances with global time: every speed up the tree is positive.
    var timeRunsForward: Bool { timeAdvancesWithParent && (timeParent?.timeRunsForward ?? true) }

    /// The global time at which this layer's local time is `time`; infinity if never.
    func globalTime(atLocalTime time: Double) -> Double {
        let parent = parentTime(fromLocal: time)
        guard parent.isFinite else { return .infinity }
        guard let timeParent else { return parent }
        return timeParent.globalTime(atLocalTime: parent)
    }

    /// Converts a time from another layer's time space, or from global time when `layer` is nil
    /// (CALayer.convertTime(_:from:)).
    public func convertTime(_ time: Double, from layer: Layer?) -> Double {
        let global = layer?.globalTime(atLocalTime: time) ?? time
        return localTime(atGlobalTime: global)
    }

    /// Converts a time from this layer's time space to `layer`'s, or to global time when `layer`
    /// is nil (CALayer.convertTime(_:to:)).
    public func convertTime(_ time: Double, to layer: Layer?) -> Double {
        let global = globalTime(atLocalTime: time)
        return layer?.localTime(atGlobalTime: global) ?? global
    }
}
