extension View {
    /// Options of keyframe blocks (UIView.KeyframeAnimationOptions), with UIKit's bit values.
    /// As in UIKit, the whole keyframe animation is eased with ease-in-out unless a curve is
    /// passed through the raw value of `AnimationOptions` (e.g. `.curveLinear`).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight lines between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// Each keyframe's value appears at its start time, without interpolation.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Straight lines through the keyframes' values at a constant speed: the keyframes' times are
        /// ignored (CAAnimationCalculationMode.paced).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth Catmull-Rom spline through the keyframes' values, each reached at the end of
        /// its keyframe (CAAnimationCalculationMode.cubic).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// The spline at a constant speed (CAAnimationCalculationMode.cubicPaced).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationBits: Int { rawValue & (7 << 10) }

        /// The keyframe animation mode the calculation bits ask for.
        var calculationMode: KeyframeAnimation.CalculationMode {
            switch calculationBits >> 10 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }

    /// A keyframe block (UIView.animateKeyframes): inside `animations`, call `addKeyframe` to
    /// time changes within the block; changes made outside any keyframe span the whole duration.
    /// Each changed property gets one animation through all its keyframes, in the calculation
    /// mode the options name (linear by default); `completion` as for `animate`.
    public static func animateKeyframes(withDuration duration: Double, delay: Double = 0,
                                        options: KeyframeAnimationOptions = [], animations: () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        guard let timeline = Timeline.current else {
            Timeline.report(TimelineError.noTimeline("View.animateKeyframes"))
            animations()
            completion?(true)
            return
        }
        guard timeline.viewAnimationsEnabled else {
            performWithoutAnimation(animations)
            if let completion { timeline.schedule(at: timeline.time + delay) { completion(true) } }
            return
        }
        guard duration.isFinite, duration > 0, delay.isFinite, delay >= 0 else {
            timeline.report(duration.isFinite && duration >= 0 ? ViewAnimationError.invalidDelay(delay)
                                                                : ViewAnimationError.invalidDuration(duration))
            performWithoutAnimation(animations)
            completion?(true)
            return
        }
        let viewOptions = AnimationOptions(rawValue: options.rawValue & ~(7 << 10))
        let recorder = KeyframeRecorder(calculationMode: options.calculationMode)
        let block = inheritedBlock(duration: duration, delay: delay, options: viewOptions,
                                   timing: .curve(viewOptions.timingFunction), outer: timeline.animationBlocks.last,
                                   kind: .keyframes(recorder), completion: completion)
        timeline.animationBlocks.append(block)
        animations()
        recorder.addAnimations(timedBy: block)
        timeline.animationBlocks.removeLast()
        block.group.seal()
    }

    /// Times the changes made in `animations` within the enclosing keyframe block
    /// (UIView.addKeyframe): they run from `frameStartTime` for `frameDuration`, both fractions
    /// of the block's duration. Outside a keyframe block this is reported and the changes apply at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: () -> Void) {
        // With view animations off, the keyframe block applies its keyframes' changes at once.
        if Timeline.current?.viewAnimationsEnabled == false { return performWithoutAnimation(animations) }
        guard let block = Timeline.current?.animationBlocks.last, case .keyframes(let recorder) = block.kind else {
            Timeline.report(ViewAnimationError.invalidKeyframe("addKeyframe called outside View.animateKeyframes"))
            performWithoutAnimation(animations)
            return
        }
        guard frameStartTime.isFinite, frameDuration.isFinite, frameStartTime >= 0, frameDuration >= 0,
              frameStartTime + frameDuration <= 1 + 1e-9 else {
            Timeline.report(ViewAnimationError.invalidKeyframe(
                "relative start \(frameStartTime) and duration \(frameDuration) must lie within [0, 1]"))
            performWithoutAnimation(animations)
            return
        }
        let saved = recorder.window
        recorder.window = (frameStartTime, frameStartTime + frameDuration)
        animations()
        recorder.window = saved
    }
}
