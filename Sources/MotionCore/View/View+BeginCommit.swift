/// The block-less animation API UIKit deprecated in iOS 13 (`beginAnimations(_:context:)` …
/// `commitAnimations()`), as its documentation describes it: the animatable view changes made
/// between begin and commit animate, with the settings the `setAnimation…` calls made before each
/// change (defaults: 0.2 s, ease-in-out, no delay, no repeat); a setter called outside such a
/// block does nothing. Blocks nest, each with its own settings. The delegate and its selectors
/// are not offered: Swift on Linux has no selectors, and a completion is the block API's.
extension View {
    /// How a view's look changes in a begin/commit block (UIView.AnimationTransition).
    public enum AnimationTransition: Int, Hashable, Sendable {
        case none, flipFromLeft, flipFromRight, curlUp, curlDown

        /// The transition option of the same look.
        var options: AnimationOptions {
            switch self {
            case .none: []
            case .flipFromLeft: .transitionFlipFromLeft
            case .flipFromRight: .transitionFlipFromRight
            case .curlUp: .transitionCurlUp
            case .curlDown: .transitionCurlDown
            }
        }
    }

    /// Opens a begin/commit animation block (UIView.beginAnimations(_:context:)). The identifier
    /// and context were for the delegate's selectors, which are not offered; they are accepted.
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        guard let timeline = Timeline.current else {
            return Timeline.report(TimelineError.noTimeline("View.beginAnimations(_:context:)"))
        }
        guard timeline.viewAnimationsEnabled else {
            return timeline.beginCommitBlocks.append(BeginCommitBlock(block: nil))
        }
        let block = AnimationBlock(duration: 0.2, delay: 0, options: [], timing: .curve(.easeInEaseOut),
                                   group: CompletionGroup { _ in })
        timeline.animationBlocks.append(block)
        timeline.beginCommitBlocks.append(BeginCommitBlock(block: block))
    }

    /// Closes the innermost begin/commit block (UIView.commitAnimations()): its transitions start
    /// with the block's timing. Without an open block the call is reported.
    public static func commitAnimations() {
        guard let timeline = Timeline.current, let open = timeline.beginCommitBlocks.popLast() else {
            return Timeline.report(ViewAnimationError.outsideAnimationBlock("View.commitAnimations()"))
        }
        guard let block = open.block else { return }
        if block.duration > 0 { open.startTransitions(on: timeline) }
        if let index = timeline.animationBlocks.lastIndex(where: { $0 === block }) {
            timeline.animationBlocks.remove(at: index)
        }
        block.group.seal()
    }

    /// The duration of the changes made after it in the open block (UIView.setAnimationDuration);
    /// 0 or less applies them at once. A duration that is not finite is reported and ignored.
    public static func setAnimationDuration(_ duration: Double) {
        guard let open = openBeginCommitBlock?.block else { return }
        guard duration.isFinite else { return Timeline.report(ViewAnimationError.invalidDuration(duration)) }
        open.duration = max(duration, 0)
    }

    /// How long the changes made after it wait before they animate (UIView.setAnimationDelay).
    /// A delay that is negative or not finite is reported and ignored.
    public static func setAnimationDelay(_ delay: Double) {
        guard let open = openBeginCommitBlock?.block else { return }
        guard delay.isFinite, delay >= 0 else { return Timeline.report(ViewAnimationError.invalidDelay(delay)) }
        open.delay = delay
    }

    /// The curve of the changes made after it (UIView.setAnimationCurve).
    public static func setAnimationCurve(_ curve: AnimationCurve) {
        openBeginCommitBlock?.block?.timing = .curve(curve.timingFunction)
    }

    /// How many times the changes made after it play (UIView.setAnimationRepeatCount; fractions
    /// play part of a cycle, 0 plays once). A count that is negative or NaN is reported and ignored.
    public static func setAnimationRepeatCount(_ repeatCount: Double) {
        guard let open = openBeginCommitBlock, open.block != nil else { return }
        guard repeatCount >= 0 else { return Timeline.report(ViewAnimationError.invalidRepeatCount(repeatCount)) }
        open.repeatCount = repeatCount
    }

    /// Whether each repetition of the changes made after it plays back too
    /// (UIView.setAnimationRepeatAutoreverses); only with a repeat count other than 0.
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        guard let open = openBeginCommitBlock, open.block != nil else { return }
        open.repeatAutoreverses = repeatAutoreverses
    }

    /// Whether the changes made after it start from what is on screen, replacing the animations
    /// in flight (true), or from the last end state (false, the default) —
    /// UIView.setAnimationBeginsFromCurrentState, the option `.beginFromCurrentState`.
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        guard let block = openBeginCommitBlock?.block else { return }
        if fromCurrentState { block.options.insert(.beginFromCurrentState) } else { block.options.remove(.beginFromCurrentState) }
    }

    /// Gives `view` a transition of its whole look for the open block
    /// (UIView.setAnimationTransition(_:for:cache:)): the look it has now goes away with a flip or
    /// curl, over the block's duration and curve at commit, revealing the view as the block leaves
    /// it (subviews removed and added included). `cache` asked UIKit to keep bitmaps; the old
    /// look here is a copy of layers, so it is accepted and means nothing.
    public static func setAnimationTransition(_ transition: AnimationTransition, for view: View, cache: Bool) {
        guard let open = openBeginCommitBlock, open.block != nil,
              let style = TransitionStyle(transition.options) else { return }
        open.transitions.append((view, view.layer.presentation(), style))
    }

    /// The innermost open begin/commit block, nil outside one.
    private static var openBeginCommitBlock: BeginCommitBlock? { Timeline.current?.beginCommitBlocks.last }
}
