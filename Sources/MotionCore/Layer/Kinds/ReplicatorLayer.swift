/// A layer that draws its sublayers `instanceCount` times (CAReplicatorLayer).
///
/// Instance i is transformed by `instanceTransform` applied i times (about the replicator's
/// centre), tinted by `instanceColor` plus i times the colour offsets (each channel clamped to
/// [0, 1]) and shows its sublayers `instanceDelay · i` seconds in the past. Presentation copies
/// carry the instances as their sublayers — one `ReplicatorInstanceLayer` each, holding copies of
/// the replicated sublayers — so any renderer draws them; the instance's alpha is its opacity
/// and its RGB tint is in `ReplicatorInstanceLayer.tint` (`TintedLayer`) for renderers that multiply colours.
open class ReplicatorLayer: Layer {
    /// The properties ReplicatorLayer adds, each declared once (see `LayerPropertyList`).
    /// Core Animation's defaults: one instance, no transform, no delay, opaque white tint.
    struct Properties: LayerPropertyList {
        let instanceCount = LayerProperty<Int>(1)
        let preservesDepth = LayerProperty<Bool>(false)
        let instanceDelay = LayerProperty<Double>(0.0)
        let instanceTransform = LayerProperty<Transform3D>(Transform3D.identity)
        let instanceColor = LayerProperty<Color?>(Color.white)
        let instanceRedOffset = LayerProperty<Double>(0.0)
        let instanceGreenOffset = LayerProperty<Double>(0.0)
        let instanceBlueOffset = LayerProperty<Double>(0.0)
        let instanceAlphaOffset = LayerProperty<Double>(0.0)

        static let declared = Properties(slotsAfter: Layer.self)
    }

    override class var builtInProperties: [AnyLayerProperty] { super.builtInProperties + Properties.declared.descriptors }
    override class var recyclesPresentationCopies: Bool { false }

    /// How many copies of the sublayers are drawn, the original included.
    public var instanceCount: Int {
        get { self[Properties.declared.instanceCount] }
        set { self[Properties.declared.instanceCount] = newValue }
    }
    /// Whether the instances are depth-sorted in 3-D rather than flattened.
    public var preservesDepth: Bool {
        get { self[Properties.declared.preservesDepth] }
        set { self[Properties.declared.preservesDepth] = newValue }
    }
    /// Seconds by which each instance lags the previous one.
    public var instanceDelay: Double {
        get { self[Properties.declared.instanceDelay] }
        set { self[Properties.declared.instanceDelay] = newValue }
    }
    /// The transform from one instance to the next, about the replicator's centre.
    public var instanceTransform: Transform3D {
        get { self[Properties.declared.instanceTransform] }
        set { self[Properties.declared.instanceTransform] = newValue }
    }
    /// The tint multiplied into the first instance; nil is opaque white (no tint).
    public var instanceColor: Color? {
        get { self[Properties.declared.instanceColor] }
        set { self[Properties.declared.instanceColor] = newValue }
    }
    /// Added to the red tint per instance.
    public var instanceRedOffset: Double {
        get { self[Properties.declared.instanceRedOffset] }
        set { self[Properties.declared.instanceRedOffset] = newValue }
    }
    /// Added to the green tint per instance.
    public var instanceGreenOffset: Double {
        get { self[Properties.declared.instanceGreenOffset] }
        set { self[Properties.declared.instanceGreenOffset] = newValue }
    }
    /// Added to the blue tint per instance.
    public var instanceBlueOffset: Double {
        get { self[Properties.declared.instanceBlueOffset] }
        set { self[Properties.declared.instanceBlueOffset] = newValue }
    }
    /// Added to the tint's alpha per instance (negative values fade the copies).
    public var instanceAlphaOffset: Double {
        get { self[Properties.declared.instanceAlphaOffset] }
        set { self[Properties.declared.instanceAlphaOffset] = newValue }
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

    /// The most instances a presentation copy lays out; larger counts are drawn as this many.
    public static let maximumInstanceCount = 10_000

    /// The instances, each holding the sublayers as they were `instanceDelay · i` seconds earlier,
    /// laid out with `copy`'s (animated) replicator settings.
    override func presentationSublayers(for copy: Layer, atLocalTime time: Double, memo: inout EasingMemo) -> [Layer] {
        guard let replicator = copy as? ReplicatorLayer else {
            return super.presentationSublayers(for: copy, atLocalTime: time, memo: &memo)
        }
        let count = min(max(replicator.instanceCount, 0), Self.maximumInstanceCount)
        let frame = replicator.bounds
        var instances: [Layer] = []
        instances.reserveCapacity(count)
        for index in 0..<count {
            let instance = ReplicatorInstanceLayer(index: index, tint: replicator.instanceColor(at: index))
            instance.bounds = frame
            instance.position = Point(x: frame.midX, y: frame.midY)
            instance.transform = replicator.instanceTransform(at: index)
            instance.opacity = instance.tint.alpha
            let delayed = time - replicator.instanceDelay * Double(index)
            instance.sublayers = sublayers.map { $0.presentationCopy(atParentTime: delayed, memo: &memo) }
            for child in instance.sublayers { child.superlayer = instance }
            instances.append(instance)
        }
        return instances
    }
}

/// One instance of a replicator in a presentation tree: a layer covering the replicator's bounds,
/// transformed and faded for its place in the sequence, holding copies of the replicated sublayers.
public final class ReplicatorInstanceLayer: TintedLayer {
    /// The instance's position in the sequence (0 is the original).
    public private(set) var index = 0

    required init() { super.init() }

    required init(layer: Any) {
        super.init(layer: layer)
        if let instance = layer as? ReplicatorInstanceLayer { index = instance.index }
    }

    convenience init(index: Int, tint: Color) {
        self.init()
        self.index = index
        self.tint = tint
    }
}
