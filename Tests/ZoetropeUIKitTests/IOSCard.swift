#if canImport(UIKit)
import UIKit
#else
import ZoetropeUIKit
#endif

// Seed 003's pattern as iOS code: a card that a tap expands with a UIViewPropertyAnimator, that a
// drag catches (pauses and scrubs) and, dragged back down, reverses to where it started.

final class CardView: UIView {
    let collapsed = CGRect(x: 20, y: 300, width: 200, height: 80)
    let expanded = CGRect(x: 0, y: 40, width: 240, height: 360)
    var animator: UIViewPropertyAnimator?
    var fractionAtCatch: CGFloat = 0
    /// What the gesture handlers saw, for the tests: (event, time-independent value).
    var completions: [UIViewAnimatingPosition] = []
    var scrubbedFractions: [CGFloat] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        self.frame = collapsed
        backgroundColor = UIColor(red: 0.95, green: 0.6, blue: 0.2, alpha: 1)
        layer.cornerRadius = 12
        addGestureRecognizer(UITapGestureRecognizer(handler: { [unowned self] _ in self.tapped() }))
        addGestureRecognizer(UIPanGestureRecognizer(handler: { [unowned self] recognizer in self.panned(recognizer) }))
    }

    func tapped() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            self.frame = self.expanded
        }
        animator.addCompletion { position in
            self.completions.append(position)
        }
        animator.startAnimation()
        self.animator = animator
    }

    func panned(_ recognizer: UIPanGestureRecognizer) {
        guard let animator else { return }
        switch recognizer.state {
        case .began:
            animator.pauseAnimation()
            fractionAtCatch = animator.fractionComplete
        case .changed:
            let translation = recognizer.translation(in: self)
            animator.fractionComplete = fractionAtCatch - translation.y / 300
            scrubbedFractions.append(animator.fractionComplete)
        case .ended:
            animator.isReversed = true
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}

/// Tapped at t = 0.2, caught at t = 0.6 and dragged 60 pt down over 0.25 s, then released.
struct IOSCardScene: IOSTestScene {
    static let name = "ios-card"
    static let summary = "Seed 003's animator card in UIKit spellings"
    var size: CGSize { CGSize(width: 240, height: 420) }
    var duration: Double { 2.5 }

    func setUp(on stage: Stage) {
        let card = CardView(frame: .zero)
        card.layer.name = "card"
        stage.rootView.addSubview(card)
        stage.tap(at: CGPoint(x: 120, y: 340), time: 0.2)
        stage.pan(along: [CGPoint(x: 120, y: 250), CGPoint(x: 120, y: 310)], time: 0.6, duration: 0.25)
    }
}
