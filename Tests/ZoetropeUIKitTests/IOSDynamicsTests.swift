import XCTest
import ZoetropeUIKit

/// Where a box is on a frame: its centre and its transform, compared exactly.
private struct BoxPose: Equatable {
    let center: Point
    let transform: Transform3D
}

/// UIKit Dynamics as iOS code writes it: the simulation takes fixed steps of virtual time, so a
/// frame at a given time is the same whatever the frame rate, and alone or frame by frame.
final class IOSDynamicsTests: XCTestCase {
    private func poses(_ tree: CALayer) -> [BoxPose] {
        (0..<3).compactMap { tree.sublayer(named: "box\($0)") }.map { BoxPose(center: $0.position, transform: $0.transform) }
    }

    private func framePoses(fps: Int) throws -> [Int: [BoxPose]] {
        let scene = IOSDropScene()
        let settings = try RenderSettings(fps: fps).resolved(for: scene)
        var poses: [Int: [BoxPose]] = [:]
        try Playback(scene: scene).play(settings) { frame in
            poses[Int((frame.time * 600).rounded())] = self.poses(frame.tree)
        }
        return poses
    }

    func testFramesAtCommonInstantsAreIdenticalAt30And60FPSAndAlone() throws {
        let at30 = try framePoses(fps: 30)
        let at60 = try framePoses(fps: 60)
        XCTAssertEqual(at30.count, 90)
        XCTAssertEqual(at60.count, 180)
        for (step, poses) in at30 {
            XCTAssertEqual(poses.count, 3)
            XCTAssertEqual(at60[step], poses, "the frame at \(Double(step) / 600) s")
        }
        XCTAssertNotEqual(at30[0], at30[600], "the boxes moved")
        for time in [0.5, 1.1, 2.9] {
            // The scene holds the controller, which holds the animator (as on iOS, nothing else does).
            let scene = IOSDropScene()
            let stage = Stage(scene: scene)
            try withExtendedLifetime(scene) { try stage.advance(to: time) }
            XCTAssertEqual(poses(stage.rootLayer), at60[Int((time * 600).rounded())], "a still at \(time) s, reached in one advance")
        }
    }

    /// The boxes land on the floor and each other and the animator pauses, as UIKit's does.
    func testTheBoxesComeToRestAndTheAnimatorPauses() throws {
        let scene = IOSDropScene()
        let stage = Stage(scene: scene)
        try stage.advance(to: 3)
        let controller = scene.controller
        XCTAssertEqual(controller.pauses.count, 1)
        XCTAssertFalse(controller.animator.isRunning)
        XCTAssertGreaterThanOrEqual(controller.floorContacts, 3, "each box touched the floor")
        for box in controller.boxes {
            let lowest = controller.animator.items(in: CGRect(x: 0, y: 0, width: 320, height: 240)).contains { $0 === box }
            XCTAssertTrue(lowest)
            // A box resting on the floor, on a face: its lowest corner on the bounds' bottom edge.
            let angle = atan2(box.transform.b, box.transform.a)
            let halfExtent = 30 * (abs(cos(angle)) + abs(sin(angle)))
            XCTAssertEqual(box.center.y + halfExtent, 240, accuracy: 0.02, "\(box.layer.name ?? "")")
            XCTAssertEqual(abs(sin(2 * angle)), 0, accuracy: 1e-3, "resting on a face")
        }
    }

    /// A mid-bounce still: each box's colour is drawn where the simulation put it.
    func testAStillDrawsTheBoxesWhereTheSimulationPutThem() throws {
        let time = 0.75
        let scene = IOSDropScene()
        let stage = Stage(scene: scene)
        try withExtendedLifetime(scene) { try stage.advance(to: time) }
        let image = try Exporter(scene: IOSDropScene()).still(at: time).rgbaImage()
        let expected: [(r: UInt8, g: UInt8, b: UInt8)] = [(255, 0, 0), (0, 0, 255), (26, 153, 51)]
        for (index, color) in expected.enumerated() {
            let center = try XCTUnwrap(stage.rootLayer.sublayer(named: "box\(index)")).position
            let pixel = image.pixel(x: Int(center.x), y: Int(center.y))
            let difference = [(pixel.r, color.r), (pixel.g, color.g), (pixel.b, color.b)].map { abs(Int($0.0) - Int($0.1)) }.max() ?? 0
            XCTAssertLessThanOrEqual(difference, 1, "box\(index) at \(center)")
        }
        let corner = image.pixel(x: 2, y: 2)
        XCTAssertEqual([corner.r, corner.g, corner.b], [255, 255, 255])
    }

    /// Snap, push and attachment with their UIKit spellings.
    func testSnapPushAndAttachmentAsIOSWritesThem() {
        let timeline = Timeline()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(card)
        let animator = UIDynamicAnimator(referenceView: view)
        let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 200, y: 200))
        snap.damping = 0.7
        timeline.perform { animator.addBehavior(snap) }
        timeline.advance(to: 3)
        XCTAssertEqual(card.center.x, 200, accuracy: 0.01)
        XCTAssertEqual(card.center.y, 200, accuracy: 0.01)
        XCTAssertFalse(animator.isRunning)

        let push = UIPushBehavior(items: [card], mode: .instantaneous)
        push.setAngle(.pi / 2, magnitude: 1)
        let itemBehavior = UIDynamicItemBehavior(items: [card])
        timeline.perform {
            animator.removeBehavior(snap)
            animator.addBehavior(itemBehavior)
            animator.addBehavior(push)
        }
        timeline.advance(to: 3 + UIDynamicAnimator.stepDuration)
        XCTAssertEqual(itemBehavior.linearVelocity(for: card).dy, 100, accuracy: 0.01,
                       "magnitude 1 on 100 × 100 of density 1: 100 points/s (on what the snap left, under 1 point/s at rest)")

        let attachment = UIAttachmentBehavior(item: card, offsetFromCenter: UIOffset(horizontal: 0, vertical: -20),
                                              attachedToAnchor: CGPoint(x: 200, y: 100))
        let collision = UICollisionBehavior(items: [card])
        collision.addBoundary(withIdentifier: "ledge" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 400, y: 300))
        collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 380), to: CGPoint(x: 400, y: 380))
        collision.addBoundary(withIdentifier: "post" as NSCopying, for: UIBezierPath(ovalIn: CGRect(x: 350, y: 0, width: 20, height: 20)))
        collision.removeBoundary(withIdentifier: "ledge" as NSCopying)
        XCTAssertEqual(collision.boundaryIdentifiers?.count, 2, "an identifier names its boundary by value")
        collision.collisionMode = UICollisionBehavior.Mode.boundaries
        timeline.perform {
            animator.addBehavior(attachment)
            animator.addBehavior(collision)
        }
        timeline.advance(to: 4)
        // A file that imports XCTest sees Foundation's CGPoint too: `Point` in declarations (README).
        let top = card.transform.apply(to: Point(x: 0, y: -20))
        let attached = Point(x: card.center.x + top.x, y: card.center.y + top.y)
        XCTAssertEqual(attached.distance(to: attachment.anchorPoint), attachment.length, accuracy: 0.05,
                       "the point 20 above the centre, turned with the card, stays at the length")
        XCTAssertEqual(animator.behaviors.count, 4)
        timeline.perform { animator.removeAllBehaviors() }
        XCTAssertTrue(animator.behaviors.isEmpty)
    }
}

/// The drop with a script step that waits for it to settle.
private final class SettlingDropScene: IOSTestScene {
    static let name = "ios-dynamics-settle"
    static let summary = "a step after the boxes come to rest"
    private(set) var controller = IOSDropViewController()
    var settledAt: Double?
    var size: Size { Size(width: 320, height: 240) }
    var duration: Double { 4 }

    init() {}

    func setUp(on stage: Stage) {
        controller = IOSDropViewController()
        stage.rootView.addSubview(controller.view)
        controller.viewDidLoad()
        stage.after(animationsSettle: 0) { self.settledAt = CACurrentMediaTime() }
    }
}

/// Script steps that wait for animations wait for dynamics to come to rest.
final class IOSDynamicsSettlingTests: XCTestCase {
    func testASettleStepRunsOnceTheAnimatorHasPaused() throws {
        let scene = SettlingDropScene()
        let stage = Stage(scene: scene)
        try withExtendedLifetime(scene) { try stage.advance(to: 4) }
        let paused = try XCTUnwrap(scene.controller.pauses.first)
        // The pausing step runs after the events of its instant, so the step runs one step later.
        XCTAssertEqual(try XCTUnwrap(scene.settledAt), paused + UIDynamicAnimator.stepDuration, accuracy: 1e-9)
    }

    func testWaitUntilIdleReturnsWhenTheAnimatorPauses() throws {
        let scene = IOSDropScene()
        let stage = Stage(scene: scene)
        let idle = try withExtendedLifetime(scene) { try stage.waitUntilIdle() }
        XCTAssertEqual(idle, try XCTUnwrap(scene.controller.pauses.first), accuracy: 1e-9)
        XCTAssertFalse(scene.controller.animator.isRunning)
    }
}
