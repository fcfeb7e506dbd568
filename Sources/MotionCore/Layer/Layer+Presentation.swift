/// Model and presentation: copies of the tree at a moment with every animation applied.
extension Layer {
    /// An independent copy of the layer and its subtree at the current virtual time with every
    /// animation applied (CALayer.presentation()). A presentation copy returns itself.
    public func presentation() -> Self {
        if isPresentation { return self }
        return presentation(atGlobalTime: Timeline.current?.time ?? 0)
    }

    /// The model layer (CALayer.model()): itself for a model layer.
    public func model() -> Layer { modelLayer ?? self }

    /// The presentation copy of this layer and its subtree at global time `time`.
    public func presentation(atGlobalTime time: Double) -> Self {
        presentationCopy(atParentTime: parentTime(atGlobalTime: time))
    }

    func presentationCopy(atParentTime parentTime: Double) -> Self {
        let copy = type(of: self).init(layer: self)
        copy.isPresentation = true
        copy.modelLayer = self
        let local = localTime(fromParent: parentTime)
        applyAnimations(to: copy, atLocalTime: local)
        copy.sublayers = sublayers.map { sublayer in
            let child = sublayer.presentationCopy(atParentTime: local)
            child.superlayer = copy
            return child
        }
        return copy
    }

    /// Applies the attached animations in the order they were added (later ones win unless
    /// additive); with `keys`, only animations of those root keys.
    func applyAnimations(to copy: Layer, atLocalTime time: Double, keys: Set<String>? = nil) {
        for attached in attachedAnimations {
            if let keys {
                guard let keyPath = (attached.animation as? PropertyAnimation)?.keyPath,
                      keys.contains(KeyPathValue.rootKey(of: keyPath)) else { continue }
            }
            attached.animation.apply(to: copy, model: self, atLayerTime: time)
        }
    }

    /// The value at a dotted key path such as "position.x" or "transform.rotation.z".
    public func value(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".")
        guard let root = parts.first.map(String.init), let value = storage[root] ?? value(forKey: root) else { return nil }
        return KeyPathValue.get(value, parts.dropFirst())
    }

    /// Writes a value at a dotted key path into a presentation copy, without actions.
    func setPresentationValue(_ value: Any, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".")
        guard let root = parts.first.map(String.init) else { return }
        if parts.count == 1 { writePresentationRoot(value, forKey: root); return }
        guard let current = storage[root] ?? self.value(forKey: root),
              let updated = KeyPathValue.set(current, parts.dropFirst(), value) else { return }
        writePresentationRoot(updated, forKey: root)
    }

    /// Stored keys are written directly; other keys go through `setValue(_:forKey:)`, which a
    /// subclass may override for properties of its own (a presentation copy runs no actions).
    private func writePresentationRoot(_ value: Any, forKey key: String) {
        if storage[key] != nil { storage[key] = value } else { setValue(value, forKey: key) }
    }
}
