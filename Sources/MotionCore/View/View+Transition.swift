extension View {
    /// Animates the changes made in `animations` to `view` as one transition of its whole look
    /// (UIView.transition(with:...)): `.transitionCrossDissolve` fades from the old look to the new,
    /// the four flips turn the view over about its vertical (left/right) or horizontal (top/bottom)
    /// axis, showing the old look for the first half and the new one for the second,
    /// `.transitionCurlUp` lifts the old look from the bottom edge like a sheet of paper and rolls
    /// it up off the new one (`Transition.Kind.pageCurl`), and `.transitionCurlDown` rolls the new
    /// look down from the top over the old one (`.pageUnCurl`). The changes themselves apply at
    /// once (the old look is a snapshot taken before them), unless the options hold
    /// `.allowAnimatedContent`: then, as UIKit's documentation asks of "other animatable changes",
    /// the block's property changes animate over the transition's duration and curve, as in
    /// `animate(withDuration:...)`, while the old look fades, turns or curls away over the view
    /// drawn at each frame. The transition lasts `duration`, paced by the curve option, and
    /// completion gets true at its end (after the animated changes', with the option).
    /// Without a transition option the changes are just applied and completion gets true.
    public static func transition(with view: View, duration: Double, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let timeline = Timeline.current else {
            Timeline.report(TimelineError.noTimeline("View.transition"))
            animations?()
            completion?(true)
            return
        }
        guard let style = TransitionStyle(options), timeline.viewAnimationsEnabled else {
            performWithoutAnimation { animations?() }
            completion?(true)
            return
        }
        guard duration.isFinite, duration > 0 else {
            return applyTransitionAtOnce(.invalidDuration(duration), animations, completion)
        }
        let before = view.layer.presentation()
        let group = CompletionGroup { finished in completion?(finished) }
        let block = AnimationBlock(duration: duration, delay: 0, options: options,
                                   timing: .curve(options.timingFunction), group: group)
        if options.contains(.allowAnimatedContent) {
            // The changes animate with the transition's duration and curve (completing with it),
            // and the new look is the view drawn at each frame, as UIKit's redrawn content.
            timeline.animationBlocks.append(block)
            animations?()
            timeline.animationBlocks.removeLast()
        } else {
            performWithoutAnimation { animations?() }
        }
        let animation = style.animation(from: before)
        animation.duration = duration
        animation.timingFunction = options.timingFunction
        timeline.animationBlocks.append(block)
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

/// The animation a transition option asks for: a flip, or a layer `Transition` of some kind.
enum TransitionStyle {
    case flip(FlipTransition.Axis)
    case layer(Transition.Kind)

    /// The style of the options' transition bits; nil without any.
    init?(_ options: View.AnimationOptions) {
        typealias Options = View.AnimationOptions
        switch options.transitionBits {
        case Options.transitionCrossDissolve.rawValue: self = .layer(.fade)
        case Options.transitionFlipFromLeft.rawValue: self = .flip(.fromLeft)
        case Options.transitionFlipFromRight.rawValue: self = .flip(.fromRight)
        case Options.transitionFlipFromTop.rawValue: self = .flip(.fromTop)
        case Options.transitionFlipFromBottom.rawValue: self = .flip(.fromBottom)
        case Options.transitionCurlUp.rawValue: self = .layer(.pageCurl)
        case Options.transitionCurlDown.rawValue: self = .layer(.pageUnCurl)
        default: return nil
        }
    }

    /// The animation from the look `previous`.
    func animation(from previous: Layer?) -> Animation {
        switch self {
        case .flip(let axis):
            let flip = FlipTransition()
            flip.axis = axis
            flip.previousContents = previous
            return flip
        case .layer(let kind):
            let transition = Transition(type: kind)
            transition.previousContents = previous
            return transition
        }
    }
}
