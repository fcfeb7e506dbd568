/// The animation context of a property animator's blocks: every view property change made in
/// it becomes an `AnimatorAnimation` whose progress the animator controls.
final class AnimatorCapture {
    unowned let animator: PropertyAnimator
    /// Where (in the animator's progress) this block's animations start.
    let windowStart: Double

    init(animator: PropertyAnimator, windowStart: Double) {
        self.animator = animator
        self.windowStart = windowStart
    }

    func action(for layer: Layer, key: String) -> Action {
        AnimatorAction(capture: self, oldValue: layer.value(forKey: key))
    }
}

/// Adds (or retargets) the animator's animation of one key when the key changes.
final class AnimatorAction: Action {
    let capture: AnimatorCapture
    let oldValue: Any?

    init(capture: AnimatorCapture, oldValue: Any?) {
        self.capture = capture
        self.oldValue = oldValue
    }

    func run(forKey event: String, object layer: Layer, previousValue: Any?) {
        guard let from = previousValue ?? oldValue, let to = layer.value(forKey: event) else { return }
        capture.animator.attach(layer: layer, key: event, from: from, to: to, windowStart: capture.windowStart)
    }
}

/// A layer animation driven by a property animator: its value is the interpolation between
/// `fromValue` and `toValue` at the animator's progress at the frame's time, mapped into the
/// block's window (a delayed block starts later and runs over the rest). It never ends on its own;
/// the animator removes it when it finishes.
final class AnimatorAnimation: PropertyAnimation {
    var animator: PropertyAnimator?
    var fromValue: Any?
    var toValue: Any?
    var windowStart = 0.0

    required init() {
        super.init()
        repeatCount = .infinity
    }

    override func copyFields(from other: Animation) {
        super.copyFields(from: other)
        guard let other = other as? AnimatorAnimation else { return }
        animator = other.animator; fromValue = other.fromValue; toValue = other.toValue; windowStart = other.windowStart
    }

    /// The block's own progress for the animator's progress `progress` (extrapolates past 1 and,
    /// for undelayed blocks, below 0, so springs overshoot).
    func blockProgress(_ progress: Double) -> Double {
        guard windowStart > 0 else { return progress }
        guard windowStart < 1 else { return progress >= 1 ? 1 : 0 }
        return progress <= windowStart ? 0 : (progress - windowStart) / (1 - windowStart)
    }

    /// The value at the animator's progress `progress`.
    func value(atAnimatorProgress progress: Double) -> Any? {
        guard let fromValue, let toValue else { return nil }
        return AnyInterpolation.interpolate(fromValue, toValue, fraction: blockProgress(progress))
    }

    override func apply(to layer: Layer, model: Layer, atLayerTime time: Double) {
        guard let animator, let keyPath else { return }
        var global = model.globalTime(atLocalTime: time)
        if !global.isFinite { global = Timeline.current?.time ?? 0 }
        guard let value = value(atAnimatorProgress: animator.progress(at: global)) else { return }
        layer.setPresentationValue(value, forKeyPath: keyPath)
    }
}
