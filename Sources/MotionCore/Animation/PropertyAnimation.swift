/// An animation of one key path of a layer (CAPropertyAnimation).
open class PropertyAnimation: Animation {
    /// The animated key path, e.g. "opacity", "position.x", "bounds.size.width" or a custom key.
    public var keyPath: String? {
        didSet { parsedKeyPath = keyPath.map(ParsedKeyPath.init) }
    }
    /// `keyPath` split once.
    private(set) var parsedKeyPath: ParsedKeyPath?
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

    open override func apply(to layer: Layer, model _: Layer, atLayerTime time: Double) {
        guard let path = parsedKeyPath, let state = easedState(atLayerTime: time),
              let underlying = layer.value(at: path),
              var (value, cycleDelta) = values(atProgress: state.progress, underlying: underlying) else { return }
        if isCumulative, state.iteration > 0, let delta = cycleDelta {
            value = AnyInterpolation.add(value, AnyInterpolation.scale(delta, by: state.iteration))
            cycleDelta = nil
        }
        if isAdditive { value = AnyInterpolation.add(underlying, value) }
        layer.setPresentationValue(value, at: path)
    }
}
