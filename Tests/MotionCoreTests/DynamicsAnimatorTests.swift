import XCTest
@testable import MotionCore

/// A composite behaviour as UIKit's documentation suggests writing one: built-in behaviours added
/// as children, run with it.
private final class FallAndLand: DynamicBehavior {
    init(items: [DynamicItem]) {
        super.init()
        addChildBehavior(GravityBehavior(items: items))
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        addChildBehavior(collision)
    }
}

/// The animator's bookkeeping: composite behaviours, anchored and non-rotating items, removal,
/// and the warning for an animator let go while it runs.
final class DynamicsAnimatorTests: XCTestCase {
    func testACompositeBehaviourRunsItsChildren() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 200, y: 100))
        let composite = FallAndLand(items: [box])
        world.add(composite)
        XCTAssertTrue(composite.childBehaviors.allSatisfy { $0.dynamicAnimator === world.animator })
        world.advance(to: 2)
        XCTAssertEqual(box.center.y + 50, 400, accuracy: 0.011)
        world.timeline.perform { world.animator.removeBehavior(composite) }
        XCTAssertNil(composite.childBehaviors.first?.dynamicAnimator, "children leave with their parent")
    }

    func testAnAnchoredItemHoldsAndOthersRestOnIt() {
        let world = DynamicsTestWorld()
        let shelf = world.box(center: Point(x: 200, y: 250), size: Size(width: 200, height: 20))
        let box = world.box(center: Point(x: 200, y: 100), size: Size(width: 40, height: 40))
        let anchored = DynamicItemBehavior(items: [shelf])
        anchored.isAnchored = true
        world.add(GravityBehavior(items: [shelf, box]), CollisionBehavior(items: [shelf, box]), anchored)
        world.advance(to: 2)
        XCTAssertEqual(shelf.center, Point(x: 200, y: 250), "anchored: gravity and the landing move it not")
        XCTAssertEqual(box.center.y + 20, 240, accuracy: 0.011, "on the shelf's top")
        XCTAssertFalse(world.animator.isRunning)
    }

    func testAnItemThatMayNotTurnLandsOnItsCornerWithoutTurning() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 200, y: 100))
        box.transform = AffineTransform(rotationAngle: .pi / 4)
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = DynamicItemBehavior(items: [box])
        properties.allowsRotation = false
        world.add(GravityBehavior(items: [box]), collision, properties)
        world.advance(to: 2)
        XCTAssertEqual(box.transform.b, (0.5 as Double).squareRoot(), accuracy: 1e-12, "still at 45°")
        XCTAssertEqual(box.center.y + 50 * (2 as Double).squareRoot(), 400, accuracy: 0.011, "balanced on its lowest corner")
    }

    func testRemovingTheLastBehaviourPausesTheAnimator() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 200, y: 100))
        let gravity = GravityBehavior(items: [box])
        world.add(gravity)
        world.advance(to: 0.2)
        let stopped = box.center
        world.timeline.perform { world.animator.removeAllBehaviors() }
        world.advance(to: 0.5)
        XCTAssertEqual(box.center, stopped)
        XCTAssertFalse(world.animator.isRunning)
        XCTAssertTrue(world.animator.behaviors.isEmpty)
        XCTAssertNil(gravity.dynamicAnimator)
    }

    func testAnAnimatorReleasedWhileRunningWarnsTheTimeline() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(box)
        timeline.perform {
            let animator = DynamicAnimator(referenceView: view)
            animator.addBehavior(GravityBehavior(items: [box]))
        }
        timeline.advance(to: 0.5)
        XCTAssertEqual(box.center, Point(x: 5, y: 5), "nothing moves a released animator's items")
        XCTAssertEqual(timeline.takeNotes().count, 1)
    }

    func testAddingABehaviourWithoutATimelineIsReported() {
        let problems = UnattendedProblemCollector()
        defer { problems.stop() }
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let animator = DynamicAnimator(referenceView: view)
        animator.addBehavior(GravityBehavior(items: []))
        XCTAssertEqual(problems.problems.compactMap { $0 as? TimelineError }, [.noTimeline("UIDynamicAnimator")])
        XCTAssertFalse(animator.isRunning)
    }
}
