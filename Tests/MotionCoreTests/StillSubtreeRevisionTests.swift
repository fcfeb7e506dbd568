@testable import MotionCore
import XCTest

/// Revisions and still subtrees: every change of a model subtree gives its presentation copies a
/// new newest revision, moving its root does not, and only a subtree nothing animates, made of
/// kinds that draw their stored values, is still.
final class StillSubtreeRevisionTests: XCTestCase {
    private func makeTree() -> (root: Layer, group: Layer, shape: ShapeLayer) {
        let root = Layer()
        let group = Layer()
        let shape = ShapeLayer()
        shape.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        group.addSublayer(shape)
        group.addSublayer(GradientLayer())
        group.addSublayer(TextLayer())
        root.addSublayer(group)
        return (root, group, shape)
    }

    /// The still subtree of `group`'s presentation copy at `time`.
    private func still(_ root: Layer, _ group: Layer, at time: Double = 0) -> StillSubtree? {
        let tree = root.presentation(atGlobalTime: time)
        let copy = tree.sublayers.first { $0.modelLayer === group }
        return copy.flatMap { StillSubtree($0, shownAt: time) }
    }

    func testAnUnchangedModelGivesEqualStillSubtreesInEveryFrame() throws {
        let (root, group, _) = makeTree()
        let first = try XCTUnwrap(still(root, group, at: 0))
        XCTAssertEqual(still(root, group, at: 1.5), first)
        XCTAssertEqual(first.layerCount, 4)
        XCTAssertEqual(first.pathCount, 2, "a shape and a gradient")
    }

    func testEveryChangeInsideGivesANewRevisionAndMovingTheRootNone() throws {
        let (root, group, shape) = makeTree()
        var last = try XCTUnwrap(still(root, group))
        let changes: [(String, () -> Void)] = [
            ("a sublayer's value", { shape.fillColor = .white }),
            ("a sublayer's position", { shape.position = Point(x: 3, y: 4) }),
            ("the root's background", { group.backgroundColor = .black }),
            ("the root's sublayer transform", { group.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1) }),
            ("a sublayer added", { group.addSublayer(Layer()) }),
            ("a sublayer removed", { shape.removeFromSuperlayer() }),
            ("a mask", { group.mask = ShapeLayer() }),
            ("the mask's value", { (group.mask as? ShapeLayer)?.path = Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)) }),
            ("an undeclared key", { group.setValue(3, forKey: "custom") }),
        ]
        for (name, change) in changes {
            change()
            let now = try XCTUnwrap(still(root, group), name)
            XCTAssertNotEqual(now.revision, last.revision, name)
            last = now
        }
        group.position = Point(x: 40, y: 50)
        group.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        group.opacity = 0.5
        XCTAssertEqual(still(root, group), last, "only where the subtree goes changed")
    }

    func testASubtreeIsNotStillWhenAnythingInItMayChangeWithoutItsModel() throws {
        let (root, group, shape) = makeTree()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 2
        shape.add(fade, forKey: "fade")
        XCTAssertNil(still(root, group, at: 1), "an animation writes into the frame's copy")
        shape.removeAnimation(forKey: "fade")
        XCTAssertNotNil(still(root, group, at: 1))

        group.addSublayer(ReplicatorLayer())
        XCTAssertNil(still(root, group), "a kind whose copies hold more than its values")
        group.sublayers.last?.removeFromSuperlayer()
        shape.compositingFilter = "screenBlendMode"
        XCTAssertNil(still(root, group), "a blend reads what lies behind")
        shape.compositingFilter = nil
        XCTAssertNotNil(still(root, group))
        XCTAssertNil(StillSubtree(group, shownAt: 0), "a model layer may change while it is drawn")
    }

    func testACopyKeepsItsModelsRevisionAndItsOwnWritesLeaveTheModelAlone() {
        let layer = ShapeLayer()
        let copy = layer.presentation(atGlobalTime: 0)
        XCTAssertEqual(copy.storage.lastChange, layer.storage.lastChange)
        let before = layer.storage.lastChange
        copy.setPresentationValue(0.5, forKeyPath: "opacity")
        XCTAssertEqual(layer.storage.lastChange, before)
        XCTAssertTrue(copy.storage.hasOverrides)
        layer.opacity = 0.3
        XCTAssertGreaterThan(layer.storage.lastChange.revision, before.revision)
        XCTAssertEqual(layer.storage.lastDrawingChange, copy.storage.lastDrawingChange, "opacity only places the layer")
    }

    func testAChangeInTheFrameShownKeepsTheSubtreeFromBeingStill() throws {
        let (root, group, shape) = makeTree()
        let timeline = Timeline()
        timeline.advance(to: 2)
        timeline.perform {
            Transaction.setDisableActions(true)
            shape.fillColor = .white
        }
        XCTAssertEqual(shape.storage.lastChange.time, 2, "stamped with the timeline's time")
        XCTAssertNil(still(root, group, at: 2), "changed in the frame shown: it may change in every frame")
        XCTAssertNotNil(still(root, group, at: 2.04))
        timeline.advance(to: 3)
        timeline.perform {
            Transaction.setDisableActions(true)
            group.position = Point(x: 9, y: 9)
        }
        XCTAssertNotNil(still(root, group, at: 3), "the root's own place is not its picture")
    }
}
