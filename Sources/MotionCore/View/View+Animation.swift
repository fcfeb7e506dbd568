extension View {
    /// Options of animation blocks (UIView.AnimationOptions).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The timing function of the curve option (ease-in-out when none is given).
        var timingFunction: TimingFunction {
            switch rawValue & (3 << 16) {
            case 1 << 16: .easeIn
            case 2 << 16: .easeOut
            case 3 << 16: .linear
            default: .easeInEaseOut
            }
        }
        var hasCurve: Bool { rawValue & (3 << 16) != 0 }
    }

    /// Animates the changes made in `animations` (UIView.animate). Nested blocks inherit the
    /// outer block's duration, curve and options unless they pass the override options.
    /// `completion` is called once, when every animation of the block has stopped — at once,
    /// with true, when nothing animated.
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard let timeline = Timeline.current else {
            animations()
            completion?(true)
            return
        }
        let outer = timeline.animationBlocks.last
        let inheritsDuration = outer != nil && !options.contains(.overrideInheritedDuration)
        let inheritsCurve = outer != nil && !options.contains(.overrideInheritedCurve) && !options.hasCurve
        let block = AnimationBlock(
            duration: inheritsDuration ? outer!.duration : duration,
            delay: delay,
            options: outer != nil && !options.contains(.overrideInheritedOptions) ? outer!.options.union(options) : options,
            timingFunction: inheritsCurve ? outer!.timingFunction : options.timingFunction,
            group: CompletionGroup { finished in completion?(finished) }
        )
        timeline.animationBlocks.append(block)
        animations()
        timeline.animationBlocks.removeLast()
        block.group.seal()
    }

    /// Runs `actionsWithoutAnimation` with animations disabled (UIView.performWithoutAnimation).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        guard let timeline = Timeline.current else { actionsWithoutAnimation(); return }
        let saved = timeline.animationBlocks
        timeline.animationBlocks = []
        Transaction.begin()
        Transaction.setDisableActions(true)
        actionsWithoutAnimation()
        Transaction.commit()
        timeline.animationBlocks = saved
    }
}
