/// Groups property changes and sets how their implicit animations run (CATransaction).
///
/// The calls act on the current timeline's transaction stack (the stage being set up or
/// advanced on this thread); outside a timeline they do nothing. Each scripted event runs in an
/// implicit transaction that is committed when the event returns.
public enum Transaction {
    /// Opens a nested transaction.
    public static func begin() { Timeline.current?.transactions.begin() }

    /// Closes the innermost transaction.
    public static func commit() { Timeline.current?.transactions.commit() }

    /// Duration of implicit animations (default 0.25 s).
    public static func animationDuration() -> Double { Timeline.current?.transactions.animationDuration ?? 0.25 }
    public static func setAnimationDuration(_ duration: Double) {
        Timeline.current?.transactions.animationDuration = duration
    }

    /// Timing function of implicit animations (nil: the default curve).
    public static func animationTimingFunction() -> TimingFunction? {
        Timeline.current?.transactions.animationTimingFunction
    }
    public static func setAnimationTimingFunction(_ function: TimingFunction?) {
        Timeline.current?.transactions.animationTimingFunction = function
    }

    /// Whether property changes skip their actions (no implicit animations).
    public static func disableActions() -> Bool { Timeline.current?.transactions.disableActions ?? false }
    public static func setDisableActions(_ flag: Bool) { Timeline.current?.transactions.disableActions = flag }

    /// Called once every animation added afterwards in this transaction has stopped
    /// (immediately at commit when there is none).
    public static func setCompletionBlock(_ block: (() -> Void)?) { Timeline.current?.transactions.setCompletion(block) }
}
