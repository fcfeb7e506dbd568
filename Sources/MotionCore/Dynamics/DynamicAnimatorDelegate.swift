/// Hears a `DynamicAnimator` stop and start (UIDynamicAnimatorDelegate); both methods default to nothing.
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator came to rest: every item is still and no behaviour will move one.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
    /// The animator is about to run again (a behaviour was added, an item pushed).
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
}
