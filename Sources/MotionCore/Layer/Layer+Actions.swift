/// Key-value access and the action machinery (implicit animations, animation blocks).
extension Layer {
    /// Stores `value` under `key`, running the action Core Animation would: the delegate's, the
    /// `actions` dictionary's, the class default, or an implicit animation for animatable keys.
    /// Presentation copies just store the value. `setValue(_:forKey:)` calls this.
    func storeValueRunningAction(_ value: Any?, forKey key: String) {
        guard !isPresentation, let timeline = Timeline.current else {
            storage.set(value, forKey: key)
            if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
            return
        }
        let previous = presentationValue(forKey: key, timeline: timeline)
        let action = action(forKey: key)
        timeline.transactions.willChange(self, key: key, from: storage.value(forKey: key))
        storage.set(value, forKey: key)
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        action?.run(forKey: key, object: self, previousValue: previous)
    }

    /// Runs the action for `key` as an event that is not a property of its own (a label's text
    /// redrawn into its `contents`, as UIKit's layers see it; `"sublayers"`, `"onOrderIn"`,
    /// `"onOrderOut"`): the action search of `action(forKey:)`, and a `Transition` it returns
    /// shows the change. Call after the change, inside the same transaction.
    package func runAction(forEvent event: String) {
        guard !isPresentation else { return }
        action(forKey: event)?.run(forKey: event, object: self, previousValue: nil)
    }

    /// The layer as it was on screen before the outermost open transaction changed it: its
    /// presentation copy with the model values this transaction replaced put back. What a
    /// transition added in the transaction starts from, whether it is added before or after the
    /// change (CATransition animates from the layer's rendered state).
    func presentationBeforeTransaction() -> Layer {
        let copy = presentation(atGlobalTime: Timeline.current?.time ?? 0)
        guard let originals = Timeline.current?.transactions.originalValues(of: self) else { return copy }
        for (key, value) in originals { copy.storage.set(value, forKey: key) }
        return copy
    }

    /// The value at `keyPath` on screen before the outermost open transaction changed it: what
    /// `presentationBeforeTransaction()` holds there, without copying the subtree.
    func presentationValueBeforeTransaction(forKeyPath keyPath: String) -> Any? {
        let path = ParsedKeyPath(keyPath)
        if let original = Timeline.current?.transactions.originalValue(of: self, forKey: path.root) {
            guard let original else { return nil }
            return path.rest.isEmpty ? original : KeyPathValue.get(original, path.rest[...])
        }
        return presentationValue(forKeyPath: keyPath, atGlobalTime: Timeline.current?.time ?? 0)
    }

    /// The keys whose changes Core Animation animates implicitly on a standalone layer.
    public func isAnimatable(key: String) -> Bool {
        guard let value = storage.value(forKey: key) else { return false }
        return value is any Interpolatable || storage.schema.customKeys.contains(key) || key == "hidden"
    }

    /// Core Animation animates its own properties implicitly, never custom ones (seed 002 sets
    /// `radius` right after adding an explicit animation, which only works because of that):
    /// custom properties animate through animation blocks, transactions' actions, the `actions`
    /// dictionary or `defaultAction(forKey:)`.
    func implicitAnimation(forKey key: String, timeline: Timeline) -> Action? {
        guard !timeline.isSettingUp, isAnimatable(key: key), !storage.schema.customKeys.contains(key) else { return nil }
        let animation = BasicAnimation(keyPath: key)
        animation.duration = timeline.transactions.animationDuration
        animation.timingFunction = timeline.transactions.animationTimingFunction ?? .default
        return animation
    }

    /// The current presentation value of `key` (model value when nothing animates it).
    func presentationValue(forKey key: String, timeline: Timeline) -> Any? {
        guard !attachedAnimations.isEmpty else { return value(forKey: key) }
        let copy = type(of: self).init(layer: self)
        applyAnimations(to: copy, atLocalTime: localTime(atGlobalTime: timeline.time), keys: [key])
        return copy.value(forKey: key)
    }
}
