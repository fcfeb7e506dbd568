/// Model and presentation: copies of the tree at a moment with every animation applied.
extension Layer {
    /// An independent copy of the layer and its subtree at the current virtual time with every
    /// animation applied (CALayer.presentation()). A presentation copy returns itself.
    ///
    /// Optional as in Core Animation, so iOS code (`if let p = presentation()`,
    /// `presentation()?.opacity`) reads the same here; the engine always has a copy to give, so
    /// it is never nil.
    public func presentation() -> Self? {
        if isPresentation { return self }
        return presentation(atGlobalTime: Timeline.current?.time ?? 0)
    }

    /// Makes a kept snapshot's root independent of its model layer (its `model()` becomes
    /// itself); its sublayers still name theirs.
    func detachFromModel() {
        guard isPresentation else { return }
        modelLayer = nil
    }

    /// The model layer (CALayer.model()): itself for a model layer.
    public func model() -> Layer { modelLayer ?? self }

    /// The presentation copy of this layer and its subtree at global time `time`.
    public func presentation(atGlobalTime time: Double) -> Self {
        let copy = presentationCopy(atParentTime: parentTime(atGlobalTime: time))
        copy.presentedAt = time
        return copy
    }

    func presentationCopy(atParentTime parentTime: Double) -> Self {
        var memo = EasingMemo()
        return presentationCopy(atParentTime: parentTime, memo: &memo)
    }

    /// The presentation copy at parent time `parentTime`, solving timing curves through `memo`
    /// (shared by the layers of one pass).
    func presentationCopy(atParentTime parentTime: Double, memo: inout EasingMemo) -> Self {
        // `init(layer:)` marks the copy as this layer's presentation copy (unless an override
        // handed super another layer).
        let copy = type(of: self).init(layer: self)
        if copy.modelLayer !== self { copy.modelLayer = self }
        let local = localTime(fromParent: parentTime)
        copy.didResolvePresentationTime(local)
        copy.storage.reserveOverrides(attachedAnimations.count)
        applyAnimations(to: copy, atLocalTime: local, memo: &memo)
        copy.mask = mask?.presentationCopy(atParentTime: local, memo: &memo)
        let children = presentationSublayers(for: copy, atLocalTime: local, memo: &memo)
        // Most layers of a big tree are leaves: their copy keeps its empty list.
        guard !children.isEmpty else { return copy }
        copy.sublayers = children
        for child in children { child.superlayer = copy }
        return copy
    }

    /// Applies the attached animations in the order they were added (later ones win unless
    /// additive); with `keys`, only animations of those root keys.
    func applyAnimations(to copy: Layer, atLocalTime time: Double, keys: Set<String>? = nil) {
        var memo = EasingMemo()
        applyAnimations(to: copy, atLocalTime: time, keys: keys, memo: &memo)
    }

    /// `applyAnimations(to:atLocalTime:keys:)`, solving timing curves through `memo`.
    func applyAnimations(to copy: Layer, atLocalTime time: Double, keys: Set<String>? = nil, memo: inout EasingMemo) {
        attachedAnimations.apply(to: copy, model: self, atLayerTime: time, keys: keys, memo: &memo)
    }

    /// The value at `keyPath` that this layer's presentation copy would have at global time
    /// `time`, without copying its sublayers: only the animations of the key path's root key are
    /// applied to a copy of this one layer. For sampling one property often (motion tests).
    public func presentationValue(forKeyPath keyPath: String, atGlobalTime time: Double) -> Any? {
        let path = ParsedKeyPath(keyPath)
        guard !attachedAnimations.isEmpty else { return value(at: path) }
        let copy = type(of: self).init(layer: self)
        let local = localTime(fromParent: parentTime(atGlobalTime: time))
        copy.didResolvePresentationTime(local)
        applyAnimations(to: copy, atLocalTime: local, keys: [path.root])
        return copy.value(at: path)
    }

    /// The value at a dotted key path such as "position.x" or "transform.rotation.z".
    public func value(forKeyPath keyPath: String) -> Any? { value(at: ParsedKeyPath(keyPath)) }

    /// Sets the value at a dotted key path such as "transform.scale" or "position.x"
    /// (CALayer's `setValue(_:forKeyPath:)`): the root property becomes its current value with
    /// that part changed, set through `setValue(_:forKey:)`, so it runs the root key's action (in
    /// an animation block, "transform.rotation.z" animates `transform`). A value the part cannot
    /// take is reported as `setValue(_:forKey:)` reports one.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let path = ParsedKeyPath(keyPath)
        guard !path.rest.isEmpty else { return setValue(value, forKey: path.root) }
        // A part is a number (a coordinate, an angle, a scale): any kind of number converts.
        let part = value.flatMap { NumericConversion.number($0) }.map { $0 as Any } ?? value
        guard let part, let current = self.value(forKey: path.root),
              let updated = KeyPathValue.set(current, path.rest[...], part) else {
            Timeline.report(LayerValueError.typeMismatch(key: keyPath, expected: "value of that part",
                                                        value: value.map { String(describing: $0) } ?? "nil"))
            return
        }
        setValue(updated, forKey: path.root)
    }

    /// Writes a value at a dotted key path into a presentation copy, without actions.
    func setPresentationValue(_ value: Any, forKeyPath keyPath: String) {
        setPresentationValue(value, at: ParsedKeyPath(keyPath))
    }
}
