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
/// `fromValue` and `toValue` at the animator's progress at the frame's time. A block added with a
/// delay factor has a window in time: it starts at `windowStart` (a share of the animator's
/// duration) and runs over the rest with the animator's curve, as UIKit delays it by
/// `delayFactor` × the remaining duration. It never ends on its own; the animator removes it
/// when it finishes.
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

    /// The block's own progress when the animator is at time share `fraction` (forward) with
    /// progress `progress`: the animator's progress for an undelayed block (extrapolating past 1
    /// and below 0, so springs overshoot); for a delayed one, the share of its window elapsed,
    /// eased by `curve` unless the animator moves linearly (scrubbed).
    func blockProgress(fraction: Double, progress: Double, curve: TimingFunction) -> Double {
        guard windowStart > 0 else { return progress }
        guard windowStart < 1 else { return fraction >= 1 ? 1 : 0 }
        let share = min(max((fraction - windowStart) / (1 - windowStart), 0), 1)
        return abs(progress - fraction) < 1e-12 ? share : curve.value(at: share)
    }

    /// The value when the animator is at time share `fraction` with progress `progress`.
    func value(atFraction fraction: Double, progress: Double, curve: TimingFunction) -> Any? {
        guard let fromValue, let toValue else { return nil }
        return AnyInterpolation.interpolate(fromValue, toValue, fraction: blockProgress(fraction: fraction, progress: progress, curve: curve))
    }

    override func apply(to layer: Layer, model: Layer, atLayerTime time: Double) {
        guard let animator, let keyPath else { return }
        var global = model.globalTime(atLocalTime: time)
        if !global.isFinite { global = Timeline.current?.time ?? 0 }
        guard let value = value(atFraction: animator.forwardFraction(at: global), progress: animator.progress(at: global),
                                curve: animator.timing.scrubCurve) else { return }
        layer.setPresentationValue(value, forKeyPath: keyPath)
    }
}
