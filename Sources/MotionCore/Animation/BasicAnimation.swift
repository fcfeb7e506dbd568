/// Interpolates one key path between two values (CABasicAnimation).
///
/// The endpoints follow Core Animation's rules: from+to, from+by (to = from + by), by+to
/// (from = to − by), from only (to the current value), to only (from the current value),
/// by only (current → current + by). "Current" is the layer's value underneath this animation,
/// i.e. the live model value when nothing else animates the key.
open class BasicAnimation: PropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    open override func copyFields(from other: Animation) {
        super.copyFields(from: other)
        guard let other = other as? BasicAnimation else { return }
        fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue
    }

    open override func validate() throws {
        try super.validate()
        for value in [fromValue, toValue, byValue].compactMap({ $0 }) where !AnyInterpolation.isFinite(value) {
            throw AnimationError.invalidValues("\(keyPath ?? "?") has a non-finite value \(value)")
        }
    }

    override var animatedValues: [Any] { [fromValue, toValue, byValue].compactMap { $0 } }

    override func convertValues(like current: Any) -> [Any] {
        var refused: [Any] = []
        fromValue = converted(fromValue, like: current, refused: &refused)
        toValue = converted(toValue, like: current, refused: &refused)
        byValue = converted(byValue, like: current, refused: &refused)
        return refused
    }

    /// Start and end values given the underlying value.
    func endpoints(underlying: Any) -> (from: Any, to: Any) {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, AnyInterpolation.add(from, by))
        case let (nil, to?, by?): return (AnyInterpolation.subtract(to, by) ?? to, to)
        case let (from?, nil, nil): return (from, underlying)
        case let (nil, to?, nil): return (underlying, to)
        case let (nil, nil, by?): return (underlying, AnyInterpolation.add(underlying, by))
        case (nil, nil, nil): return (underlying, underlying)
        }
    }

    /// Paths of different structure are resampled alike first (`Path.resampledAlike`), since
    /// Core Animation leaves their interpolation undefined.
    open override func values(atProgress progress: Double, underlying: Any) -> (value: Any, cycleDelta: Any?)? {
        var (from, to) = endpoints(underlying: isAdditive ? AnyInterpolation.zero(like: underlying) ?? underlying : underlying)
        if let a = from as? Path, let b = to as? Path, !a.hasMatchingStructure(b) {
            let alike = Path.resampledAlike([a, b])
            (from, to) = (alike[0], alike[1])
        }
        return (AnyInterpolation.interpolate(from, to, fraction: progress), isCumulative ? AnyInterpolation.subtract(to, from) : nil)
    }

    /// As an action with no endpoints at all, animates from the previous presentation value to
    /// the new model value (Core Animation's rule for an animation with three nil values).
    public override func run(forKey event: String, object layer: Layer, previousValue: Any?) {
        if fromValue == nil, toValue == nil, byValue == nil, let previousValue {
            let filled = copy()
            if filled.keyPath == nil { filled.keyPath = event }
            filled.fromValue = previousValue
            layer.add(filled, forKey: event)
        } else {
            super.run(forKey: event, object: layer, previousValue: previousValue)
        }
    }
}
