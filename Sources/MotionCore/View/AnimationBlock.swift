/// One open `View.animate` block: its timing, and the group its completion waits on.
final class AnimationBlock {
    let duration: Double
    let delay: Double
    let options: View.AnimationOptions
    let timingFunction: TimingFunction
    let group: CompletionGroup

    init(duration: Double, delay: Double, options: View.AnimationOptions, timingFunction: TimingFunction,
         group: CompletionGroup) {
        self.duration = duration; self.delay = delay; self.options = options
        self.timingFunction = timingFunction; self.group = group
    }

    /// The animation a view property change inside this block gets. Numeric geometry animates
    /// additively from (old − new) to zero, as UIKit has since iOS 8, so retargeting a moving
    /// property stays continuous; other values animate from their presentation value.
    func action(for layer: Layer, key: String) -> BlockAnimation {
        let animation = BlockAnimation(keyPath: key)
        animation.duration = duration
        animation.timingFunction = timingFunction
        animation.oldModelValue = layer.value(forKey: key)
        if delay > 0 {
            animation.beginTime = layer.localTime(atGlobalTime: Timeline.current?.time ?? 0) + delay
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        return animation
    }
}

/// The BasicAnimation a view hands out inside an animation block. Pasted Core Animation code
/// can repurpose it (set keyPath, fromValue...) like UIKit's; left untouched, it fills its
/// values when it runs.
public final class BlockAnimation: BasicAnimation {
    /// The model value before the change, captured when the action was looked up.
    var oldModelValue: Any?

    public override func copyFields(from other: Animation) {
        super.copyFields(from: other)
        oldModelValue = (other as? BlockAnimation)?.oldModelValue
    }

    public override func run(forKey event: String, object layer: Layer, previousValue: Any?) {
        let running = copy()
        if running.keyPath == nil { running.keyPath = event }
        if fromValue == nil, toValue == nil, byValue == nil {
            let newValue = layer.value(forKey: event)
            if let old = oldModelValue, let new = newValue, Self.isAdditiveKind(new),
               let delta = AnyInterpolation.subtract(old, new), let zero = AnyInterpolation.zero(like: new) {
                running.isAdditive = true
                running.fromValue = delta
                running.toValue = zero
            } else {
                running.fromValue = previousValue ?? oldModelValue
            }
        }
        // Additive animations stack: a second one on the same key must not replace the first.
        var key = event
        var suffix = 1
        while running.isAdditive, layer.animation(forKey: key) != nil {
            key = "\(event)-\(suffix)"
            suffix += 1
        }
        layer.add(running, forKey: key)
    }

    /// Values UIKit animates additively: numbers and geometry (not colours or transforms,
    /// whose sums are not meaningful component-wise).
    private static func isAdditiveKind(_ value: Any) -> Bool {
        value is Double || value is Float || value is Point || value is Size || value is Rect
            || value is Vector || value is EdgeInsets
    }
}
