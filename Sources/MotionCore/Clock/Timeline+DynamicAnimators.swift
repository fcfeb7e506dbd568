extension Timeline {
    /// Steps `animator` at its step times from now on (`DynamicAnimator` when it starts running).
    func add(_ animator: DynamicAnimator) {
        dynamicAnimators.removeAll { $0.animator == nil || $0.animator === animator }
        dynamicAnimators.append(WeakDynamicAnimator(animator: animator))
        invalidateSchedule()
    }

    /// Stops stepping `animator` (it came to rest).
    func remove(_ animator: DynamicAnimator) {
        dynamicAnimators.removeAll { $0.animator == nil || $0.animator === animator }
        invalidateSchedule()
    }
}

/// A running dynamic animator, not kept alive by the timeline.
struct WeakDynamicAnimator {
    weak var animator: DynamicAnimator?
}
