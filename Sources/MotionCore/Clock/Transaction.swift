/// Groups property changes and sets how their implicit animations run (CATransaction).
///
/// The calls act on the current timeline's transaction stack (the stage being set up or
/// advanced on this thread). Outside a timeline the getters return the defaults and the other
/// calls report `TimelineError.noTimeline` (see `Timeline.report(_:)`). Each scripted event runs
/// in an implicit transaction that is committed when the event returns.
public enum Transaction {
    /// Opens a nested transaction.
    public static func begin() { transactions("Transaction.begin()")?.begin() }

    /// Closes the innermost transaction.
    public static func commit() { transactions("Transaction.commit()")?.commit() }

    /// Duration of implicit animations (default 0.25 s).
    public static func animationDuration() -> Double { Timeline.current?.transactions.animationDuration ?? 0.25 }
    public static func setAnimationDuration(_ duration: Double) {
        transactions("Transaction.setAnimationDuration(_:)")?.animationDuration = duration
    }

    /// Timing function of implicit animations (nil: the default curve).
    public static func animationTimingFunction() -> TimingFunction? {
        Timeline.current?.transactions.animationTimingFunction
    }
    public static func setAnimationTimingFunction(_ function: TimingFunction?) {
        transactions("Transaction.setAnimationTimingFunction(_:)")?.animationTimingFunction = function
    }

    /// Whether property changes skip their actions (no implicit animations).
    public static func disableActions() -> Bool { Timeline.current?.transactions.disableActions ?? false }
    public static func setDisableActions(_ flag: Bool) {
        transactions("Transaction.setDisableActions(_:)")?.disableActions = flag
    }

    /// Called once every animation added afterwards in this transaction has stopped
    /// (immediately at commit when there is none).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        transactions("Transaction.setCompletionBlock(_:)")?.setCompletion(block)
    }

    /// The completion block set in the current transaction (CATransaction.completionBlock()); nil
    /// when none was set in it or outside a timeline. An enclosing transaction's block is its own,
    /// not the nested one's.
    public static func completionBlock() -> (() -> Void)? { Timeline.current?.transactions.completionBlock }

    /// Commits the implicit transaction now, or, while explicit transactions are open, as soon as
    /// the last of them is committed (CATransaction.flush()): its completion block runs if it
    /// added no animation, and the changes it made are the state the rest of the event starts
    /// from (a transition added later captures them). Frames are drawn at their times whatever
    /// is committed, so a flush never shows a frame earlier.
    public static func flush() { transactions("Transaction.flush()")?.flush() }

    /// The current timeline's transaction stack, or nil after reporting that `call` needs one.
    private static func transactions(_ call: String) -> TransactionStack? {
        guard let timeline = Timeline.current else {
            Timeline.report(TimelineError.noTimeline(call))
            return nil
        }
        return timeline.transactions
    }
}
