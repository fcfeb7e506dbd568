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

    /// A pile of twelve turned boxes settles (each contact's solve starts from its last step's
    /// impulses, so stacks do not jitter) and the animator pauses; no box leaves the bounds.
    func testAPileOfBoxesSettlesAndTheAnimatorPauses() {
        let world = DynamicsTestWorld()
        let boxes = (0..<12).map { index in
            let box = world.box(center: Point(x: 50 + Double(index % 4) * 100, y: 40 + Double(index / 4) * 60),
                                size: Size(width: 44, height: 44))
            box.transform = AffineTransform(rotationAngle: Double(index) * 0.2)
            return box
        }
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = DynamicItemBehavior(items: boxes)
        properties.elasticity = 0.3
        properties.friction = 0.4
        world.add(GravityBehavior(items: boxes), collision, properties)
        world.advance(to: 5)
        XCTAssertFalse(world.animator.isRunning, "settled within 5 s")
        for box in boxes {
            let angle = atan2(box.transform.b, box.transform.a)
            let halfExtent = 22 * (abs(cos(angle)) + abs(sin(angle)))
            XCTAssertLessThanOrEqual(box.center.y + halfExtent, 400 + restingTolerance)
            XCTAssertGreaterThanOrEqual(box.center.x - halfExtent, -restingTolerance)
            XCTAssertLessThanOrEqual(box.center.x + halfExtent, 400 + restingTolerance)
        }
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

/// Boundaries along paths: curves are followed within `CollisionBoundary.curveTolerance`.
final class DynamicsPathBoundaryTests: XCTestCase {
    /// A 20 × 20 box in a bowl, the lower half of a circle of radius 150 about (200, 200), slides
    /// without friction to the bottom (its swing damped by resistance) and rests with both lower
    /// corners on the arc: within the flattening's quarter point inside the circle. The
    /// flattened bottom is two segments of 15.3 points meeting under the middle, which hold a
    /// 20-point box in balance anywhere both corners stay on them: within 5.3 points of x = 200.
    func testABoxSlidesToTheBottomOfABowl() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 130, y: 200), size: Size(width: 20, height: 20))
        var bowl = Path()
        bowl.addArc(center: Point(x: 200, y: 200), radius: 150, startAngle: 0, endAngle: .pi, clockwise: true)
        let collision = CollisionBehavior(items: [box])
        collision.addBoundary(withIdentifier: NSString(string: "bowl"), for: bowl)
        let properties = DynamicItemBehavior(items: [box])
        properties.resistance = 2
        properties.angularResistance = 2
        world.add(GravityBehavior(items: [box]), collision, properties)
        let samples = world.sample(until: 8) { box.center }
        let lowest = samples.map { $0.value.distance(to: Point(x: 200, y: 200)) }.max() ?? 0
        XCTAssertLessThan(lowest, 150 - 10 + 0.3, "never through the arc (the centre stays at least half a box inside)")
        XCTAssertFalse(world.animator.isRunning)
        XCTAssertEqual(box.center.x, 200, accuracy: 5.3)
        for corner in [Point(x: -10, y: 10), Point(x: 10, y: 10)] {
            let turned = box.transform.apply(to: corner)
            let reach = Point(x: box.center.x + turned.x, y: box.center.y + turned.y).distance(to: Point(x: 200, y: 200))
            XCTAssertEqual(reach, 150 - 0.125, accuracy: 0.13, "a lower corner on the flattened arc")
        }
    }

    /// Static friction holds a box on a slope whose tangent is below the friction coefficient:
    /// 10° (tan 0.18) under friction 0.3 holds; friction 0 slides.
    func testFrictionHoldsABoxOnAGentleSlope() {
        for friction in [0.3, 0] {
            let world = DynamicsTestWorld()
            let slope = 10 * Double.pi / 180
            let box = world.box(center: Point(x: 200, y: 200), size: Size(width: 20, height: 20))
            box.transform = AffineTransform(rotationAngle: slope)
            // The ramp's surface passes under the box's bottom face: through the bottom centre.
            let bottom = Point(x: 200 - 10 * sin(slope), y: 200 + 10 * cos(slope))
            let collision = CollisionBehavior(items: [box])
            collision.addBoundary(withIdentifier: NSString(string: "ramp"),
                                  from: Point(x: bottom.x - 300 * cos(slope), y: bottom.y - 300 * sin(slope)),
                                  to: Point(x: bottom.x + 300 * cos(slope), y: bottom.y + 300 * sin(slope)))
            let properties = DynamicItemBehavior(items: [box])
            properties.friction = friction
            world.add(GravityBehavior(items: [box]), collision, properties)
            world.advance(to: 1)
            if friction > 0 {
                XCTAssertEqual(box.center.x, 200, accuracy: 0.05, "held")
            } else {
                // Sliding without friction accelerates at g·sin θ along the ramp: ½·g·sin θ·cos θ·t² across.
                XCTAssertEqual(box.center.x - 200, 0.5 * 1000 * sin(slope) * cos(slope), accuracy: 1)
            }
        }
    }
}
