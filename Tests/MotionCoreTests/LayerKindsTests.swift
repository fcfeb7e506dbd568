import XCTest
@testable import MotionCore

/// ShapeLayer, GradientLayer and ReplicatorLayer: Core Animation's documented defaults, their
/// properties carried into presentation copies and animated like any other layer property.
final class LayerKindsTests: XCTestCase {
    func testShapeLayerDefaults() {
        let shape = ShapeLayer()
        XCTAssertNil(shape.path)
        XCTAssertEqual(shape.fillColor, .black)
        XCTAssertNil(shape.strokeColor)
        XCTAssertEqual(shape.fillRule, .winding)
        XCTAssertEqual(shape.lineWidth, 1)
        XCTAssertEqual(shape.lineCap, .butt)
        XCTAssertEqual(shape.lineJoin, .miter)
        XCTAssertEqual(shape.miterLimit, 10)
        XCTAssertNil(shape.lineDashPattern)
        XCTAssertEqual(shape.lineDashPhase, 0)
        XCTAssertEqual(shape.strokeStart, 0)
        XCTAssertEqual(shape.strokeEnd, 1)
        XCTAssertEqual(shape.opacity, 1, "inherits Layer's defaults")
    }

    func testShapePropertiesAnimateAndReachPresentationCopies() {
        let timeline = Timeline()
        let shape = ShapeLayer()
        let circle = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform {
            Transaction.setDisableActions(true)
            shape.path = circle
            shape.strokeColor = .red
            shape.lineCap = .round
            shape.lineDashPattern = [4, 2]
            shape.strokeEnd = 0
        }
        timeline.perform {
            Transaction.setAnimationDuration(1)
            Transaction.setAnimationTimingFunction(.linear)
            shape.strokeEnd = 1
            shape.lineWidth = 5
            shape.strokeColor = .blue
            shape.lineDashPhase = 6
            shape.lineCap = .square
        }
        XCTAssertEqual(Set(shape.animationKeys()), ["strokeEnd", "lineWidth", "strokeColor", "lineDashPhase"],
                       "enumerations are not animatable")
        // The linear curve goes through the Bézier solver (accurate to 1e-7).
        let p = timeline.presentation(of: shape, at: 0.25)
        XCTAssertEqual(p.strokeEnd, 0.25, accuracy: 1e-6)
        XCTAssertEqual(p.lineWidth, 2, accuracy: 1e-6)
        XCTAssertEqual(p.lineDashPhase, 1.5, accuracy: 1e-6)
        XCTAssertEqual(p.strokeColor?.red ?? 0, 0.75, accuracy: 1e-6)
        XCTAssertEqual(p.strokeColor?.blue ?? 0, 0.25, accuracy: 1e-6)
        XCTAssertEqual(p.path, circle)
        XCTAssertEqual(p.lineCap, .square)
        XCTAssertEqual(p.lineDashPattern, [4, 2])
    }

    func testShapeDrawsFillThenTrimmedStroke() {
        let shape = ShapeLayer()
        let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        Timeline().perform {
            Transaction.setDisableActions(true)
            shape.path = square
            shape.fillColor = .red
            shape.fillRule = .evenOdd
            shape.strokeColor = .blue
            shape.lineWidth = 3
            shape.strokeEnd = 0.5
        }
        let recorder = RecordingGraphicsContext()
        shape.draw(in: recorder)
        XCTAssertEqual(recorder.commands, [.fillPath(square, .red, .evenOdd),
                                           .strokePath(square.trimmed(from: 0, to: 0.5), .blue, lineWidth: 3)])

        let bare = ShapeLayer()
        Timeline().perform {
            Transaction.setDisableActions(true)
            bare.path = square
            bare.fillColor = nil
        }
        let silent = RecordingGraphicsContext()
        bare.draw(in: silent)
        XCTAssertEqual(silent.commands, [], "no fill colour and no stroke colour draw nothing")
    }

    func testGradientDrawsItsKind() {
        let gradient = GradientLayer()
        Timeline().perform {
            Transaction.setDisableActions(true)
            gradient.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
            gradient.colors = [.red, .blue]
        }
        let axial = RecordingGraphicsContext()
        gradient.draw(in: axial)
        XCTAssertTrue(axial.commands.contains(.gradient(gradient.stops)))

        gradient.type = .conic
        let conic = RecordingGraphicsContext()
        gradient.draw(in: conic)
        let wedges = conic.commands.filter { if case .fillPath = $0 { true } else { false } }
        XCTAssertEqual(wedges.count, GradientLayer.conicSlices)

        let stops = [GradientStop(color: .red, location: 0.2), GradientStop(color: .green, location: 0.6)]
        XCTAssertEqual(GradientLayer.color(at: 0.1, in: stops), .red, "before the first stop: its colour")
        let middle = GradientLayer.color(at: 0.4, in: stops)
        XCTAssertEqual(middle.red, 0.5, accuracy: 1e-12)
        XCTAssertEqual(middle.green, 0.5, accuracy: 1e-12)
        XCTAssertEqual(GradientLayer.color(at: 0.9, in: stops), .green)
    }

    func testDashPatternAnimatesElementWise() {
        let timeline = Timeline()
        let shape = ShapeLayer()
        timeline.perform {
            let dash = BasicAnimation(keyPath: "lineDashPattern")
            dash.fromValue = [2.0, 2.0]
            dash.toValue = [10.0, 4.0]
            dash.duration = 1
            shape.add(dash, forKey: "dash")
        }
        XCTAssertEqual(timeline.presentation(of: shape, at: 0.5).lineDashPattern, [6, 3])
    }

    func testGradientLayerDefaultsAndAnimation() {
        let gradient = GradientLayer()
        XCTAssertNil(gradient.colors)
        XCTAssertNil(gradient.locations)
        XCTAssertEqual(gradient.startPoint, Point(x: 0.5, y: 0))
        XCTAssertEqual(gradient.endPoint, Point(x: 0.5, y: 1))
        XCTAssertEqual(gradient.type, .axial)

        let timeline = Timeline()
        timeline.perform {
            Transaction.setDisableActions(true)
            gradient.colors = [.red, .blue]
            gradient.locations = [0, 1]
            gradient.type = .conic
        }
        timeline.perform {
            Transaction.setAnimationDuration(1)
            Transaction.setAnimationTimingFunction(.linear)
            gradient.colors = [.blue, .red]
            gradient.locations = [0.2, 0.6]
            gradient.endPoint = Point(x: 1, y: 1)
        }
        let p = timeline.presentation(of: gradient, at: 0.5)
        let colors = p.colors ?? []
        XCTAssertEqual(colors.count, 2)
        for color in colors {
            XCTAssertEqual(color.red, 0.5, accuracy: 1e-6)
            XCTAssertEqual(color.blue, 0.5, accuracy: 1e-6)
        }
        let locations = p.locations ?? []
        XCTAssertEqual(locations.count, 2)
        XCTAssertEqual(locations.first ?? 0, 0.1, accuracy: 1e-6)
        XCTAssertEqual(locations.last ?? 0, 0.8, accuracy: 1e-6)
        XCTAssertEqual(p.endPoint.x, 0.75, accuracy: 1e-6)
        XCTAssertEqual(p.type, .conic)
    }

    func testGradientResolvedLocations() {
        let gradient = GradientLayer()
        Timeline().perform {
            Transaction.setDisableActions(true)
            gradient.colors = [.red, .green, .blue]
            XCTAssertEqual(gradient.resolvedLocations, [0, 0.5, 1])
            XCTAssertEqual(gradient.stops, [GradientStop(color: .red, location: 0), GradientStop(color: .green, location: 0.5),
                                            GradientStop(color: .blue, location: 1)])
            gradient.locations = [0, 0.1, 0.2]
            XCTAssertEqual(gradient.resolvedLocations, [0, 0.1, 0.2])
            gradient.locations = [0.3]
            XCTAssertEqual(gradient.resolvedLocations, [0, 0.5, 1], "a mismatched locations array is ignored")
        }
    }

    func testReplicatorDefaultsAndInstances() {
        let replicator = ReplicatorLayer()
        XCTAssertEqual(replicator.instanceCount, 1)
        XCTAssertEqual(replicator.instanceDelay, 0)
        XCTAssertEqual(replicator.instanceTransform, .identity)
        XCTAssertEqual(replicator.instanceColor, .white)
        XCTAssertFalse(replicator.preservesDepth)
        XCTAssertEqual([replicator.instanceRedOffset, replicator.instanceGreenOffset,
                        replicator.instanceBlueOffset, replicator.instanceAlphaOffset], [0, 0, 0, 0])

        Timeline().perform {
            Transaction.setDisableActions(true)
            replicator.instanceCount = 4
            replicator.instanceTransform = Transform3D(translationX: 10, y: 0, z: 0)
            replicator.instanceColor = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
            replicator.instanceGreenOffset = -0.2
            replicator.instanceBlueOffset = 0.4
            replicator.instanceAlphaOffset = -0.25
        }
        XCTAssertEqual(replicator.instanceTransform(at: 3).project(.zero), Point(x: 30, y: 0))
        let third = replicator.instanceColor(at: 3)
        XCTAssertEqual(third.red, 1)
        XCTAssertEqual(third.green, 0, accuracy: 1e-12, "0.5 − 0.6 clamps to 0")
        XCTAssertEqual(third.blue, 1, accuracy: 1e-12, "1.2 clamps to 1")
        XCTAssertEqual(third.alpha, 0.25, accuracy: 1e-12)
    }

    func testInstanceTransformPowersMatchRepeatedConcatenation() {
        let replicator = ReplicatorLayer()
        let step = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1).concatenating(Transform3D(translationX: 5, y: 2, z: 0))
        Timeline().perform {
            Transaction.setDisableActions(true)
            replicator.instanceTransform = step
        }
        var expected = Transform3D.identity
        for index in 0...13 {
            let actual = replicator.instanceTransform(at: index)
            for (a, e) in zip(actual.entries, expected.entries) { XCTAssertEqual(a, e, accuracy: 1e-9, "instance \(index)") }
            expected = expected.concatenating(step)
        }
    }

    func testReplicatorPresentationLaysOutDelayedTransformedTintedInstances() {
        let timeline = Timeline()
        let replicator = ReplicatorLayer(), dot = Layer()
        replicator.addSublayer(dot)
        timeline.perform {
            Transaction.setDisableActions(true)
            replicator.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
            replicator.instanceCount = 3
            replicator.instanceDelay = 0.25
            replicator.instanceTransform = Transform3D(translationX: 30, y: 0, z: 0)
            replicator.instanceAlphaOffset = -0.25
            dot.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
            dot.position = Point(x: 10, y: 20)
            let fade = BasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0
            fade.toValue = 1.0
            fade.duration = 1
            fade.fillMode = .backwards
            dot.add(fade, forKey: "fade")
        }
        let presented = timeline.presentation(of: replicator, at: 0.5)
        let instances = presented.sublayers.compactMap { $0 as? ReplicatorInstanceLayer }
        XCTAssertEqual(instances.map(\.index), [0, 1, 2])
        XCTAssertEqual(instances.map { $0.sublayers[0].opacity }, [0.5, 0.25, 0], "each instance 0.25 s behind")
        XCTAssertEqual(instances.map(\.opacity), [1, 0.75, 0.5], "alpha offset per instance")
        // The dot's centre (10, 20) in the replicator's space, moved 30 points per instance.
        let centres = instances.map { $0.sublayers[0].convert(Point(x: 5, y: 5), to: presented) }
        XCTAssertEqual(centres, [Point(x: 10, y: 20), Point(x: 40, y: 20), Point(x: 70, y: 20)])
        XCTAssertTrue(replicator.sublayers.count == 1 && replicator.sublayers[0] === dot, "the model tree is unchanged")
    }

    func testReplicatorInstanceCountIsBounded() {
        let timeline = Timeline()
        let replicator = ReplicatorLayer()
        replicator.addSublayer(Layer())
        timeline.perform {
            Transaction.setDisableActions(true)
            replicator.instanceCount = -3
        }
        XCTAssertTrue(timeline.presentation(of: replicator, at: 0).sublayers.isEmpty)
        timeline.perform {
            Transaction.setDisableActions(true)
            replicator.instanceCount = Int.max
        }
        XCTAssertEqual(timeline.presentation(of: replicator, at: 0).sublayers.count, ReplicatorLayer.maximumInstanceCount)
    }

    func testInstanceCountAnimatesAsRoundedInteger() {
        let timeline = Timeline()
        let replicator = ReplicatorLayer()
        timeline.perform {
            let grow = BasicAnimation(keyPath: "instanceCount")
            grow.fromValue = 1
            grow.toValue = 11
            grow.duration = 1
            replicator.add(grow, forKey: "grow")
        }
        XCTAssertEqual(timeline.presentation(of: replicator, at: 0.33).instanceCount, 4, "1 + 10·0.33 = 4.3 rounds to 4")
    }
}
