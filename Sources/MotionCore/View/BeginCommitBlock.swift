/// One `View.beginAnimations(_:context:)` … `commitAnimations()` block open on a timeline: the
/// animation block its changes animate in, whose settings the `setAnimation…` calls change for
/// the changes made after them, and the transitions set on its views.
final class BeginCommitBlock {
    /// Where the changes animate; nil while view animations are disabled (they apply at once).
    let block: AnimationBlock?
    /// The repeat count and autoreversing asked for; autoreversing counts only with a repeat
    /// count other than 0, as UIKit documents.
    var repeatCount = 0.0 {
        didSet { updateRepetition() }
    }
    var repeatAutoreverses = false {
        didSet { updateRepetition() }
    }
    /// The views given a transition (`setAnimationTransition(_:for:cache:)`), each with its look
    /// when the transition was set, in the order they were set.
    var transitions: [(view: View, before: Layer?, style: TransitionStyle)] = []

    init(block: AnimationBlock?) { self.block = block }

    private func updateRepetition() {
        block?.repetition = repeatCount == 0 ? nil : (repeatCount, repeatAutoreverses)
    }

    /// Adds the transitions set on views, timed as the block is now, to the block's completion group.
    func startTransitions(on timeline: Timeline) {
        guard let block else { return }
        for transition in transitions {
            let animation = transition.style.animation(from: transition.before)
            animation.duration = block.duration
            animation.timingFunction = block.timingFunction
            if block.delay > 0 {
                animation.beginTime = transition.view.layer.localTime(atGlobalTime: timeline.time) + block.delay
                animation.fillMode = .backwards
            }
            transition.view.layer.add(animation, forKey: "transition")
        }
    }
}
