/// Adding, finding and removing animations (CALayer's animation API).
extension Layer {
    /// Adds a copy of `animation` under `key`, replacing (and stopping, unfinished) any animation
    /// with the same key. A `beginTime` of 0 becomes the layer's current time. Invalid animations
    /// (NaN or infinite timing, non-finite values) are refused and reported (`Timeline.report(_:)`):
    /// a stage fails the frame with that message instead of drawing garbage.
    public func add(_ animation: Animation, forKey key: String?) {
        let timeline = Timeline.current
        do {
            try animation.validate()
        } catch {
            Timeline.report(error)
            return
        }
        let copy = animation.copy()
        if let timeline { copy.preferredFrameRateRange.noteIfUnhonoured(atRefreshRate: timeline.refreshRate, on: timeline) }
        copy.bind(to: storage.schema)
        copy.adaptValues(to: self)
        if let transition = copy as? Transition, transition.previousContents == nil {
            transition.previousContents = presentationBeforeTransaction()
        }
        if let basic = copy as? BasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let keyPath = basic.keyPath {
            // CABasicAnimation, "Setting Interpolation Values": all three nil interpolates from the
            // previous presentation value to the current one.
            basic.fromValue = presentationValueBeforeTransaction(forKeyPath: keyPath)
        }
        if copy.beginTime == 0 { copy.beginTime = localTime(atGlobalTime: timeline?.time ?? 0) }
        if let spring = copy as? SpringAnimation, spring.isCutBeforeSettling {
            timeline?.note("a spring animation of '\(spring.keyPath ?? "?")' stops after \(Self.seconds(spring.effectiveDuration)) "
                + "but takes \(Self.seconds(spring.settlingDuration)) to settle; set its duration to settlingDuration, "
                + "as on iOS, to let it come to rest")
        }
        let resolvedKey = key ?? "__animation\(timeline?.nextAnimationSerial() ?? attachedAnimations.count)"
        if let index = attachedAnimations.firstIndex(where: { $0.key == resolvedKey }) {
            let replaced = attachedAnimations.remove(at: index)
            didDetach(replaced)
            timeline?.stop(replaced, finished: false)
        }
        let attached = AttachedAnimation(key: resolvedKey, animation: copy, groups: timeline?.openGroups() ?? [])
        attached.groups.forEach { $0.enter() }
        attachedAnimations.append(attached, schema: storage.schema)
        didAttach(attached)
        timeline?.track(self)
    }

    /// "0.25 s": seconds with up to two decimals, for notes.
    private static func seconds(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) + " s"
    }

    /// The running animation under `key` (a copy of what was added), or nil.
    public func animation(forKey key: String) -> Animation? {
        attachedAnimations.first { $0.key == key }?.animation
    }

    /// Keys of the attached animations, in the order they were added. Disfavoured so that, in
    /// code importing ZoetropeUIKit, iOS's optional `animationKeys()` wins where both fit.
    @_disfavoredOverload
    public func animationKeys() -> [String] { attachedAnimations.map(\.key) }

    /// Removes the animation under `key`; its delegate hears `finished: false`.
    public func removeAnimation(forKey key: String) {
        guard let index = attachedAnimations.firstIndex(where: { $0.key == key }) else { return }
        let removed = attachedAnimations.remove(at: index)
        didDetach(removed)
        redisplayIfNeeded(after: removed)
        Timeline.current?.stop(removed, finished: false)
    }

    /// Removes every animation; their delegates hear `finished: false`.
    public func removeAllAnimations() {
        let removed = Array(attachedAnimations)
        attachedAnimations.removeAll()
        removed.forEach(didDetach)
        removed.forEach { redisplayIfNeeded(after: $0) }
        removed.forEach { Timeline.current?.stop($0, finished: false) }
    }

    /// Removes `attached` after it finished, if it is still attached.
    func detach(_ attached: AttachedAnimation) {
        attachedAnimations.remove(attached)
        didDetach(attached)
        redisplayIfNeeded(after: attached)
    }

    /// Content drawn from an animated key that needs display is stale once the animation is
    /// gone: mark the layer (what seed 000's action(forKey:) does by hand).
    private func redisplayIfNeeded(after attached: AttachedAnimation) {
        guard let keyPath = (attached.animation as? PropertyAnimation)?.keyPath,
              type(of: self).needsDisplay(forKey: KeyPathValue.rootKey(of: keyPath)) else { return }
        setNeedsDisplay()
    }
}

extension Layer {
    /// True while an animation runs on a key that marks the layer for display (a custom
    /// `@Animatable` property, or a key the class's `needsDisplay(forKey:)` names): such a layer
    /// is redisplayed every frame, as Core Animation does.
    package var hasAnimatedDisplayKeys: Bool {
        attachedAnimations.contains { attached in
            guard !attached.hasStopped || attached.animation.fillMode == .forwards || attached.animation.fillMode == .both,
                  let path = (attached.animation as? PropertyAnimation)?.parsedKeyPath else { return false }
            return type(of: self).needsDisplay(forKey: path.root)
        }
    }
}
