import XCTest
import ZoetropeUIKit

/// The iOS-style code of this target, played: each behaviour's values at instants, expected from
/// Apple's documented semantics (curves from `ReferenceCurves`, not from the engine).
final class IOSStyleMotionTests: XCTestCase {
    /// The stage of `scene` advanced to `time`.
    private func stage(_ scene: Scene, at time: Double) throws -> Stage {
        let stage = Stage(scene: scene)
        try stage.advance(to: time)
        return stage
    }

    /// The presentation copy of the layer named `name` at the stage's time.
    private func presented<T: CALayer>(_ name: String, on stage: Stage, as _: T.Type = T.self) throws -> T {
        try XCTUnwrap(stage.presentationTree().sublayer(named: name) as? T, "\(name) is a \(T.self)")
    }

    /// Seed 000: the repurposed block animation moves `percent` on the block's curve, the view's
    /// `display(_:)` keeps the bar in lockstep, and the copy made in `init(layer:)` from an
    /// `action(forKey:)` that calls `presentation()` does not recurse.
    func testLoadingIndicatorFollowsTheBlocksCurveInLockstep() throws {
        for time in [0.5, 1.0, 1.5, 2.0, 2.5, 2.9] {
            let stage = try stage(IOSLoadingScene(), at: time)
            let view = try XCTUnwrap(stage.rootView.viewNamed("indicator") as? SWView)
            let presented = try presented("indicator", on: stage, as: SWLayer.self)
            let progress = min(max((time - 0.5) / 2, 0), 1)
            let expected = ReferenceCurves.value(ReferenceCurves.easeInEaseOut, at: progress)
            XCTAssertEqual(Double(presented.percent), expected, accuracy: 1e-5, "percent at \(time)")
            XCTAssertEqual(view.percent, time < 0.5 ? 0 : 1, "the model holds the end value at once")
            XCTAssertEqual(view.progressBar.frame.width, 200 * Double(presented.percent), accuracy: 1e-9, "bar in lockstep at \(time)")
            XCTAssertEqual(view.label.text, "\(Int(presented.percent * 100))%")
        }
    }

    /// Seed 002: NSNumber from/to values interpolate CGFloat properties on their own curves.
    func testCircleLayerNSNumberAnimationsInterpolateCGFloats() throws {
        for time in [0.0, 0.75, 1.5, 2.25, 3.0, 3.5] {
            let stage = try stage(IOSCircleScene(), at: time)
            let circle = try presented("circle", on: stage, as: CircleLayer.self)
            let radius = time >= 3 ? 150 : 50 + 100 * ReferenceCurves.value(ReferenceCurves.easeInEaseOut, at: time / 3)
            let stroke = 25 - 24 * ReferenceCurves.value(ReferenceCurves.easeIn, at: min(time / 4, 1))
            XCTAssertEqual(Double(circle.radius), radius, accuracy: 1e-5, "radius at \(time)")
            XCTAssertEqual(Double(circle.strokeWidth), stroke, accuracy: 1e-5, "strokeWidth at \(time)")
        }
    }

    /// Seed 001, three ways: each transition shows the text from before the change going out.
    func testLabelTransitionsStartFromTheTextBeforeTheChange() throws {
        for label in [FlipLabel(), FancyLabel(), KVCLabel()] as [UILabel] {
            let timeline = Timeline()
            timeline.perform { label.text = "Hello" }
            timeline.advance(to: 1)
            timeline.perform { label.text = "Bonjour" }
            timeline.advance(to: 1.1)
            let presented = try XCTUnwrap(timeline.perform { label.layer.presentation() })
            let transition = try XCTUnwrap(presented.activeTransition, "\(type(of: label)) animates its text")
            XCTAssertEqual((transition.previous as? TextLayer)?.string, "Hello", "\(type(of: label)): the old text goes out")
            XCTAssertEqual((presented as? TextLayer)?.string, "Bonjour")
            let duration = label is FlipLabel ? 0.5 : 0.25
            XCTAssertEqual(transition.progress, 0.1 / duration, accuracy: 1e-9, "CATransition is linear by default")
            timeline.advance(to: 1.6)
            XCTAssertNil(timeline.perform { label.layer.presentation()?.activeTransition }, "\(type(of: label)) done")
        }
    }

    /// UILabel's default: a text change inside an animation block is not animated.
    func testPlainLabelDoesNotCrossFadeInABlock() {
        let timeline = Timeline()
        let label = UILabel()
        timeline.perform { label.text = "Hello" }
        timeline.perform { UIView.animate(withDuration: 1) { label.text = "Bonjour" } }
        timeline.advance(to: 0.5)
        XCTAssertNil(timeline.perform { label.layer.presentation()?.activeTransition })
        XCTAssertTrue(label.layer.animationKeys().isEmpty)
    }

    /// Seed 003: tapped, the card expands on the animator's curve; caught, it follows the finger
    /// linearly (scrubsLinearly); released downwards it reverses to the start, completing `.start`.
    func testAnimatorCardTappedCaughtScrubbedAndReversed() throws {
        let scene = IOSCardScene()
        let stage = Stage(scene: scene)
        var previousHeight: Double?
        for frame in 0...75 {
            let time = Double(frame) / 30
            try stage.advance(to: time)
            let card = try XCTUnwrap(stage.rootView.viewNamed("card") as? CardView)
            let height = try presented("card", on: stage).bounds.height
            if let animator = card.animator, animator.state == .active, !animator.isRunning {
                // Paused and scrubbed: the frame is the linear mix at fractionComplete.
                XCTAssertEqual(height, 80 + 280 * animator.fractionComplete, accuracy: 1e-6, "scrubbed at \(time)")
            }
            if let previousHeight { XCTAssertLessThan(abs(height - previousHeight), 40, "no jump at \(time)") }
            previousHeight = height
        }
        let card = try XCTUnwrap(stage.rootView.viewNamed("card") as? CardView)
        XCTAssertFalse(card.scrubbedFractions.isEmpty, "the drag scrubbed the animator")
        XCTAssertEqual(card.completions, [.start], "reversed, it ends where it began")
        XCTAssertEqual(card.frame, card.collapsed)
        XCTAssertEqual(try presented("card", on: stage).frame, card.collapsed)
    }

    /// Seed 004: a plain Float property animates implicitly through `defaultAction(forKey:)`, the
    /// animation recognised by its KVC tag, values converted to Float for the `as? Float` cast.
    func testPlainFloatPropertyAnimatesThroughDefaultAction() throws {
        let timeline = Timeline()
        let layer = MyLayer()
        timeline.perform { layer.property = 50 }
        XCTAssertEqual(layer.animation(forKey: "animateProperty")?.value(forKey: "animationType") as? String, "defaultAction")
        for time in [0.0, 0.1, 0.2, 0.25, 0.3] {
            timeline.advance(to: time)
            let presented = try XCTUnwrap(timeline.perform { layer.presentation() })
            // A CABasicAnimation's defaults: 0.25 s, linear (nil timing function).
            XCTAssertEqual(presented.property, Float(10 + 40 * min(time / 0.25, 1)), accuracy: 1e-4, "at \(time)")
        }
    }

    /// `@Animatable` works with Double, CGFloat, Float and Int, whatever kind of number the
    /// animation's values are (an Int rounds to the nearest whole number).
    func testAnimatablePropertiesOfEveryNumericType() throws {
        final class Gauges: CALayer {
            @Animatable var double: Double = 0
            @Animatable var cgFloat: CGFloat = 0
            @Animatable var float: Float = 0
            @Animatable var int: Int = 0
        }
        let timeline = Timeline()
        let layer = Gauges()
        timeline.perform {
            for (key, from, to) in [("double", 0, 10), ("cgFloat", 0, 10), ("float", 0, 10), ("int", 0, 10)] as [(String, Any, Any)] {
                let animation = CABasicAnimation(keyPath: key)
                animation.fromValue = NSNumber(value: from as! Int)
                animation.toValue = to
                animation.duration = 1
                layer.add(animation, forKey: key)
            }
        }
        timeline.advance(to: 0.26)
        let presented = try XCTUnwrap(timeline.perform { layer.presentation() })
        XCTAssertEqual(presented.double, 2.6, accuracy: 1e-9)
        XCTAssertEqual(presented.cgFloat, 2.6, accuracy: 1e-9)
        XCTAssertEqual(presented.float, 2.6, accuracy: 1e-5)
        XCTAssertEqual(presented.int, 3)
        XCTAssertEqual(timeline.takeNotes(), [])
    }

    /// A UIView subclass may declare `name` and `cornerRadius` (UIView has neither); the starter
    /// cell's own corner radius reaches the layer.
    func testSubclassesDeclareNamesUIViewDoesNotHave() {
        let cell = StarterCityCell()
        cell.name = "Paris"
        cell.cornerRadius = 8
        XCTAssertEqual(cell.layer.cornerRadius, 8)
        XCTAssertNil(cell.layer.name)
    }

    /// The recursion of seed 000 as first written: `init(layer:)` copies a property whose setter
    /// would run `action(forKey:)`, which calls `presentation()`. The copy is a presentation copy
    /// from its first line, so it stores the value and runs no action.
    func testInitLayerCopyingThroughActionsDoesNotRecurse() throws {
        let timeline = Timeline()
        let layer = SWLayer()
        timeline.perform { UIView.animate(withDuration: 1) { layer.percent = 0.5 } }
        let copy = SWLayer(layer: layer)
        XCTAssertTrue(copy.isPresentation)
        XCTAssertTrue(copy.model() === layer)
        XCTAssertEqual(copy.percent, 0.5)
        XCTAssertNotNil(timeline.perform { layer.presentation() })
    }
}
