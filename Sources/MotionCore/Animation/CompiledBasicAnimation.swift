/// An added `BasicAnimation` of a whole declared property with plain-typed endpoints, flattened
/// into one plain value: its timing, curve, endpoints and the storage slot it writes. A frame
/// evaluates it from the layer's own bookkeeping, without touching the animation object, its
/// dynamic dispatch or any reference counting — what keeps presentation trees of thousands of
/// animated layers cheap.
///
/// Built when the animation is added. As in Core Animation, an added animation is not meant to
/// change; `Layer.animation(forKey:)` hands out the running copy for inspection.
struct CompiledBasicAnimation {
    private let timing: MediaTimingValues
    private let timingFunction: TimingFunction?
    private let endpoints: CompiledEndpoints
    private let schema: ObjectIdentifier
    private let slot: Int

    /// The compiled form of `animation` for a layer of `schema`, or nil when it needs the
    /// general path (a key path into a value, an undeclared key, "by" alone, additive,
    /// cumulative, a value function, a subclass, a spring...).
    init?(_ animation: Animation, schema: PropertySchema) {
        guard type(of: animation) == BasicAnimation.self, let basic = animation as? BasicAnimation, basic.valueFunction == nil,
              let path = basic.parsedKeyPath, path.rest.isEmpty, let slot = schema.slot(of: path.root),
              let endpoints = CompiledEndpoints(of: basic) else { return nil }
        var timing = basic.timing
        timing.duration = basic.effectiveDuration
        self.timing = timing
        self.timingFunction = basic.timingFunction
        self.endpoints = endpoints
        self.schema = ObjectIdentifier(schema)
        self.slot = slot
    }

    /// Writes the animation's value at layer time `time` into the presentation copy `layer`,
    /// solving its curve through `memo`; false, with nothing written, when the general path
    /// must do it instead (`layer` has another layout than the one compiled for, or its value
    /// is of another type).
    func apply(to layer: Layer, atLayerTime time: Double, memo: inout EasingMemo) -> Bool {
        guard ObjectIdentifier(layer.storage.schema) == schema else { return false }
        guard var state = timing.timingState(atParentTime: time) else { return true }
        if let timingFunction { state.progress = memo.value(of: timingFunction, at: state.progress) }
        guard let value = endpoints.value(atProgress: state.progress, underlying: { layer.storage[slot] }) else { return false }
        layer.storage.set(value, slot: slot)
        return true
    }
}
