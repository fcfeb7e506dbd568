import XCTest
@testable import MotionCore

/// The fast paths of presentation copies — slot storage with overrides, compiled basic
/// animations, sibling copies made on several threads — against the general path and the
/// formulas they stand in for.
final class PresentationEvaluationTests: XCTestCase {
    /// Not exactly `BasicAnimation`, so it is never compiled: the general path's answer.
    private final class GeneralPathAnimation: BasicAnimation {}

    private final class LevelLayer: Layer {
        @Animatable("level") var level: Double = 0
    }

    /// Every endpoint form and plain type the compiled path takes gives the general path's value.
    func testCompiledAnimationsMatchTheGeneralPath() {
        let cases: [(key: String, from: Any?, to: Any?, by: Any?, model: Any)] = [
            ("opacity", 0.2, 0.9, nil, 1.0),
            ("opacity", nil, 0.1, nil, 0.7),
            ("opacity", 0.3, nil, nil, 0.8),
            ("opacity", 0.2, nil, 0.5, 1.0),
            ("opacity", nil, 0.9, 0.4, 1.0),
            ("position", Point(x: 0, y: 10), Point(x: 200, y: -40), nil, Point(x: 5, y: 5)),
            ("position", nil, Point(x: 90, y: 30), nil, Point(x: 10, y: 20)),
            ("shadowOffset", Size(width: 0, height: 0), nil, nil, Size(width: 4, height: 8)),
            ("bounds", Rect(x: 0, y: 0, width: 10, height: 20), Rect(x: 5, y: 5, width: 100, height: 40), nil,
             Rect(x: 0, y: 0, width: 1, height: 1)),
            ("backgroundColor", Color.red, Color.blue, nil, Color.white),
            ("level", 0.0, nil, 10.0, 3.0),
        ]
        for (index, item) in cases.enumerated() {
            let timeline = Timeline()
            let fast = LevelLayer(), general = LevelLayer()
            timeline.perform {
                Transaction.setDisableActions(true)
                for (layer, animation) in [(fast, BasicAnimation(keyPath: item.key)), (general, GeneralPathAnimation(keyPath: item.key))] {
                    layer.setValue(item.model, forKey: item.key)
                    animation.fromValue = item.from
                    animation.toValue = item.to
                    animation.byValue = item.by
                    animation.duration = 2
                    animation.timingFunction = .easeInEaseOut
                    layer.add(animation, forKey: "a")
                }
            }
            XCTAssertNotNil(CompiledBasicAnimation(fast.animation(forKey: "a")!, schema: fast.storage.schema), "case \(index) compiles")
            for t in [0.0, 0.3, 1.0, 1.7, 2.5] {
                timeline.advance(to: t)
                let a = fast.presentation(atGlobalTime: t).value(forKey: item.key)
                let b = general.presentation(atGlobalTime: t).value(forKey: item.key)
                XCTAssertEqual(String(describing: a), String(describing: b), "case \(index) (\(item.key)) at \(t)")
            }
        }
    }

    /// Additive, cumulative, key paths into values and undeclared keys are not compiled.
    func testAnimationsNeedingTheLayerValueOrARepeatAreNotCompiled() {
        let layer = Layer()
        let schema = layer.storage.schema
        let additive = BasicAnimation(keyPath: "opacity")
        additive.fromValue = 0.0; additive.toValue = 1.0; additive.isAdditive = true
        let cumulative = BasicAnimation(keyPath: "opacity")
        cumulative.fromValue = 0.0; cumulative.toValue = 1.0; cumulative.isCumulative = true
        let component = BasicAnimation(keyPath: "position.x")
        component.fromValue = 0.0; component.toValue = 1.0
        let undeclared = BasicAnimation(keyPath: "wobble")
        undeclared.fromValue = 0.0; undeclared.toValue = 1.0
        let byOnly = BasicAnimation(keyPath: "opacity")
        byOnly.byValue = 0.5
        for animation in [additive, cumulative, component, undeclared, byOnly] {
            XCTAssertNil(CompiledBasicAnimation(animation, schema: schema), animation.keyPath ?? "")
        }
    }

    /// A from-only animation whose model value has another type falls back to the general path
    /// (which switches discretely) instead of writing garbage.
    func testCompiledAnimationFallsBackWhenTheLayerValueHasAnotherType() {
        let timeline = Timeline()
        let layer = LevelLayer()
        timeline.perform {
            // setValue refuses a String for a Double property; the storage itself can still hold one.
            layer.storage.set("high", forKey: "level")
            let animation = BasicAnimation(keyPath: "level")
            animation.fromValue = 1.0
            animation.duration = 1
            layer.add(animation, forKey: "a")
        }
        XCTAssertEqual(layer.presentation(atGlobalTime: 0.2).value(forKey: "level") as? Double, 1.0)
        XCTAssertEqual(layer.presentation(atGlobalTime: 0.8).value(forKey: "level") as? String, "high")
    }

    /// A presentation copy keeps the values of the moment it was made, whatever the model does next.
    func testCopiesAreIndependentOfLaterModelChanges() {
        let layer = Layer()
        layer.opacity = 0.4
        layer.position = Point(x: 3, y: 4)
        let copy = layer.presentation(atGlobalTime: 0)
        layer.opacity = 0.9
        layer.position = Point(x: 30, y: 40)
        XCTAssertEqual(copy.opacity, 0.4)
        XCTAssertEqual(copy.position, Point(x: 3, y: 4))
        XCTAssertEqual(layer.presentation(atGlobalTime: 0).opacity, 0.9)
    }

    /// A declared optional property set to nil reads nil, not its default (borderColor's is black).
    func testDeclaredOptionalPropertySetToNilReadsNil() {
        let layer = Layer()
        XCTAssertEqual(layer.borderColor, .black)
        layer.borderColor = nil
        XCTAssertNil(layer.borderColor)
        XCTAssertNil(layer.presentation(atGlobalTime: 0).borderColor)
        layer.setValue(1.5, forKey: "undeclared")
        layer.setValue(nil, forKey: "undeclared")
        XCTAssertNil(layer.value(forKey: "undeclared"))
    }

    private final class DimLayer: Layer {
        override class var defaultValues: [String: Any] {
            super.defaultValues.merging(["opacity": 0.5, "glow": 3.0]) { _, mine in mine }
        }
    }

    /// `defaultValues` overrides change a built-in default and declare extra keys, which animate.
    func testDefaultValuesOverridesChangeDefaultsAndDeclareKeys() {
        let layer = DimLayer()
        XCTAssertEqual(layer.opacity, 0.5)
        XCTAssertEqual(layer.value(forKey: "glow") as? Double, 3)
        XCTAssertEqual(layer.storage.schema.slot(of: "opacity"), Layer.Properties.declared.opacity.slot)
        let timeline = Timeline()
        timeline.perform {
            let glow = BasicAnimation(keyPath: "glow")
            glow.toValue = 5.0
            glow.duration = 1
            layer.add(glow, forKey: "glow")
        }
        XCTAssertEqual(layer.presentation(atGlobalTime: 0.5).value(forKey: "glow") as? Double, 4)
    }

    /// Built-in slots are fixed constants: each kind's schema holds its keys at those slots.
    func testBuiltInKeysSitAtTheirFixedSlots() {
        for kind in [Layer.self, ShapeLayer.self, GradientLayer.self, ReplicatorLayer.self] as [Layer.Type] {
            for property in kind.builtInProperties {
                XCTAssertEqual(kind.init().storage.schema.slot(of: property.key), property.slot)
            }
        }
        XCTAssertEqual(ShapeLayer().lineWidth, 1)
        XCTAssertEqual(GradientLayer().endPoint, Point(x: 0.5, y: 1))
        XCTAssertEqual(ReplicatorLayer().instanceCount, 1)
    }

    /// Thousands of siblings are copied on several threads; the tree equals copying each child
    /// on its own, in order, with every link in place.
    func testSiblingCopiesMadeInParallelEqualOneByOneCopies() {
        let timeline = Timeline()
        let root = Layer()
        let count = SiblingCopies.parallelThreshold * 2 + 7
        timeline.perform {
            Transaction.setDisableActions(true)
            for index in 0..<count {
                let layer = LevelLayer()
                layer.name = "layer \(index)"
                root.addSublayer(layer)
                let move = BasicAnimation(keyPath: "position")
                move.fromValue = Point(x: Double(index), y: 0)
                move.toValue = Point(x: 0, y: Double(index))
                move.duration = 1 + Double(index % 5)
                move.timingFunction = .easeOut
                layer.add(move, forKey: "move")
                let level = GeneralPathAnimation(keyPath: "level")
                level.byValue = Double(index)
                level.duration = 2
                layer.add(level, forKey: "level")
            }
        }
        let t = 0.6
        timeline.advance(to: t)
        let tree = root.presentation(atGlobalTime: t)
        XCTAssertEqual(tree.sublayers.count, count)
        for (index, copy) in tree.sublayers.enumerated() {
            let model = root.sublayers[index]
            let alone = model.presentation(atGlobalTime: t) as! LevelLayer
            XCTAssertTrue(copy.modelLayer === model, "order at \(index)")
            XCTAssertTrue(copy.superlayer === tree)
            XCTAssertEqual(copy.name, "layer \(index)")
            XCTAssertEqual(copy.position, alone.position)
            XCTAssertEqual((copy as? LevelLayer)?.level, alone.level)
            let progress = TimingFunction.easeOut.value(at: t / (1 + Double(index % 5)))
            XCTAssertEqual(copy.position.x, Double(index) * (1 - progress), accuracy: 1e-9)
        }
    }

    /// Freeing a copy that shares thousands of sublayers with a live copy (as a flip transition's
    /// rotated stand-in does) leaves the live copy's links alone; freeing the tree frees them all.
    func testFreeingACopyThatSharesBigSublayersKeepsTheOtherParentsLinks() {
        let root = Layer()
        for _ in 0..<(SiblingCopies.parallelThreshold + 10) { root.addSublayer(Layer()) }
        var tree: Layer? = root.presentation(atGlobalTime: 0)
        weak let firstChild = tree?.sublayers.first
        var standIn: Layer? = Layer(layer: tree!)
        standIn?.isPresentation = true
        standIn?.sublayers = tree!.sublayers
        standIn = nil
        XCTAssertTrue(tree?.sublayers.first?.superlayer === tree)
        XCTAssertTrue(tree?.sublayers.last?.superlayer === tree)
        tree = nil
        XCTAssertNil(firstChild)
    }

    /// A transition kept on a layer (not removed on completion) holds a snapshot cut from the
    /// layer, so dropping the layer frees it.
    func testKeptTransitionSnapshotDoesNotKeepItsLayerAlive() {
        weak var released: Layer?
        let timeline = Timeline()
        timeline.perform {
            let layer = Layer()
            released = layer
            let transition = Transition(type: .fade)
            transition.isRemovedOnCompletion = false
            transition.fillMode = .forwards
            transition.previousContents = layer.presentation()
            layer.add(transition, forKey: "transition")
            XCTAssertTrue(layer.animation(forKey: "transition").map { ($0 as? Transition)?.previousContents?.model() } != nil)
        }
        timeline.advance(to: 5)
        XCTAssertNil(released)
    }
}
