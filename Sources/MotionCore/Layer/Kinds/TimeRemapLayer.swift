/// A layer whose local time — its sublayers' time — is any function of its parent's: After
/// Effects' time remapping as Lottie files use it (a precomposition frozen, reversed or retimed by
/// a keyframed curve). Core Animation has no such layer, so it is not public API: Lottie's layers
/// use it. The function must be pure; the layer's own beginTime, speed and timeOffset apply first.
/// Its time does not run forward, so animations inside send no start or stop events.
package final class TimeRemapLayer: Layer {
    /// Local time as a function of the time beginTime, speed and timeOffset give.
    package var remap: @Sendable (Double) -> Double = { $0 }

    package required init() { super.init() }

    package required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? TimeRemapLayer { remap = other.remap }
    }

    override func localTime(fromParent time: Double) -> Double { remap(super.localTime(fromParent: time)) }

    /// A remapped time may be reached never, once or many times: none is an event's time.
    override func parentTime(fromLocal time: Double) -> Double { .infinity }

    override var timeAdvancesWithParent: Bool { false }
}
