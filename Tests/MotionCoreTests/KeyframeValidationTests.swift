import XCTest
@testable import MotionCore

/// Bad keyframe, spring and group settings are refused by validate(), reported through the
/// timeline by Layer.add, and never attached: the frame shows the model value, not garbage.
final class KeyframeValidationTests: XCTestCase {
    /// Adds `animation` and returns the reported messages; asserts nothing was attached.
    private func problems(adding animation: Animation, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform { layer.add(animation, forKey: "bad") }
        XCTAssertTrue(layer.animationKeys().isEmpty, "refused animation must not be attached", file: file, line: line)
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.1).opacity, 1, file: file, line: line)
        return timeline.takeProblems().map { "\($0)" }
    }

    private func assertRefused(_ animation: Animation, mentioning phrase: String, file: StaticString = #filePath, line: UInt = #line) {
        let messages = problems(adding: animation, file: file, line: line)
        XCTAssertEqual(messages.count, 1, file: file, line: line)
        XCTAssertTrue(messages.first?.contains(phrase) ?? false, "\(messages) should mention \(phrase)", file: file, line: line)
    }

    private func opacityKeyframes(_ values: [Any], keyTimes: [Double]? = nil) -> KeyframeAnimation {
        KeyframeAnimation(keyPath: "opacity", values: values, keyTimes: keyTimes)
    }

    func testMismatchedArrays() {
        assertRefused(opacityKeyframes([0.0, 1.0, 0.5], keyTimes: [0, 1]), mentioning: "2 keyTimes for 3 keyframes; there must be 3")
        let functions = opacityKeyframes([0.0, 1.0, 0.5])
        functions.timingFunctions = [.easeIn]
        assertRefused(functions, mentioning: "1 timingFunctions for 3 keyframes; there must be 2")
        let tension = opacityKeyframes([0.0, 1.0])
        tension.calculationMode = .cubic
        tension.tensionValues = [0, 0, 0]
        assertRefused(tension, mentioning: "3 tensionValues for 2 keyframes")
        let discrete = opacityKeyframes([0.0, 1.0], keyTimes: [0, 0.5, 0.7, 1])
        discrete.calculationMode = .discrete
        assertRefused(discrete, mentioning: "there must be 2 or 3")
    }

    func testBadKeyTimes() {
        assertRefused(opacityKeyframes([0.0, 1.0, 0.5], keyTimes: [0, 0.8, 0.4]), mentioning: "must not decrease")
        assertRefused(opacityKeyframes([0.0, 1.0], keyTimes: [0, 1.5]), mentioning: "[0, 1]")
        assertRefused(opacityKeyframes([0.0, 1.0], keyTimes: [0, .nan]), mentioning: "[0, 1]")
    }

    func testBadValues() {
        assertRefused(opacityKeyframes([0.0, Double.nan]), mentioning: "not finite")
        assertRefused(opacityKeyframes([0.0, Point(x: 1, y: 1)]), mentioning: "one type")
        assertRefused(opacityKeyframes([]), mentioning: "needs values or a path")
        assertRefused(KeyframeAnimation(keyPath: "opacity"), mentioning: "needs values or a path")
    }

    func testBadPaths() {
        let noMove = KeyframeAnimation(keyPath: "position")
        noMove.path = Path(elements: [.line(to: Point(x: 1, y: 1))])
        assertRefused(noMove, mentioning: "must start with move(to:)")
        let infinite = KeyframeAnimation(keyPath: "position")
        infinite.path = Path(elements: [.move(to: .zero), .line(to: Point(x: .infinity, y: 0))])
        assertRefused(infinite, mentioning: "non-finite point")
        let badControl = KeyframeAnimation(keyPath: "position")
        badControl.path = Path(elements: [.move(to: .zero), .curve(to: Point(x: 1, y: 1), control1: Point(x: .nan, y: 0), control2: .zero)])
        assertRefused(badControl, mentioning: "non-finite point")
    }

    func testNonFinitePathValuesOfBasicAnimations() {
        let morph = BasicAnimation(keyPath: "path")
        morph.toValue = Path(elements: [.move(to: .zero), .quadCurve(to: Point(x: 1, y: 1), control: Point(x: 0, y: .infinity))])
        assertRefused(morph, mentioning: "non-finite value")
    }

    func testBadTiming() {
        let animation = opacityKeyframes([0.0, 1.0])
        animation.duration = .infinity
        assertRefused(animation, mentioning: "duration is inf")
    }

    func testBadSprings() {
        for (configure, parameter) in [({ (s: SpringAnimation) in s.mass = -1 }, "mass"),
                                       ({ $0.stiffness = 0 }, "stiffness"),
                                       ({ $0.damping = .nan }, "damping"),
                                       ({ $0.initialVelocity = .infinity }, "initialVelocity")] {
            let spring = SpringAnimation(keyPath: "opacity")
            spring.toValue = 0.0
            configure(spring)
            assertRefused(spring, mentioning: parameter)
        }
    }

    func testGroupReportsItsBadChild() {
        let group = AnimationGroup(animations: [BasicAnimation(keyPath: "opacity"), opacityKeyframes([0.0, 1.0], keyTimes: [0])],
                                   duration: 1)
        assertRefused(group, mentioning: "group animation 1: opacity: 1 keyTimes")
    }

    func testValidSettingsPass() {
        let discrete = opacityKeyframes([0.0, 1.0], keyTimes: [0, 0.5, 1])
        discrete.calculationMode = .discrete
        XCTAssertNoThrow(try discrete.validate())
        let spring = SpringAnimation(keyPath: "opacity")
        spring.damping = 0
        XCTAssertNoThrow(try spring.validate())
    }
}
