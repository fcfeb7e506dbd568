/// Receives an animation's start and stop (CAAnimationDelegate), at virtual time.
public protocol AnimationDelegate: AnyObject {
    func animationDidStart(_ animation: Animation)
    /// `finished` is false when the animation was removed or replaced before it ended.
    func animationDidStop(_ animation: Animation, finished: Bool)
}

extension AnimationDelegate {
    public func animationDidStart(_: Animation) {}
    public func animationDidStop(_: Animation, finished _: Bool) {}
}
