extension Timeline {
    /// Steps `animator` at its step times from now on (`DynamicAnimator` when it starts running).
    func add(_ animator: DynamicAnimator) {
        dynamicAnimators.removeAll { $0.animator == nil || $0.animator === animator }
        dynamicAnimators.append(WeakDynamicAnimator(animator: animator))
        invalidateSchedule()
    }

    /// When the next step of a running dynamic animator is due, or nil when none runs: script
    /// steps that wait for animations to end wait for dynamics to come to rest too.
    package var nextDynamicsStepTime: Double? {
        dynamicAnimators.compactMap { $0.animator?.nextStepTime }.min()
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
