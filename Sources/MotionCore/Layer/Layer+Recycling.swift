/// Recycling: an earlier frame's presentation copy that nothing else holds, brought up to date
/// in place instead of freed and copied anew (see `PresentationRecycler`).
extension Layer {
    /// Whether `previous` — held by nothing but the caller — can become this layer's
    /// presentation copy for a later frame.
    func canRecycle(_ previous: Layer) -> Bool {
        previous.modelLayer === self && previous.isPresentation && storage.schema.recyclesCopies
    }

    /// Brings `copy`, an earlier presentation copy of this layer that `canRecycle` accepted,
    /// to parent time `parentTime`: the same result as `presentationCopy(atParentTime:)`, in the
    /// same object, its sublayers recycled in turn where they can be.
    /// Timing curves are solved through `memo`, shared by the layers of one pass.
    func recyclePresentationCopy(_ copy: Layer, atParentTime parentTime: Double, memo: inout EasingMemo) {
        copy.refreshPresentationCopy(of: self)
        let local = localTime(fromParent: parentTime)
        copy.didResolvePresentationTime(local)
        copy.storage.reserveOverrides(attachedAnimations.count)
        applyAnimations(to: copy, atLocalTime: local, memo: &memo)
        if mask != nil || copy.mask != nil { copy.mask = mask?.presentationCopy(atParentTime: local, memo: &memo) }
        // Most layers of a big tree are leaves: nothing to recycle.
        guard !sublayers.isEmpty || !copy.sublayers.isEmpty else { return }
        SiblingCopies.recycle(&copy.sublayers, as: sublayers, under: copy, atParentTime: local, memo: &memo)
    }
}
