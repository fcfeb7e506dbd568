import XCTest
@testable import MotionCore

/// Seed 003's CityCollectionViewCell, with its pan handler pasted nearly verbatim (UIKit names
/// without the prefix, CGFloat → Double), driven by scripted touches.
final class CityCell: View, GestureRecognizerDelegate {
    private enum State {
        case expanded, collapsed
        var change: State { self == .expanded ? .collapsed : .expanded }
    }

    let descriptionLabel = Label(frame: Rect(x: 10, y: 10, width: 80, height: 20), text: "Paris")
    weak var collectionView: View?
    var expandedFrame = Rect.zero
    var completions: [AnimatingPosition] = []
    private var initialFrame: Rect?
    private var state: State = .collapsed
    private let popupOffset: Double = 200
    private var animationProgress: Double = 0
    private lazy var animator = PropertyAnimator(duration: 0.3, curve: .easeInOut)
    lazy var panRecognizer: PanGestureRecognizer = {
        let recognizer = PanGestureRecognizer()
        recognizer.addTarget(self, action: CityCell.popupViewPanned(recognizer:))
        recognizer.delegate = self
        return recognizer
    }()

    var isExpanded: Bool { state == .expanded }
    var animatorState: AnimatingState { animator.state }

    func awakeFromNib() {
        descriptionLabel.alpha = 0
        addSubview(descriptionLabel)
        addGestureRecognizer(panRecognizer)
    }

    func toggle() {
        switch state {
        case .expanded: collapse()
        case .collapsed: expand()
        }
    }

    private func expand() {
        animator.addAnimations {
            self.initialFrame = self.frame
            self.descriptionLabel.alpha = 1
            self.layer.cornerRadius = 0
            self.frame = self.expandedFrame
            self.layoutIfNeeded()
        }
        animator.addCompletion { position in
            self.completions.append(position)
            switch position {
            case .end: self.state = self.state.change
            default: ()
            }
        }
        animator.startAnimation()
    }

    private func collapse() {
        animator.addAnimations {
            self.descriptionLabel.alpha = 0
            self.layer.cornerRadius = 10
            self.frame = self.initialFrame!
            self.layoutIfNeeded()
        }
        animator.addCompletion { position in
            self.completions.append(position)
            switch position {
            case .end: self.state = self.state.change
            default: ()
            }
        }
        animator.startAnimation()
    }

    func popupViewPanned(recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            toggle()
            animator.pauseAnimation()
            animationProgress = animator.fractionComplete
        case .changed:
            let translation = recognizer.translation(in: collectionView)
            var fraction = -translation.y / popupOffset
            if state == .expanded { fraction *= -1 }
            if animator.isReversed { fraction *= -1 }
            animator.fractionComplete = fraction + animationProgress
        case .ended:
            let velocity = recognizer.velocity(in: self)
            let shouldComplete = velocity.y > 0
            if velocity.y == 0 {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                break
            }
            switch state {
            case .expanded:
                if !shouldComplete && !animator.isReversed { animator.isReversed = !animator.isReversed }
                if shouldComplete && animator.isReversed { animator.isReversed = !animator.isReversed }
            case .collapsed:
                if shouldComplete && !animator.isReversed { animator.isReversed = !animator.isReversed }
                if !shouldComplete && animator.isReversed { animator.isReversed = !animator.isReversed }
            }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            ()
        }
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        abs(panRecognizer.velocity(in: panRecognizer.view).y) > abs(panRecognizer.velocity(in: panRecognizer.view).x)
    }
}

final class GestureCityCellTests: XCTestCase {
    let timeline = Timeline()
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    var cell: CityCell!
    var dispatcher: TouchDispatcher!
    let collapsed = Rect(x: 100, y: 300, width: 200, height: 200)

    override func setUp() {
        cell = CityCell(frame: collapsed)
        cell.collectionView = root
        cell.expandedFrame = root.bounds
        cell.layer.cornerRadius = 10
        root.addSubview(cell)
        cell.awakeFromNib()
        dispatcher = TouchDispatcher(rootView: root)
    }

    /// Feeds a vertical drag at 60 Hz from y0 by `dy` per step, inside a timeline event.
    func drag(from y0: Double, steps: [Double], startingAt t0: Double) throws -> Double {
        var t = t0, y = y0
        try perform(.began, y, t)
        for dy in steps {
            t += 1.0 / 60
            y += dy
            try perform(.moved, y, t)
        }
        return t
    }

    func perform(_ phase: TouchEvent.Phase, _ y: Double, _ t: Double) throws {
        timeline.advance(to: t)
        _ = try timeline.perform { try dispatcher.handle(TouchEvent(phase: phase, location: Point(x: 200, y: y), time: t)) }
    }

    func presentedFrame() -> Rect { timeline.perform { cell.layer.presentation()!.frame } }

    func testDragUpScrubsThenReleaseUpCompletesTheExpansion() throws {
        let t = try drag(from: 400, steps: Array(repeating: -10, count: 10), startingAt: 0)
        // Began at -10 (fraction 0), then 9 changes: translation -100 → fraction 0.5.
        XCTAssertEqual(cell.animatorState, .active)
        let halfway = presentedFrame()
        XCTAssertEqual(halfway.origin.y, 300 * 0.5, accuracy: 1e-9, "scrubbed linearly to half")
        XCTAssertEqual(halfway.width, 200 + 200 * 0.5, accuracy: 1e-9)
        try perform(.ended, 300, t + 1.0 / 60)
        let release = t + 1.0 / 60
        timeline.advance(to: release + 0.15 - 1e-6)
        XCTAssertTrue(cell.completions.isEmpty)
        timeline.advance(to: release + 0.15)
        XCTAssertEqual(cell.completions, [.end], "the remaining half of 0.3 s")
        XCTAssertTrue(cell.isExpanded)
        XCTAssertEqual(cell.frame, root.bounds)
        XCTAssertEqual(cell.descriptionLabel.alpha, 1)
        XCTAssertEqual(cell.layer.cornerRadius, 0)
    }

    func testReleaseDownwardReversesBackToCollapsed() throws {
        var t = try drag(from: 400, steps: Array(repeating: -10, count: 10) + Array(repeating: 10, count: 8), startingAt: 0)
        XCTAssertEqual(presentedFrame().origin.y, 300 * 0.9, accuracy: 1e-9, "dragged back to 10 %")
        let before = presentedFrame().origin.y
        t += 1.0 / 60
        try perform(.ended, 390, t)
        XCTAssertEqual(presentedFrame().origin.y, before, accuracy: 1e-9, "no jump when reversing")
        timeline.advance(to: t + 0.3)
        XCTAssertEqual(cell.completions, [.start])
        XCTAssertFalse(cell.isExpanded)
        XCTAssertEqual(cell.frame, collapsed, "finishing at the start restores the model")
        XCTAssertEqual(cell.descriptionLabel.alpha, 0)
    }

    func testHorizontalDragDoesNotBegin() throws {
        timeline.advance(to: 0)
        try timeline.perform {
            try dispatcher.handle(TouchEvent(phase: .began, location: Point(x: 200, y: 400), time: 0))
            try dispatcher.handle(TouchEvent(phase: .moved, location: Point(x: 230, y: 402), time: 0.05))
            try dispatcher.handle(TouchEvent(phase: .ended, location: Point(x: 230, y: 402), time: 0.1))
        }
        XCTAssertEqual(cell.panRecognizer.state, .failed)
        XCTAssertEqual(cell.animatorState, .inactive)
    }

    func testInterruptAnExpansionInFlightAndCollapseIt() throws {
        var t = try drag(from: 400, steps: Array(repeating: -10, count: 4), startingAt: 0)
        t += 1.0 / 60
        try perform(.ended, 380, t)
        // Released upward: expanding over the remaining time. Catch it mid-flight with a new drag.
        timeline.advance(to: t + 0.05)
        let caught = presentedFrame().origin.y
        t = try drag(from: 400, steps: [10, 10, 10], startingAt: t + 0.05)
        XCTAssertEqual(cell.animatorState, .active)
        let draggedBack = presentedFrame().origin.y
        XCTAssertGreaterThan(draggedBack, caught, "dragging down moves the cell back down")
        t += 1.0 / 60
        try perform(.ended, 440, t)
        timeline.advance(to: t + 0.3)
        XCTAssertEqual(cell.completions, [.start, .start], "both completions report the start")
        XCTAssertFalse(cell.isExpanded)
        XCTAssertEqual(cell.frame.origin.y, 300, accuracy: 1e-9)
    }
}
