import XCTest
@testable import MotionCore

/// Snaps settle on their point; attachments keep their length (rigid) or ring at their frequency (spring).
final class DynamicsSnapAndAttachmentTests: XCTestCase {
    /// The snap is a damped spring of damping ratio ζ = `damping` and 3 Hz: the distance to the
    /// point decays as e^(−ζ·ω·t), ω = 6π, from 290 points to 0.001 (where it counts as
    /// settled) in ln(290 000)/(3π) ≈ 1.33 s, after which the animator pauses.
    func testASnapConvergesToItsPointAndTheAnimatorPauses() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 50, y: 50), size: Size(width: 60, height: 60))
        let snap = SnapBehavior(item: box, snapTo: Point(x: 340, y: 50))
        XCTAssertEqual(snap.damping, 0.5, "UIKit's default")
        world.add(snap)
        let samples = world.sample(until: 2) { box.center.x }
        XCTAssertEqual(box.center.x, 340, accuracy: 0.01)
        XCTAssertEqual(box.center.y, 50, accuracy: 0.01)
        XCTAssertGreaterThan(samples.map(\.value).max() ?? 0, 340.5, "damping 0.5 overshoots")
        XCTAssertFalse(world.animator.isRunning, "settled and paused")
    }

    func testASnapWithDampingOneDoesNotOvershoot() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 50, y: 50), size: Size(width: 60, height: 60))
        let snap = SnapBehavior(item: box, snapTo: Point(x: 340, y: 50))
        snap.damping = 1
        world.add(snap)
        let samples = world.sample(until: 2) { box.center.x }
        XCTAssertLessThanOrEqual(samples.map(\.value).max() ?? 0, 340 + 1e-6, "critically damped")
        XCTAssertEqual(box.center.x, 340, accuracy: 0.01)
    }

    func testChangingTheSnapPointMovesTheItemThere() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 50, y: 50))
        let snap = SnapBehavior(item: box, snapTo: Point(x: 200, y: 200))
        world.add(snap)
        world.advance(to: 3)
        XCTAssertFalse(world.animator.isRunning)
        world.timeline.perform { snap.snapPoint = Point(x: 100, y: 300) }
        XCTAssertTrue(world.animator.isRunning)
        world.advance(to: 6)
        XCTAssertEqual(box.center.x, 100, accuracy: 0.01)
        XCTAssertEqual(box.center.y, 300, accuracy: 0.01)
    }

    /// A pendulum under gravity on a rigid attachment (frequency 0): the attached point stays
    /// at the length from the anchor at every step, while the item swings through the bottom.
    func testARigidAttachmentKeepsItsLength() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 300, y: 100), size: Size(width: 20, height: 20))
        let attachment = AttachmentBehavior(item: box, attachedToAnchor: Point(x: 200, y: 100))
        XCTAssertEqual(attachment.length, 100, accuracy: 1e-12, "the distance when made")
        XCTAssertEqual(attachment.frequency, 0)
        XCTAssertEqual(attachment.attachedBehaviorType, .anchor)
        world.add(GravityBehavior(items: [box]), attachment)
        let samples = world.sample(until: 2) { box.center }
        let worst = samples.map { abs($0.value.distance(to: Point(x: 200, y: 100)) - 100) }.max() ?? 1
        XCTAssertLessThan(worst, 0.05, "the length held within 0.05 points at every step")
        XCTAssertGreaterThan(samples.map(\.value.y).max() ?? 0, 199, "swings through the bottom")
        XCTAssertLessThan(samples.map(\.value.x).min() ?? 300, 110, "to the other side")
    }

    /// A spring attachment of frequency f and no damping oscillates about its length with
    /// period 1/f whatever the mass: released 50 points stretched, it is back at its most
    /// stretched after one period. The soft constraint is the implicit Euler step of the
    /// spring, which shrinks the amplitude by 1/√(1 + (ωh)²) a step: 50 → 46.82 in 300 steps.
    func testASpringAttachmentRingsAtItsFrequency() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 300, y: 200), size: Size(width: 40, height: 40))
        let attachment = AttachmentBehavior(item: box, attachedToAnchor: Point(x: 150, y: 200))
        attachment.length = 100
        attachment.frequency = 2
        world.add(attachment)
        let samples = world.sample(until: 0.5) { box.center.x }
        let nearest = samples.min { abs($0.value - 200) < abs($1.value - 200) }
        XCTAssertEqual(nearest?.time ?? 0, 0.25, accuracy: 0.01, "most compressed after half a period")
        XCTAssertEqual(samples.map(\.value).min() ?? 0, 200, accuracy: 2, "to 50 points short of the length")
        let omegaH = 2 * Double.pi * 2 * world.step
        XCTAssertEqual(box.center.x, 250 + 50 * pow(1 + omegaH * omegaH, -150), accuracy: 0.05, "back after a period of 0.5 s")
    }

    func testTwoItemsAttachedToEachOtherKeepTheirDistance() {
        let world = DynamicsTestWorld()
        let first = world.box(center: Point(x: 100, y: 100), size: Size(width: 20, height: 20))
        let second = world.box(center: Point(x: 180, y: 100), size: Size(width: 20, height: 20))
        let attachment = AttachmentBehavior(item: first, attachedTo: second)
        XCTAssertEqual(attachment.attachedBehaviorType, .items)
        let properties = DynamicItemBehavior(items: [first])
        properties.addLinearVelocity(Vector(dx: 0, dy: 300), for: first)
        world.add(attachment, properties)
        let samples = world.sample(until: 1) { first.center.distance(to: second.center) }
        XCTAssertLessThan(samples.map { abs($0.value - 80) }.max() ?? 1, 0.05)
        XCTAssertGreaterThan(second.center.y, 100, "the second item is dragged along")
    }
}
