extension View {
    /// Animates the changes made in `animations` to `view` as one transition of its whole look
    /// (UIView.transition(with:...)): `.transitionCrossDissolve` fades from the old look to the new,
    /// the four flips turn the view over about its vertical (left/right) or horizontal (top/bottom)
    /// axis, showing the old look for the first half and the new one for the second. The changes
    /// themselves apply at once (the old look is a snapshot taken before them).
    /// The curve option and completion apply; curl transitions are reported as
    /// `ViewAnimationError.unsupportedTransition` and the changes applied without animation.
    /// Without a transition option the changes are just applied and completion gets true.
    public static func transition(with view: View, duration: Double, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let timeline = Timeline.current else {
            Timeline.report(TimelineError.noTimeline("View.transition"))
            animations?()
            completion?(true)
            return
        }
        let kind: FlipTransition.Axis?
        switch options.transitionBits {
        case AnimationOptions.transitionCrossDissolve.rawValue: kind = nil
        case AnimationOptions.transitionFlipFromLeft.rawValue: kind = .fromLeft
        case AnimationOptions.transitionFlipFromRight.rawValue: kind = .fromRight
        case AnimationOptions.transitionFlipFromTop.rawValue: kind = .fromTop
        case AnimationOptions.transitionFlipFromBottom.rawValue: kind = .fromBottom
        case AnimationOptions.transitionCurlUp.rawValue:
            return applyTransitionAtOnce(.unsupportedTransition("transitionCurlUp"), animations, completion)
        case AnimationOptions.transitionCurlDown.rawValue:
            return applyTransitionAtOnce(.unsupportedTransition("transitionCurlDown"), animations, completion)
        default:
            performWithoutAnimation { animations?() }
            completion?(true)
            return
        }
        guard duration.isFinite, duration > 0 else {
            return applyTransitionAtOnce(.invalidDuration(duration), animations, completion)
        }
        let before = view.layer.presentation()
        performWithoutAnimation { animations?() }
        let animation: Animation
        if let kind {
            let flip = FlipTransition()
            flip.axis = kind
            flip.previousContents = before
            animation = flip
        } else {
            let fade = Transition(type: .fade)
            fade.previousContents = before
            animation = fade
        }
        animation.duration = duration
        animation.timingFunction = options.timingFunction
        let group = CompletionGroup { finished in completion?(finished) }
        timeline.animationBlocks.append(AnimationBlock(duration: duration, delay: 0, options: options,
                                                       timing: .curve(options.timingFunction), group: group))
        view.layer.add(animation, forKey: "transition")
        timeline.animationBlocks.removeLast()
        group.seal()
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview with a transition of the
    /// superview (UIView.transition(from:to:...)); with `.showHideTransitionViews` the views are
    /// hidden/shown instead of removed/added. Without a superview the swap is reported and skipped.
    public static func transition(from fromView: View, to toView: View, duration: Double,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            Timeline.report(ViewAnimationError.unsupportedTransition("from a view without a superview"))
            completion?(true)
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    private static func applyTransitionAtOnce(_ error: ViewAnimationError, _ animations: (() -> Void)?,
                                              _ completion: ((Bool) -> Void)?) {
        Timeline.report(error)
        performWithoutAnimation { animations?() }
        completion?(true)
    }
}
