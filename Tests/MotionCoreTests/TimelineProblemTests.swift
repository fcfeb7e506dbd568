import XCTest
@testable import MotionCore

/// Problems are never dropped: inside a timeline they become its problems (the stage fails the
/// frame), outside one they reach the unattended handler; calls that need a timeline say so.
final class TimelineProblemTests: XCTestCase {
    private var unattended: UnattendedProblemCollector!

    override func setUp() { unattended = UnattendedProblemCollector() }
    override func tearDown() { unattended.stop() }

    private var messages: [String] { unattended.problems.map { "\($0)" } }

    func testTransactionCallsWithoutATimelineReportThemselves() {
        Transaction.begin()
        Transaction.setAnimationDuration(2)
        Transaction.setAnimationTimingFunction(.linear)
        Transaction.setDisableActions(true)
        Transaction.setCompletionBlock {}
        Transaction.commit()
        XCTAssertEqual(unattended.problems.compactMap { $0 as? TimelineError }, [
            .noTimeline("Transaction.begin()"), .noTimeline("Transaction.setAnimationDuration(_:)"),
            .noTimeline("Transaction.setAnimationTimingFunction(_:)"), .noTimeline("Transaction.setDisableActions(_:)"),
            .noTimeline("Transaction.setCompletionBlock(_:)"), .noTimeline("Transaction.commit()"),
        ])
        XCTAssertTrue(messages[1].contains("needs a running Timeline"), messages[1])
        XCTAssertEqual(Transaction.animationDuration(), 0.25, "getters answer the defaults")
    }

    func testInsideATimelineTheSameCallsWorkAndReportNothing() {
        let timeline = Timeline()
        timeline.perform {
            Transaction.begin()
            Transaction.setAnimationDuration(2)
            XCTAssertEqual(Transaction.animationDuration(), 2)
            Transaction.commit()
        }
        XCTAssertTrue(timeline.takeProblems().isEmpty)
        XCTAssertTrue(unattended.problems.isEmpty)
    }

    func testAnInvalidAnimationIsReportedWhereverItIsAdded() {
        let animation = BasicAnimation(keyPath: "opacity")
        animation.duration = .nan
        let layer = Layer()
        layer.add(animation, forKey: "bad")
        XCTAssertNil(layer.animation(forKey: "bad"))
        XCTAssertEqual(unattended.problems.count, 1, "outside a timeline: the unattended handler")

        let timeline = Timeline()
        timeline.perform { layer.add(animation, forKey: "bad") }
        XCTAssertEqual(timeline.takeProblems().count, 1, "inside: the timeline")
        XCTAssertEqual(unattended.problems.count, 1)
    }

    func testViewAnimationBlocksWithoutATimelineApplyTheChangesAndSaySo() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        View.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
        View.animateKeyframes(withDuration: 1, animations: { view.alpha = 0.25 })
        View.transition(with: view, duration: 1, options: .transitionCrossDissolve, animations: { view.alpha = 0 })
        XCTAssertEqual(view.alpha, 0)
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(unattended.problems.compactMap { $0 as? TimelineError },
                       [.noTimeline("View.animate"), .noTimeline("View.animateKeyframes"), .noTimeline("View.transition")])
    }
}
