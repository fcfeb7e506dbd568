import XCTest
@testable import MotionCore

/// Records a collision behaviour's contact callbacks.
private final class ContactLog: CollisionBehaviorDelegate {
    var events: [String] = []
    var points: [Point] = []

    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at point: Point) {
        events.append("began items")
        points.append(point)
    }
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem) {
        events.append("ended items")
    }
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?, at point: Point) {
        events.append("began \(identifier.map { "\($0)" } ?? "bounds")")
        points.append(point)
    }
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?) {
        events.append("ended \(identifier.map { "\($0)" } ?? "bounds")")
    }
}

/// Records the animator's pauses and resumptions with their times.
private final class PauseLog: DynamicAnimatorDelegate {
    let timeline: Timeline
    var events: [(String, Double)] = []
    init(timeline: Timeline) { self.timeline = timeline }
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { events.append(("pause", timeline.time)) }
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { events.append(("resume", timeline.time)) }
}

/// Collisions: items land on boundaries and on each other and rest there, bounce with their
/// elasticity, and the animator pauses once everything is still.
final class DynamicsCollisionTests: XCTestCase {
    /// Contacts are found ahead of touching and an approach is slowed to close the gap exactly
    /// within the step, so a landing item stops on the face, not in it; the position passes
    /// leave overlaps up to `Contact.allowedOverlap` (0.01 pt) alone. So the bottom edge rests
    /// within 0.01 pt of the boundary, and a little more for the solver's rounding.
    private let restingTolerance = 0.011

    func testADroppedBoxComesToRestOnTheFloorAndTheAnimatorPauses() {
        let world = DynamicsTestWorld()
        let pauses = PauseLog(timeline: world.timeline)
        world.animator.delegate = pauses
        let box = world.box(center: Point(x: 200, y: 100))
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        let contacts = ContactLog()
        collision.collisionDelegate = contacts
        world.add(GravityBehavior(items: [box]), collision)
        XCTAssertTrue(world.animator.isRunning)
        world.advance(to: 3)
        XCTAssertEqual(box.center.y + 50, 400, accuracy: restingTolerance, "the bottom edge on the reference bounds' bottom")
        XCTAssertEqual(box.center.x, 200, accuracy: 1e-6)
        XCTAssertEqual(box.transform.b, 0, accuracy: 1e-9, "a level landing does not turn")
        XCTAssertFalse(world.animator.isRunning, "at rest")
        // 250 points of fall take √(2·250/1000) ≈ 0.707 s, then 0.1 s of stillness.
        XCTAssertEqual(pauses.events.map(\.0), ["resume", "pause"])
        XCTAssertEqual(pauses.events[1].1, 0.707 + 0.1, accuracy: 0.02)
        XCTAssertEqual(contacts.events, ["began bounds"], "one landing, still touching")
        XCTAssertEqual(contacts.points.first?.y ?? 0, 400, accuracy: restingTolerance)
    }

    /// Dropped from a gap H above the floor, an item of elasticity e leaves it at e times its
    /// landing speed and climbs back e²·H (gravity alone between). Contacts act when the gap is
    /// within a step's travel (√(2gH)·h ≈ 1 pt here), which bounds the error of a bounce.
    func testBounceHeightsFollowTheElasticity() {
        for elasticity in [1.0, 0.5, 0] {
            let world = DynamicsTestWorld()
            let box = world.box(center: Point(x: 200, y: 150), size: Size(width: 50, height: 50))
            let collision = CollisionBehavior(items: [box])
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = DynamicItemBehavior(items: [box])
            properties.elasticity = elasticity
            world.add(GravityBehavior(items: [box]), collision, properties)
            let gap = 400 - 175.0
            let samples = world.sample(until: 1.5) { 400 - (box.center.y + 25) }
            let landing = samples.firstIndex { $0.value < 1.5 } ?? 0
            let climb = samples[landing...].map(\.value).max() ?? 0
            XCTAssertEqual(climb, elasticity * elasticity * gap, accuracy: 2, "elasticity \(elasticity)")
            XCTAssertGreaterThanOrEqual(samples.map(\.value).min() ?? -1, -0.011, "never through the floor")
        }
    }

    func testABoxLandsOnAnotherAndBothRest() {
        let world = DynamicsTestWorld()
        let lower = world.box(center: Point(x: 200, y: 250))
        let upper = world.box(center: Point(x: 200, y: 80), size: Size(width: 60, height: 60))
        let collision = CollisionBehavior(items: [lower, upper])
        collision.translatesReferenceBoundsIntoBoundary = true
        let contacts = ContactLog()
        collision.collisionDelegate = contacts
        world.add(GravityBehavior(items: [lower, upper]), collision)
        world.advance(to: 4)
        XCTAssertEqual(lower.center.y + 50, 400, accuracy: 2 * restingTolerance)
        XCTAssertEqual(upper.center.y + 30, lower.center.y - 50, accuracy: 2 * restingTolerance, "the upper box on the lower one")
        XCTAssertEqual(upper.center.x, 200, accuracy: 1e-3)
        XCTAssertFalse(world.animator.isRunning)
        XCTAssertEqual(contacts.events.filter { $0.hasPrefix("began") }.sorted(), ["began bounds", "began items"])
    }

    func testBoundariesOnlyModeLetsItemsPassThroughEachOther() {
        let world = DynamicsTestWorld()
        let lower = world.box(center: Point(x: 200, y: 300))
        let upper = world.box(center: Point(x: 200, y: 80), size: Size(width: 60, height: 60))
        let collision = CollisionBehavior(items: [lower, upper])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionMode = .boundaries
        world.add(GravityBehavior(items: [upper]), collision)
        world.advance(to: 3)
        XCTAssertEqual(upper.center.y + 30, 400, accuracy: restingTolerance, "through the lower box to the floor")
        XCTAssertEqual(lower.center.y, 300, accuracy: 1e-9)
    }

    func testANamedBoundaryHoldsItemsAndNamesItselfToTheDelegate() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 100, y: 50), size: Size(width: 40, height: 40))
        let collision = CollisionBehavior(items: [box])
        collision.addBoundary(withIdentifier: NSString(string: "shelf"), from: Point(x: 0, y: 200), to: Point(x: 250, y: 200))
        let contacts = ContactLog()
        collision.collisionDelegate = contacts
        world.add(GravityBehavior(items: [box]), collision)
        world.advance(to: 2)
        XCTAssertEqual(box.center.y + 20, 200, accuracy: restingTolerance)
        XCTAssertEqual(contacts.events, ["began shelf"])
        XCTAssertEqual(collision.boundaryIdentifiers?.count, 1)
        world.timeline.perform { collision.removeBoundary(withIdentifier: NSString(string: "shelf")) }
        XCTAssertTrue(world.animator.isRunning, "removing the boundary wakes the animator")
        world.advance(to: 2.3)
        XCTAssertEqual(contacts.events, ["began shelf", "ended shelf"])
        XCTAssertGreaterThan(box.center.y, 220, "falling again")
    }

    func testInsetReferenceBoundsAndSideWalls() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 200, y: 200), size: Size(width: 40, height: 40))
        let collision = CollisionBehavior(items: [box])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsets(top: 0, left: 0, bottom: 0, right: 50))
        let properties = DynamicItemBehavior(items: [box])
        properties.addLinearVelocity(Vector(dx: 400, dy: 0), for: box)
        world.add(collision, properties)
        world.advance(to: 1)
        XCTAssertEqual(box.center.x + 20, 350, accuracy: restingTolerance, "stopped by the right edge, 50 points in")
    }

    func testTheAnimatorResumesWhenABehaviourIsAddedAfterRest() {
        let world = DynamicsTestWorld()
        let pauses = PauseLog(timeline: world.timeline)
        world.animator.delegate = pauses
        let box = world.box(center: Point(x: 200, y: 350))
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        world.add(GravityBehavior(items: [box]), collision)
        world.advance(to: 1)
        XCTAssertFalse(world.animator.isRunning)
        let push = PushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = Vector(dx: 0, dy: -5)
        world.add(push)
        XCTAssertTrue(world.animator.isRunning)
        world.advance(to: 1.2)
        XCTAssertLessThan(box.center.y, 300, "pushed up")
        XCTAssertEqual(pauses.events.map(\.0), ["resume", "pause", "resume"])
        XCTAssertEqual(pauses.events[2].1, 1, accuracy: 1e-12)
        XCTAssertEqual(world.animator.items(in: Rect(x: 150, y: 0, width: 10, height: 400)).count, 1)
        XCTAssertEqual(world.animator.items(in: Rect(x: 0, y: 0, width: 10, height: 10)).count, 0)
    }
}
