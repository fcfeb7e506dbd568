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
    /// Turns the interpolated numbers into the transform written to the key path
    /// (CAPropertyAnimation.valueFunction); nil writes the interpolated value itself.
    public var valueFunction: ValueFunction?

    /// An animation of `keyPath`.
    public convenience init(keyPath: String?) {
        self.init()
        self.keyPath = keyPath
    }

    open override func copyFields(from other: Animation) {
        super.copyFields(from: other)
        guard let other = other as? PropertyAnimation else { return }
        keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
        valueFunction = other.valueFunction
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
        if valueFunction != nil {
            // The values are the function's numbers, not the property's: plain Doubles.
            let refused = convertValues(like: 0.0)
            if !refused.isEmpty {
                Timeline.warn("\(type(of: self)) of '\(keyPath)' on \(type(of: layer)) has a value function but values "
                    + Self.describe(refused) + " that are not numbers")
            }
            return
        }
        guard let current = layer.value(forKeyPath: keyPath) else {
            Timeline.warn("\(type(of: self)) of '\(keyPath)' on \(type(of: layer)) animates nothing: no property answers to "
                + "that key path (declare it with @Animatable, what @NSManaged is on iOS, or override value(forKey:) "
                + "and setValue(_:forKey:))")
            return
        }
        let refused = convertValues(like: current)
        noteResampling(onto: current as? Path, layer: layer)
        guard !refused.isEmpty else { return }
        Timeline.warn("\(type(of: self)) of '\(keyPath)' on \(type(of: layer)) cannot interpolate "
            + Self.describe(refused) + ": the property holds a \(type(of: current)); the value switches at the midpoint")
    }

    /// The values the animation was given (from, to and by; the keyframes), before conversion.
    var animatedValues: [Any] { [] }

    /// Notes, once per key and layer class, an animation between paths of different structure
    /// (its own, or its own and the layer's `current` path when it starts from or adds to it),
    /// which Core Animation leaves undefined and the engine resamples alike.
    private func noteResampling(onto current: Path?, layer: Layer) {
        var paths = animatedValues.compactMap { $0 as? Path }
        guard !paths.isEmpty else { return }
        if isAdditive || paths.count < 2, let current { paths.append(current) }
        guard !Path.haveOneStructure(paths), let keyPath else { return }
        Timeline.current?.note("\(type(of: self)) of '\(keyPath)' on \(type(of: layer)) animates between paths of "
            + "different structure (other element counts or kinds), whose result Core Animation leaves undefined: "
            + "both are resampled along their length to one structure, so the shape morphs point by point")
    }

    /// Values as warnings name them: "large (String), 3 (Int)".
    private static func describe(_ values: [Any]) -> String {
        values.map { "\($0) (\(type(of: $0)))" }.joined(separator: ", ")
    }

    /// Converts the animation's values to the type of `current`, the animated property's value
    /// (`NumericConversion`), and returns the values that neither have that type nor convert
    /// to it although `current` is a number that could be interpolated.
    func convertValues(like current: Any) -> [Any] { [] }

    /// `value` converted to the type of `current`, or itself with a note in `refused` when it
    /// cannot be (only numbers are converted; other types are left as they are).
    /// A boxed value (`NSValue(cgPoint:)`...) is unboxed first (`BoxedValues`), and an affine
    /// transform given for a 3-D transform becomes its 3-D form.
    func converted(_ value: Any?, like current: Any, refused: inout [Any]) -> Any? {
        let value = value.map(BoxedValues.unboxed)
        if current is Transform3D, let affine = value as? AffineTransform { return Transform3D(affine) }
        if valueFunction != nil, let numbers = value as? [Any] {
            // A value function's three numbers (scale, translate), as [Double] to interpolate.
            let doubles = numbers.compactMap { NumericConversion.converted($0, like: 0.0) as? Double }
            if doubles.count != numbers.count { refused.append(value as Any) }
            return doubles.count == numbers.count ? doubles : value
        }
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
        guard let underlying = layer.value(at: path, slot: slot) else { return }
        // With a value function the interpolated numbers start from zero, not from the transform.
        let base: Any = valueFunction == nil ? underlying : 0.0
        guard var (value, cycleDelta) = values(atProgress: state.progress, underlying: base) else { return }
        if isCumulative, state.iteration > 0, let delta = cycleDelta {
            value = AnyInterpolation.add(value, AnyInterpolation.scale(delta, by: state.iteration))
            cycleDelta = nil
        }
        if let valueFunction {
            guard let transform = valueFunction.transform(for: Self.numbers(value)) else { return }
            value = transform
        }
        if isAdditive { value = AnyInterpolation.add(underlying, value) }
        layer.setPresentationValue(value, at: path, slot: slot)
    }
}

extension PropertyAnimation {
    /// An interpolated value function input as a Double or [Double].
    fileprivate static func numbers(_ value: Any) -> Any {
        if value is [Double] { return value }
        if let array = value as? [Any] { return array.compactMap { $0 as? Double } }
        return value
    }
}

/// A key's slot resolved once for one layer class's schema.
struct SlotBinding {
    let schema: ObjectIdentifier
    let slot: Int?
}
