/// A layer that draws its sublayers `instanceCount` times (CAReplicatorLayer). Data only: the
/// renderer draws the instances of a presentation copy, using `instanceTransform(at:)`,
/// `instanceColor(at:)` and `delayedInstanceSublayers` (filled when the copy is made, so the
/// renderer never reads the model tree, which the engine may be changing on another thread).
///
/// Instance i is transformed by `instanceTransform` applied i times, tinted by `instanceColor`
/// plus i times the colour offsets (each channel clamped to [0, 1]) and shows its sublayers
/// `instanceDelay · i` seconds in the past.
open class ReplicatorLayer: Layer {
    /// Core Animation's defaults: one instance, no transform, no delay, opaque white tint.
    static let replicatorDefaults: [String: Any] = [
        "instanceCount": 1,
        "preservesDepth": false,
        "instanceDelay": 0.0,
        "instanceTransform": Transform3D.identity,
        "instanceColor": Color.white as Color? as Any,
        "instanceRedOffset": 0.0,
        "instanceGreenOffset": 0.0,
        "instanceBlueOffset": 0.0,
        "instanceAlphaOffset": 0.0,
    ]

    open override class var defaultValues: [String: Any] {
        super.defaultValues.merging(replicatorDefaults) { _, replicator in replicator }
    }

    /// The most instances drawn (and presented with a delay); a larger `instanceCount` draws
    /// this many, so a runaway count cannot exhaust memory or time.
    public static let maximumDrawnInstances = 10_000

    /// How many copies of the sublayers are drawn, the original included (at most
    /// `maximumDrawnInstances`).
    public var instanceCount: Int {
        get { stored("instanceCount", 1) }
        set { setValue(newValue, forKey: "instanceCount") }
    }
    /// Whether the instances are depth-sorted in 3-D rather than flattened.
    public var preservesDepth: Bool {
        get { stored("preservesDepth", false) }
        set { setValue(newValue, forKey: "preservesDepth") }
    }
    /// Seconds by which each instance lags the previous one.
    public var instanceDelay: Double {
        get { stored("instanceDelay", 0.0) }
        set { setValue(newValue, forKey: "instanceDelay") }
    }
    /// The transform from one instance to the next, about the centre of the replicator's bounds.
    public var instanceTransform: Transform3D {
        get { stored("instanceTransform", Transform3D.identity) }
        set { setValue(newValue, forKey: "instanceTransform") }
    }
    /// The tint multiplied into the first instance; nil is opaque white (no tint).
    public var instanceColor: Color? {
        get { stored("instanceColor", Color.white as Color?) }
        set { setValue(newValue, forKey: "instanceColor") }
    }
    /// Added to the red tint per instance.
    public var instanceRedOffset: Double {
        get { stored("instanceRedOffset", 0.0) }
        set { setValue(newValue, forKey: "instanceRedOffset") }
    }
    /// Added to the green tint per instance.
    public var instanceGreenOffset: Double {
        get { stored("instanceGreenOffset", 0.0) }
        set { setValue(newValue, forKey: "instanceGreenOffset") }
    }
    /// Added to the blue tint per instance.
    public var instanceBlueOffset: Double {
        get { stored("instanceBlueOffset", 0.0) }
        set { setValue(newValue, forKey: "instanceBlueOffset") }
    }
    /// Added to the tint's alpha per instance (negative values fade the copies).
    public var instanceAlphaOffset: Double {
        get { stored("instanceAlphaOffset", 0.0) }
        set { setValue(newValue, forKey: "instanceAlphaOffset") }
    }

    /// The transform of instance `index`: `instanceTransform` concatenated `index` times
    /// (by repeated squaring, so any index costs O(log index)).
    public func instanceTransform(at index: Int) -> Transform3D {
        var result = Transform3D.identity, power = instanceTransform, remaining = max(index, 0)
        while remaining > 0 {
            if remaining & 1 == 1 { result = result.concatenating(power) }
            power = power.concatenating(power)
            remaining >>= 1
        }
        return result
    }

    /// The tint of instance `index`: `instanceColor` plus `index` times each offset, clamped to [0, 1].
    public func instanceColor(at index: Int) -> Color {
        let base = instanceColor ?? .white
        let i = Double(max(index, 0))
        func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
        return Color(red: clamp(base.red + i * instanceRedOffset), green: clamp(base.green + i * instanceGreenOffset),
                     blue: clamp(base.blue + i * instanceBlueOffset), alpha: clamp(base.alpha + i * instanceAlphaOffset))
    }

    /// On a presentation copy whose `instanceDelay` is not 0 and `instanceCount` is above 1: the
    /// presented sublayers of instances 1, 2, ... (element i − 1 for instance i), each sampled
    /// `instanceDelay · i` seconds before the copy's time. Captured with the copy, so a renderer
    /// needs neither the model tree nor the global time. Nil on model layers and without a delay
    /// (every instance then shows `sublayers`).
    public internal(set) var delayedInstanceSublayers: [[Layer]]?

    /// Fills `delayedInstanceSublayers` of this presentation copy of `model` made at `local`
    /// (this layer's local time).
    func presentDelayedInstances(of model: Layer, atLocalTime local: Double) {
        let delay = instanceDelay, count = min(instanceCount, Self.maximumDrawnInstances)
        guard delay != 0, delay.isFinite, count > 1 else { return }
        delayedInstanceSublayers = (1..<count).map { index in
            model.sublayers.map { sublayer in
                let copy = sublayer.presentationCopy(atParentTime: local - delay * Double(index))
                copy.superlayer = self
                return copy
            }
        }
    }

    /// Presentation copies of the sublayers of instance `index` at global time `time`: the
    /// sublayers as they were `instanceDelay · index` seconds earlier in this layer's time.
    /// Call it on the model layer (a presentation copy's `model()`).
    public func instanceSublayers(_ index: Int, atGlobalTime time: Double) -> [Layer] {
        let local = localTime(atGlobalTime: time) - instanceDelay * Double(max(index, 0))
        return sublayers.map { $0.presentationCopy(atParentTime: local) }
    }
}
