import XCTest
@testable import MotionCore

/// Gravity and pushes against UIKit's documented units: gravity of magnitude 1 is 1000 points/s²
/// whatever the mass; a push of magnitude 1 gives a 100 × 100 item of density 1 (mass 1)
/// 100 points/s² (continuous) or 100 points/s at once (instantaneous), divided by the mass
/// density × area / 10 000 otherwise.
final class DynamicsGravityAndPushTests: XCTestCase {
    /// Semi-implicit Euler at step h under constant g: v_n = n·g·h, y_n = y₀ + Σ v_k·h
    /// = y₀ + ½·g·h²·n(n+1) = y₀ + ½·g·t·(t + h) at t = n·h. Its distance from the exact fall
    /// y₀ + ½·g·t² is ½·g·h·t, the integrator's whole discretisation error.
    func testFreeFallFollowsHalfGTSquaredWithinTheStepsError() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 200, y: 100))
        world.add(GravityBehavior(items: [box]))
        let h = world.step, g = 1000.0
        for time in [0.1, 1.0 / 3, 0.5] {
            world.advance(to: time)
            XCTAssertEqual(box.center.y, 100 + 0.5 * g * time * (time + h), accuracy: 1e-6, "the integrator's closed form at \(time)")
            XCTAssertEqual(box.center.y, 100 + 0.5 * g * time * time, accuracy: 0.5 * g * h * time + 1e-9, "½·g·t² at \(time)")
            XCTAssertEqual(box.center.x, 200, accuracy: 1e-12)
        }
        XCTAssertEqual(box.transform, .identity, "nothing turns a box falling freely")
        XCTAssertEqual(world.animator.elapsedTime, 0.5, accuracy: 1e-9)
        XCTAssertTrue(world.animator.isRunning, "a falling item never rests")
    }

    func testGravityDirectionMagnitudeAndAngle() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 100, y: 100))
        let gravity = GravityBehavior(items: [box])
        XCTAssertEqual(gravity.gravityDirection, Vector(dx: 0, dy: 1))
        XCTAssertEqual(gravity.magnitude, 1)
        XCTAssertEqual(gravity.angle, .pi / 2, accuracy: 1e-12)
        gravity.angle = 0
        gravity.magnitude = 0.5
        XCTAssertEqual(gravity.gravityDirection.dx, 0.5, accuracy: 1e-12)
        XCTAssertEqual(gravity.gravityDirection.dy, 0, accuracy: 1e-12)
        world.add(gravity)
        world.advance(to: 0.2)
        let t = 0.2, h = world.step
        XCTAssertEqual(box.center.x, 100 + 0.5 * 500 * t * (t + h), accuracy: 1e-6, "magnitude 0.5 to the right: 500 points/s²")
        XCTAssertEqual(box.center.y, 100, accuracy: 1e-9)
    }

    /// Instantaneous: Δv = magnitude · 100 / mass, mass = density · width · height / 10 000.
    func testInstantaneousPushGivesTheDocumentedVelocityOnce() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 100, y: 100), size: Size(width: 100, height: 50))
        let push = PushBehavior(items: [box], mode: .instantaneous)
        push.setAngle(0, magnitude: 2)
        let properties = DynamicItemBehavior(items: [box])
        properties.density = 3
        world.add(properties, push)
        world.advance(to: world.step)
        let mass = 3 * 100 * 50 / 10_000.0
        XCTAssertEqual(properties.linearVelocity(for: box).dx, 2 * 100 / mass, accuracy: 1e-9)
        XCTAssertEqual(properties.linearVelocity(for: box).dy, 0, accuracy: 1e-9)
        XCTAssertFalse(push.active, "an instantaneous push turns itself off once applied")
        world.advance(to: 0.5)
        XCTAssertEqual(properties.linearVelocity(for: box).dx, 2 * 100 / mass, accuracy: 1e-9, "applied once: no more change")
        XCTAssertEqual(box.center.x, 100 + 2 * 100 / mass * 0.5, accuracy: 1e-6)
        push.active = true
        world.advance(to: 0.5 + world.step)
        XCTAssertEqual(properties.linearVelocity(for: box).dx, 4 * 100 / mass, accuracy: 1e-9, "active again pushes again")
    }

    /// Continuous: a = magnitude · 100 / mass; Euler sums a constant acceleration exactly: v = a·t.
    func testContinuousPushAcceleratesByTheDocumentedAmount() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 100, y: 100), size: Size(width: 50, height: 50))
        let push = PushBehavior(items: [box], mode: .continuous)
        push.pushDirection = Vector(dx: 0, dy: -1)
        let properties = DynamicItemBehavior(items: [box])
        world.add(push, properties)
        world.advance(to: 0.3)
        let acceleration = 1 * 100 / (50 * 50 / 10_000.0)
        XCTAssertEqual(properties.linearVelocity(for: box).dy, -acceleration * 0.3, accuracy: 1e-6)
        XCTAssertTrue(push.active)
    }

    /// An off-centre push also turns the item: Δω = (r × Δp) / I with I = m·(w² + h²)/12. On a
    /// 100 × 100 item of density 1 (m = 1, I = 1666.7) pushed with magnitude 1 along x at its top
    /// edge (r = (0, −50)): Δp = 100, Δω = 50 · 100 / 1666.7 = 3 rad/s, and Δv = 100 points/s.
    func testAnOffCentrePushTurnsTheItem() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 200, y: 200))
        let push = PushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = Vector(dx: 1, dy: 0)
        push.setTargetOffsetFromCenter(Offset(horizontal: 0, vertical: -50), for: box)
        XCTAssertEqual(push.targetOffsetFromCenter(for: box), Offset(horizontal: 0, vertical: -50))
        let properties = DynamicItemBehavior(items: [box])
        world.add(push, properties)
        world.advance(to: world.step)
        XCTAssertEqual(properties.linearVelocity(for: box).dx, 100, accuracy: 1e-9)
        XCTAssertEqual(properties.angularVelocity(for: box), 3, accuracy: 1e-9)
        XCTAssertEqual(atan2(box.transform.b, box.transform.a), 3 * world.step, accuracy: 1e-12, "turning through transform")
    }

    func testResistanceDampsTheVelocity() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 100, y: 100))
        let properties = DynamicItemBehavior(items: [box])
        properties.resistance = 2
        properties.addLinearVelocity(Vector(dx: 300, dy: 0), for: box)
        world.add(properties)
        world.advance(to: 0.5)
        // Implicit damping: each step multiplies by 1 / (1 + h·r); 300 of them in 0.5 s.
        XCTAssertEqual(properties.linearVelocity(for: box).dx, 300 * pow(1 / (1 + world.step * 2), 300), accuracy: 1e-6)
    }

    func testActionRunsAfterEveryStep() {
        let world = DynamicsTestWorld()
        let box = world.box(center: Point(x: 100, y: 100))
        let gravity = GravityBehavior(items: [box])
        var calls = 0
        gravity.action = { calls += 1 }
        world.add(gravity)
        world.advance(to: 0.25)
        XCTAssertEqual(calls, 150, "0.25 s of 1/600 s steps")
    }
}
