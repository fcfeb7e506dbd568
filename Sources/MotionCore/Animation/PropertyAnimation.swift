/// An animation of one key path of a layer (CAPropertyAnimation).
open class PropertyAnimation: Animation {
    /// The animated key path, e.g. "opacity", "position.x", "bounds.size.width" or a custom key.
    public var keyPath: String? {
        didSet {
            parsedKeyPath = keyPath.map { ParsedKeyPath($0) }
            binding = nil
        }
    }
    /// `keyPath` split once.
    private(set) var parsedKeyPath: ParsedKeyPath?
    /// The slot of the key path's root in the schema of the layer the animation was added to.
    private var binding: SlotBinding?
    /// Adds the animated value to the layer's current value instead of replacing it.
    public var isAdditive = false
    /// Each repeat starts where the previous one ended instead of at the start value.
    public var isCumulative = false

    /// An animation of `keyPath`.
    public convenience init(keyPath: String?) {
        self.init()
        self.keyPath = keyPath
    }

    open override func copyFields(from other: Animation) {
        super.copyFields(from: other)
        guard let other = other as? PropertyAnimation else { return }
        keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
    }

    /// The value at eased progress `progress` given the layer's current (underlying) value,
    /// plus the per-repeat delta for cumulative animations. Nil means "no effect".
    open func values(atProgress progress: Double, underlying: Any) -> (value: Any, cycleDelta: Any?)? { nil }

    override func bind(to schema: PropertySchema) {
        guard let root = parsedKeyPath?.root else { return }
        binding = SlotBinding(schema: ObjectIdentifier(schema), slot: schema.slot(of: root))
    }

    override func adaptValues(to layer: Layer) {
        guard let keyPath else { return }
        guard let current = layer.value(forKeyPath: keyPath) else {
            Timeline.warn("\(type(of: self)) of '\(keyPath)' on \(type(of: layer)) animates nothing: no property answers to "
                + "that key path (declare it with @Animatable, what @NSManaged is on iOS, or override value(forKey:) "
                + "and setValue(_:forKey:))")
            return
        }
        let refused = convertValues(like: current)
        guard !refused.isEmpty else { return }
        Timeline.warn("\(type(of: self)) of '\(keyPath)' on \(type(of: layer)) cannot interpolate "
            + refused.map { "\($0) (\(type(of: $0)))" }.joined(separator: ", ")
            + ": the property holds a \(type(of: current)); the value switches at the midpoint")
    }

    /// Converts the animation's values to the type of `current`, the animated property's value
    /// (`NumericConversion`), and returns the values that neither have that type nor convert
    /// to it although `current` is a number that could be interpolated.
    func convertValues(like current: Any) -> [Any] { [] }

    /// `value` converted to the type of `current`, or itself with a note in `refused` when it
    /// cannot be (only numbers are converted; other types are left as they are).
    func converted(_ value: Any?, like current: Any, refused: inout [Any]) -> Any? {
        guard let value, NumericConversion.isTarget(current) else { return value }
        guard let converted = NumericConversion.converted(value, like: current) else {
            refused.append(value)
            return value
        }
        return converted
    }

    /// The slot of the key path's root in `layer`'s storage: the bound one, or looked up.
    func slot(in layer: Layer, root: String) -> Int? {
        let schema = layer.storage.schema
        if let binding, binding.schema == ObjectIdentifier(schema) { return binding.slot }
        return schema.slot(of: root)
    }

    open override func apply(to layer: Layer, model _: Layer, atLayerTime time: Double) {
        guard let path = parsedKeyPath, let state = easedState(atLayerTime: time) else { return }
        let slot = slot(in: layer, root: path.root)
        guard let underlying = layer.value(at: path, slot: slot),
              var (value, cycleDelta) = values(atProgress: state.progress, underlying: underlying) else { return }
        if isCumulative, state.iteration > 0, let delta = cycleDelta {
            value = AnyInterpolation.add(value, AnyInterpolation.scale(delta, by: state.iteration))
            cycleDelta = nil
        }
        if isAdditive { value = AnyInterpolation.add(underlying, value) }
        layer.setPresentationValue(value, at: path, slot: slot)
    }
}

/// A key's slot resolved once for one layer class's schema.
struct SlotBinding {
    let schema: ObjectIdentifier
    let slot: Int?
}
