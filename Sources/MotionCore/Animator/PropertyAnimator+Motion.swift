/// Runs, endings and the animations the animator owns.
extension PropertyAnimator {
    /// Adds or retargets the animation of `key` on `layer`, from `from` to `to`.
    func attach(layer: Layer, key: String, from: Any, to: Any, windowStart: Double) {
        if let index = entries.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            let existing = entries[index].animation
            if let target = existing.toValue, AnyEquality.equal(target, to), layer.animation(forKey: key) === existing {
                return
            }
            entries.remove(at: index)
        }
        let animation = AnimatorAnimation(keyPath: key)
        animation.animator = self
        animation.fromValue = from
        animation.toValue = to
        animation.windowStart = windowStart
        layer.add(animation, forKey: key)
        guard let attached = layer.animation(forKey: key) as? AnimatorAnimation else { return }
        entries.append(Entry(layer: layer, key: key, animation: attached))
    }

    /// Starts a run from the frozen state toward the end (or the start when reversed).
    func beginMotion(startingAt start: Double, timing: AnimatorTiming, durationFactor: Double, keepsCurve: Bool) {
        let targetFraction = reversed ? 0.0 : 1.0
        let remaining = abs(targetFraction - frozenFraction)
        let runTime = durationFactor > 0 ? durationFactor * duration : remaining * duration
        let shape: AnimatorMotion.Shape
        var length = runTime
        switch timing {
        case .cubic(let curve):
            let onCurve = abs(curve.value(at: frozenFraction) - frozenProgress) < 1e-9
            shape = keepsCurve && onCurve ? .alongCurve(curve) : .remapped(curve)
        case .spring(let spring):
            shape = .spring(spring)
            length = spring.isValid ? spring.settlingDuration : 0
        case .fittedSpring(let ratio, let velocity):
            if let spring = try? View.springForBlock(duration: runTime, dampingRatio: ratio, velocity: velocity.dx) {
                shape = .spring(spring)
            } else {
                shape = .remapped(.linear)
                length = 0
            }
        }
        motion = AnimatorMotion(startTime: start, duration: max(0, length), fromFraction: frozenFraction,
                                toFraction: targetFraction, fromProgress: frozenProgress, toProgress: targetFraction,
                                shape: shape)
        isRunning = true
        generation += 1
        let expected = generation
        let end = start + max(0, length)
        (Timeline.current ?? timeline)?.schedule(at: end) {
            guard self.generation == expected else { return }
            self.runDidEnd()
        }
    }

    /// The run reached its target: finish, or stay paused there with `pausesOnCompletion`. At
    /// the end the model keeps what it holds — the blocks set the end values when they ran, and a
    /// value set directly since then stands, as on iOS, where a natural end only removes the
    /// animations; reversed to the start, the start values are put back.
    func runDidEnd() {
        freeze()
        if pausesOnCompletion { return }
        finish(at: reversed ? .start : .end, keepingModel: !reversed)
    }

    /// Puts the model at `position` (unless `keepingModel`), removes the animations, becomes
    /// inactive, calls completions.
    func finish(at position: AnimatingPosition, keepingModel: Bool = false) {
        settleModel(at: position, keepingModel: keepingModel)
        let toCall = completions
        completions.removeAll()
        reset()
        toCall.forEach { $0(position) }
    }

    /// Sets every animated key's model value for `position` without actions (none with
    /// `keepingModel`) and removes the animations (the entries stay, so a stopped animator can
    /// still finish at `.end` or `.start`).
    func settleModel(at position: AnimatingPosition, keepingModel: Bool = false) {
        let progress = frozenProgress
        Transaction.begin()
        Transaction.setDisableActions(true)
        for entry in entries {
            guard let layer = entry.layer else { continue }
            let value: Any?
            switch position {
            case .end: value = entry.animation.toValue
            case .start: value = entry.animation.fromValue
            case .current:
                value = entry.animation.value(atFraction: frozenFraction, progress: progress, curve: timing.scrubCurve)
            }
            if let value, !keepingModel { layer.setValue(value, forKey: entry.key) }
            if layer.animation(forKey: entry.key) === entry.animation { layer.removeAnimation(forKey: entry.key) }
        }
        Transaction.commit()
    }

    /// Back to inactive: no animations, fraction 0, forward.
    func reset() {
        for entry in entries { entry.animation.animator = nil }
        entries.removeAll()
        pendingBlocks.removeAll()
        motion = nil
        isRunning = false
        generation += 1
        frozenFraction = 0
        frozenProgress = 0
        reversed = false
        delay = 0
        state = .inactive
    }
}

/// Equality of type-erased property values (for "same target" checks).
enum AnyEquality {
    static func equal(_ a: Any, _ b: Any) -> Bool {
        guard let a = a as? any Hashable else { return false }
        return isEqual(a, b)
    }

    private static func isEqual<T: Hashable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }
}
