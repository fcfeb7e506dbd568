import XCTest
@testable import MotionCore

/// Seed 004 ("CALayer: Implicit animation of a custom property"): MyLayer's property animates
/// implicitly from 10 to 50 and can be overridden mid-flight, continuing from its presentation
/// value. Three forms: the one-line declaration, the seed's first setter (adds its own
/// BasicAnimation) and its final setter (asks `action(forKey:)`, served by an overridden
/// `class func defaultAction(forKey:)`, with `init(layer:)` marking presentation copies).
///
/// Every form's BasicAnimation keeps CA's defaults: 0.25 s and a linear curve (nil timing function).
final class SeedMyLayerTests: XCTestCase {
    /// The one-line property plus the class default action (custom properties have no implicit
    /// animation of their own, as on iOS): a BasicAnimation with no values animates from the
    /// presentation value to the new model value.
    final class OneLineLayer: Layer {
        @Animatable("property") var property: Double = 10

        override class func defaultAction(forKey key: String) -> Action? {
            key == "property" ? BasicAnimation(keyPath: "property") : super.defaultAction(forKey: key)
        }
    }

    /// Marks the animations `defaultAction(forKey:)` hands out (the seed's "animationType" KVC tag).
    final class DefaultPropertyAnimation: BasicAnimation {}

    /// The seed's MyLayer; `usesActions` selects the final setter over the first one.
    class MyLayer: Layer {
        class var usesActions: Bool { false }
        private var isPresenting = false
        private var storedProperty: Double = 10

        var property: Double {
            get { storedProperty }
            set { setProperty(newValue) }
        }

        required init() { super.init() }

        required init(layer: Any) {
            super.init(layer: layer)
            isPresenting = true
            storedProperty = (layer as? MyLayer)?.property ?? 10
        }

        private func setProperty(_ property: Double) {
            if isPresenting {
                storedProperty = property
                return
            }
            if animation(forKey: "animateProperty") != nil {
                storedProperty = presentation()!.property
                removeAnimation(forKey: "animateProperty")
            }
            if type(of: self).usesActions {
                if let a = action(forKey: "property") as? BasicAnimation {
                    if a is DefaultPropertyAnimation {
                        a.fromValue = storedProperty
                        a.toValue = property
                    }
                    add(a, forKey: "animateProperty")
                }
            } else {
                let a = BasicAnimation(keyPath: "property")
                a.fromValue = storedProperty
                a.toValue = property
                add(a, forKey: "animateProperty")
            }
            storedProperty = property
        }

        override class func defaultAction(forKey key: String) -> Action? {
            if key == "property" { return DefaultPropertyAnimation(keyPath: "property") }
            return super.defaultAction(forKey: key)
        }

        override func value(forKey key: String) -> Any? {
            key == "property" ? storedProperty : super.value(forKey: key)
        }

        override func setValue(_ value: Any?, forKey key: String) {
            if key == "property", let number = value as? Double { property = number } else { super.setValue(value, forKey: key) }
        }
    }

    final class ActionAwareLayer: MyLayer {
        override class var usesActions: Bool { true }
    }

    /// Sets 50 at t = 0, samples at 0.1, overrides with 0 at 0.125, samples at 0.2 and 0.5.
    private func run<L: Layer>(_ layer: L, read: @escaping (L) -> Double, write: @escaping (L, Double) -> Void) -> [Double] {
        let timeline = Timeline()
        timeline.perform { write(layer, 50) }
        var samples = [read(timeline.presentation(of: layer, at: 0.1))]
        let beforeOverride = read(timeline.presentation(of: layer, at: 0.125))
        timeline.perform { write(layer, 0) }
        samples.append(beforeOverride)
        samples.append(timeline.perform { read(layer.presentation()!) })
        samples.append(read(timeline.presentation(of: layer, at: 0.2)))
        samples.append(read(timeline.presentation(of: layer, at: 0.5)))
        samples.append(read(layer))
        return samples
    }

    private func assertSeedShape(_ s: [Double], curve: (Double) -> Double, file: StaticString = #filePath, line: UInt = #line) {
        let mid = 10 + 40 * curve(0.5)
        let expected = [10 + 40 * curve(0.4), mid, mid, mid * (1 - curve(0.3)), 0, 0]
        for (index, (actual, wanted)) in zip(s, expected).enumerated() {
            XCTAssertEqual(actual, wanted, accuracy: 1e-9, "sample \(index)", file: file, line: line)
        }
    }

    func testOneLineProperty() {
        let samples = run(OneLineLayer(), read: { $0.property }, write: { $0.property = $1 })
        assertSeedShape(samples) { $0 }
    }

    func testSeedsFirstSetter() {
        let samples = run(MyLayer(), read: { $0.property }, write: { $0.property = $1 })
        assertSeedShape(samples) { $0 }
    }

    func testSeedsFinalSetterWithDefaultActionAndInitWithLayer() {
        let samples = run(ActionAwareLayer(), read: { $0.property }, write: { $0.property = $1 })
        assertSeedShape(samples) { $0 }
    }

    func testOnlyTheActionAwareFormsCanBeOverridden() {
        // "The animation is working, but it cannot be overridden": the first setter ignores
        // disableActions; the final one and the one-line property honour it.
        func animates(_ layer: Layer, _ write: @escaping () -> Void) -> Bool {
            let timeline = Timeline()
            timeline.perform {
                Transaction.setDisableActions(true)
                write()
            }
            return !layer.animationKeys().isEmpty
        }
        let first = MyLayer(), final = ActionAwareLayer(), oneLine = OneLineLayer()
        XCTAssertTrue(animates(first) { first.property = 50 })
        XCTAssertFalse(animates(final) { final.property = 50 })
        XCTAssertFalse(animates(oneLine) { oneLine.property = 50 })
        XCTAssertEqual(final.property, 50)

        let custom = ActionAwareLayer()
        let slow = BasicAnimation(keyPath: "property")
        slow.fromValue = 0.0
        slow.toValue = 100.0
        slow.duration = 4
        custom.actions = ["property": slow]
        let timeline = Timeline()
        timeline.perform { custom.property = 50 }
        XCTAssertEqual(timeline.presentation(of: custom, at: 1).property, 25, accuracy: 1e-9,
                       "an actions entry overrides the class default, used as given")
    }
}
