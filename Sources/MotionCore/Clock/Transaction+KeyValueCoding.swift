/// CATransaction's key-value coding: the documented keys read and set what their own methods do.
extension Transaction {
    /// The keys CATransaction documents (`kCATransactionAnimationDuration` and the others).
    public enum Key {
        public static let animationDuration = "animationDuration"
        public static let animationTimingFunction = "animationTimingFunction"
        public static let disableActions = "disableActions"
        public static let completionBlock = "completionBlock"
    }

    /// Sets a documented key (CATransaction.setValue(_:forKey:)): a duration, a timing function,
    /// whether actions are off, or a completion block. Another key is not kept here, and a
    /// warning says so.
    public static func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case Key.animationDuration:
            if let value, let duration = NumericConversion.number(value) { setAnimationDuration(duration) }
        case Key.animationTimingFunction:
            setAnimationTimingFunction(value as? TimingFunction)
        case Key.disableActions:
            setDisableActions((value as? Bool) ?? value.flatMap(NumericConversion.number).map { $0 != 0 } ?? false)
        case Key.completionBlock:
            setCompletionBlock(value as? () -> Void)
        default:
            Timeline.warn("CATransaction.setValue(_:forKey: \"\(key)\"): only the documented keys are kept here; this one is not")
        }
    }

    /// The value of a documented key (CATransaction.value(forKey:)); nil for other keys.
    public static func value(forKey key: String) -> Any? {
        switch key {
        case Key.animationDuration: animationDuration()
        case Key.animationTimingFunction: animationTimingFunction()
        case Key.disableActions: disableActions()
        case Key.completionBlock: completionBlock()
        default: nil
        }
    }
}
