import MotionCore

/// A reference view 400 × 400 with an animator and a timeline to run it on, for dynamics tests.
final class DynamicsTestWorld {
    let timeline = Timeline()
    let referenceView = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let animator: DynamicAnimator
    /// The length of one simulation step.
    let step = DynamicAnimator.stepDuration

    init() {
        animator = DynamicAnimator(referenceView: referenceView)
    }

    /// A box of `size` centred at `center`, added to the reference view.
    func box(center: Point, size: Size = Size(width: 100, height: 100)) -> View {
        let view = View(frame: Rect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                    width: size.width, height: size.height))
        referenceView.addSubview(view)
        return view
    }

    /// Adds `behaviors` to the animator at the timeline's current time.
    func add(_ behaviors: DynamicBehavior...) {
        timeline.perform { behaviors.forEach(animator.addBehavior) }
    }

    /// Advances to `time`.
    func advance(to time: Double) { timeline.advance(to: time) }

    /// Advances step by step to `end`, collecting `value` after each step.
    func sample<T>(until end: Double, _ value: () -> T) -> [(time: Double, value: T)] {
        var samples: [(Double, T)] = []
        var index = (timeline.time / step).rounded()
        while (index + 1) * step <= end + 1e-9 {
            index += 1
            timeline.advance(to: index * step)
            samples.append((index * step, value()))
        }
        return samples
    }
}
