import XCTest
@testable import MotionCore

/// CALayer, CABasicAnimation, CATransaction and CAValueFunction as Apple documents them.
final class LayerDocumentedSemanticsTests: XCTestCase {
    private let timeline = Timeline()

    private func opacity(_ layer: Layer) -> Double { timeline.perform { layer.presentation()!.opacity } }

    /// CABasicAnimation, "Setting Interpolation Values": with fromValue, toValue and byValue all
    /// nil, it "interpolates between the previous value of keyPath in the target layer's
    /// presentation layer and the current value of keyPath in the target layer's presentation layer".
    func testAllNilValuesInterpolateFromThePreviousPresentationValue() {
        let layer = Layer()
        timeline.perform {
            Transaction.setDisableActions(true)
            layer.opacity = 0.2
            let animation = BasicAnimation(keyPath: "opacity")
            animation.duration = 1
            layer.add(animation, forKey: "fade")
        }
        timeline.advance(to: 0.5)
        XCTAssertEqual(opacity(layer), 0.6, accuracy: 1e-9, "linear from 1 to 0.2")
        timeline.advance(to: 1)
        XCTAssertEqual(opacity(layer), 0.2, accuracy: 1e-9)
    }

    /// CATransition animates from the layer's rendered state: a transition added after several
    /// changes in one transaction starts from every value the layer had before them (the first
    /// one, if a key changed twice), not from other layers' changes made meanwhile.
    func testATransitionStartsFromEveryValueTheLayerHadBeforeTheTransaction() throws {
        let layer = Layer(), other = Layer()
        timeline.perform {
            Transaction.setDisableActions(true)
            layer.opacity = 0.5
            layer.backgroundColor = .white
            other.opacity = 0.1
            layer.opacity = 0.25
            layer.cornerRadius = 9
            layer.add(Transition(type: .fade), forKey: "transition")
        }
        let previous = try XCTUnwrap((layer.animation(forKey: "transition") as? Transition)?.previousContents)
        XCTAssertEqual(previous.opacity, 1)
        XCTAssertNil(previous.backgroundColor)
        XCTAssertEqual(previous.cornerRadius, 0)
        XCTAssertEqual(layer.opacity, 0.25)
        XCTAssertEqual(layer.cornerRadius, 9)
    }

    /// CATransaction.h: the completion block "is called when all animations subsequently added by
    /// this transaction group have completed. If no animations are added before the current
    /// transaction is committed (or the completion block is set to a different value), the block
    /// will be invoked immediately."
    func testReplacedCompletionBlockBeforeAnyAnimationRunsAtOnce() {
        var log: [String] = []
        timeline.perform {
            Transaction.begin()
            Transaction.setCompletionBlock { log.append("first") }
            Transaction.setCompletionBlock { log.append("second") }
            XCTAssertEqual(log, ["first"], "replaced with nothing added: invoked immediately")
            Transaction.commit()
        }
        XCTAssertEqual(log, ["first", "second"], "nothing added before the commit")
    }

    func testReplacedCompletionBlockAfterAnimationsRunsWhenTheyFinish() {
        var log: [String] = []
        let layer = Layer()
        timeline.perform {
            Transaction.begin()
            Transaction.setCompletionBlock { log.append("first") }
            let animation = BasicAnimation(keyPath: "opacity")
            animation.fromValue = 0.0
            animation.duration = 1
            layer.add(animation, forKey: "fade")
            Transaction.setCompletionBlock { log.append("second") }
            Transaction.commit()
        }
        XCTAssertEqual(log, ["second"], "the second covers no animation")
        timeline.advance(to: 0.99)
        XCTAssertEqual(log, ["second"])
        timeline.advance(to: 1)
        XCTAssertEqual(log, ["second", "first"], "the replaced block still runs, when its animation ends")
    }

    /// CALayer.action(forKey:): "onOrderIn" when the layer becomes visible, "onOrderOut" when it
    /// is removed, and the superlayer's "sublayers" key when sublayers change, searched like any
    /// action (here the `actions` dictionary and the style's actions).
    func testOrderInOrderOutAndSublayersActions() {
        let root = Layer()
        root.isVisibleRoot = true
        let container = Layer()
        let fadeIn = BasicAnimation(keyPath: "opacity")
        fadeIn.fromValue = 0.0
        fadeIn.duration = 1
        let child = Layer()
        child.actions = ["onOrderIn": fadeIn]
        container.style = ["actions": ["sublayers": Transition(type: .fade)]]
        timeline.perform { root.addSublayer(container) }
        XCTAssertNil(container.animation(forKey: "transition"), "the root has no sublayers action")
        timeline.perform { container.addSublayer(child) }
        XCTAssertNotNil(container.animation(forKey: "transition"), "the superlayer's sublayers action")
        XCTAssertNotNil(child.animation(forKey: "onOrderIn"), "joined a visible tree")
        timeline.advance(to: 0.5)
        XCTAssertEqual(opacity(child), 0.5, accuracy: 1e-9)

        var orderedOut = false
        child.actions = ["onOrderOut": RecordingAction { orderedOut = true }]
        timeline.perform { child.removeFromSuperlayer() }
        XCTAssertTrue(orderedOut)

        let offscreen = Layer(), loose = Layer()
        loose.actions = ["onOrderIn": fadeIn]
        timeline.perform { offscreen.addSublayer(loose) }
        XCTAssertNil(loose.animation(forKey: "onOrderIn"), "not a visible tree")
    }

    /// CALayer.style: values for properties the layer has not set, before the class defaults;
    /// a nested "style" dictionary is searched next.
    func testStyleSuppliesUnsetValues() {
        let layer = Layer()
        layer.style = ["backgroundColor": Color.red, "style": ["cornerRadius": 6.0, "borderWidth": 9.0], "custom": "x"]
        XCTAssertEqual(layer.backgroundColor, .red)
        XCTAssertEqual(layer.cornerRadius, 6)
        XCTAssertEqual(layer.value(forKey: "custom") as? String, "x")
        layer.borderWidth = 2
        layer.style = ["borderWidth": 5.0]
        XCTAssertEqual(layer.borderWidth, 2, "a property set on the layer wins")
        XCTAssertNil(layer.backgroundColor, "back to the class default once the style no longer sets it")
        XCTAssertEqual(layer.cornerRadius, 0)
    }

    /// CAValueFunction: rotateZ from 0 to 2π turns a whole circle — at a quarter a rotation by
    /// π/2, at half by π — which interpolating the two (equal) matrices could never show.
    func testRotateZValueFunctionTurnsAFullCircle() throws {
        let layer = Layer()
        timeline.perform {
            let animation = BasicAnimation(keyPath: "transform")
            animation.valueFunction = ValueFunction(name: .rotateZ)
            animation.fromValue = 0
            animation.toValue = 2 * Double.pi
            animation.duration = 1
            layer.add(animation, forKey: "spin")
        }
        for (time, angle) in [(0.25, Double.pi / 2), (0.5, Double.pi), (0.75, 3 * Double.pi / 2)] {
            timeline.advance(to: time)
            let t = try XCTUnwrap(timeline.perform { layer.presentation() }).transform
            XCTAssertEqual(t.m11, cos(angle), accuracy: 1e-9, "at \(time)")
            XCTAssertEqual(t.m12, sin(angle), accuracy: 1e-9, "at \(time)")
        }
        XCTAssertEqual(timeline.takeNotes(), [])
    }

    /// scale takes three numbers (x, y, z); translateX one.
    func testScaleAndTranslateValueFunctions() throws {
        let layer = Layer()
        timeline.perform {
            let scale = BasicAnimation(keyPath: "transform")
            scale.valueFunction = ValueFunction(name: .scale)
            scale.fromValue = [1, 1, 1]
            scale.toValue = [3, 5, 1]
            scale.duration = 1
            layer.add(scale, forKey: "scale")
            let move = BasicAnimation(keyPath: "sublayerTransform")
            move.valueFunction = ValueFunction(name: .translateX)
            move.toValue = 40
            move.duration = 1
            layer.add(move, forKey: "move")
        }
        timeline.advance(to: 0.5)
        let presented = try XCTUnwrap(timeline.perform { layer.presentation() })
        XCTAssertEqual(presented.transform.m11, 2, accuracy: 1e-9)
        XCTAssertEqual(presented.transform.m22, 3, accuracy: 1e-9)
        XCTAssertEqual(presented.sublayerTransform.m41, 20, accuracy: 1e-9, "from 0 (a value function starts at zero)")
    }
}

/// An action that records that it ran.
private final class RecordingAction: Action {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
    func run(forKey _: String, object _: Layer, previousValue _: Any?) { body() }
}
