/// One open animation context on a timeline: a `View.animate` block (curve or spring), a
/// keyframe block, or a property animator collecting its animations. Views ask the innermost
/// context for the action of every property change.
final class AnimationBlock {
    /// How the changes made inside the block are timed.
    enum Timing {
        /// A cubic curve over `duration`.
        case curve(TimingFunction)
        /// A spring sampled over `duration` (see `View.animate(withDuration:delay:usingSpringWithDamping:...)`).
        case spring(SpringTimingParameters)
    }

    /// What the block does with a change.
    enum Kind {
        /// Adds a `BlockAnimation` per change.
        case basic
        /// Records the change into the keyframe recorder.
        case keyframes(KeyframeRecorder)
        /// Hands the change to a property animator.
        case animator(AnimatorCapture)
    }

    // Variable for begin/commit blocks only, whose settings change before their changes
    // (`View.setAnimationDuration(_:)`…); the animations made so far keep theirs.
    var duration: Double
    var delay: Double
    var options: View.AnimationOptions
    var timing: Timing
    let kind: Kind
    let group: CompletionGroup
    /// Set by `View.modifyAnimations(withRepeatCount:autoreverses:animations:)`: the repeat
    /// count and autoreversing of this block's animations, instead of the options'.
    var repetition: (count: Double, autoreverses: Bool)?

    init(duration: Double, delay: Double, options: View.AnimationOptions, timing: Timing,
         kind: Kind = .basic, group: CompletionGroup) {
        self.duration = duration; self.delay = delay; self.options = options
        self.timing = timing; self.kind = kind; self.group = group
    }

    /// The curve of the block; springs report linear (their shape comes from the spring).
    var timingFunction: TimingFunction {
        if case .curve(let function) = timing { return function }
        return .linear
    }

    /// The action a view property change inside this block gets.
    func action(for layer: Layer, key: String) -> Action {
        switch kind {
        // A begin/commit block set to no duration applies its changes at once.
        case .basic: return duration > 0 ? blockAnimation(for: layer, key: key) : NullAction.null
        case .keyframes(let recorder): return KeyframeCaptureAction(recorder: recorder, oldValue: layer.value(forKey: key))
        case .animator(let capture): return capture.action(for: layer, key: key)
        }
    }

    /// Numeric geometry animates additively from (old − new) to zero, as UIKit has since iOS 8,
    /// so retargeting a moving property stays continuous; other values animate from their
    /// presentation value. With `.beginFromCurrentState` the change takes over from the current
    /// presentation value instead, replacing the animations in flight on that key.
    private func blockAnimation(for layer: Layer, key: String) -> BlockAnimation {
        let animation = BlockAnimation(keyPath: key)
        animation.duration = duration
        animation.oldModelValue = layer.value(forKey: key)
        animation.takesOverFromCurrentState = options.contains(.beginFromCurrentState)
        animation.allowsUserInteraction = options.contains(.allowUserInteraction)
        switch timing {
        case .curve(let function): animation.timingFunction = function
        case .spring(let spring): animation.spring = spring
        }
        if delay > 0 {
            animation.beginTime = layer.localTime(atGlobalTime: Timeline.current?.time ?? 0) + delay
            animation.fillMode = .backwards
        }
        if let repetition {
            animation.repeatCount = repetition.count
            animation.autoreverses = repetition.autoreverses
        } else {
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
        }
        return animation
    }
}
