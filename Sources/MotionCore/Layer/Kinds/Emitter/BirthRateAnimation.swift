/// An animation of a birth rate that an emitter has run, kept after it leaves the layer together
/// with the timeline times it was attached between, so the births it caused stay where they were
/// once it is removed or finished.
struct BirthRateAnimation {
    let attached: AttachedAnimation
    /// The timeline time it was attached at (−∞ with no timeline running).
    let since: Double
    /// The timeline time it was detached at; ∞ while attached.
    var until = Double.infinity

    /// Whether the animation applies at timeline time `time`.
    func isAttached(at time: Double) -> Bool { since <= time && time < until }

    /// In `model`'s local time: when the animation was attached and detached, and when it was
    /// both attached and active (outside its active interval it holds a value or does nothing);
    /// each pair [from, to], a bound possibly infinite.
    func times(in model: Layer) -> (attached: [Double], active: [Double]) {
        let from = since.isFinite ? model.localTime(atGlobalTime: since) : -.infinity
        let to = until.isFinite ? model.localTime(atGlobalTime: until) : .infinity
        let timing = attached.animation
        return ([from, to], [max(from, timing.beginTime), min(to, timing.endTimeInParent)])
    }

    /// Whether `animation` moves a birth rate: the layer's (`birthRate`) or a cell's
    /// (`emitterCells.<name>….birthRate`), alone or in a group.
    static func movesBirthRate(_ animation: Animation) -> Bool {
        if let group = animation as? AnimationGroup { return group.animations.contains(where: movesBirthRate) }
        guard let path = (animation as? PropertyAnimation)?.parsedKeyPath else { return false }
        return path.root == "birthRate" || (path.root == "emitterCells" && path.rest.last == "birthRate")
    }
}
