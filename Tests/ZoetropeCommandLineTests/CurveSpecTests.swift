import XCTest
import Zoetrope
@testable import ZoetropeCommandLine

final class CurveSpecTests: XCTestCase {
    func testNamedCurvesAreCoreAnimationsFunctionsAndCaseInsensitive() throws {
        XCTAssertEqual(try CurveSpec.parse("linear"), .cubic(label: "linear", .linear))
        XCTAssertEqual(try CurveSpec.parse("easeIn"), .cubic(label: "easeIn", TimingFunction(controlPoints: 0.42, 0, 1, 1)))
        XCTAssertEqual(try CurveSpec.parse("EASEOUT"), .cubic(label: "easeOut", TimingFunction(controlPoints: 0, 0, 0.58, 1)))
        XCTAssertEqual(try CurveSpec.parse(" easeInEaseOut "), .cubic(label: "easeInEaseOut", .easeInEaseOut))
        XCTAssertEqual(try CurveSpec.parse("default"), .cubic(label: "default", TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)))
    }

    func testCubicTakesFourNumbersWithXInTheUnitInterval() throws {
        XCTAssertEqual(try CurveSpec.parse("cubic(0.17, 0.67, 0.76, 1.0)"),
                       .cubic(label: "cubic(0.17,0.67,0.76,1)", TimingFunction(controlPoints: 0.17, 0.67, 0.76, 1)))
        XCTAssertEqual(try CurveSpec.parse("cubic(0.3,-0.5,0.7,1.5)").label, "cubic(0.3,-0.5,0.7,1.5)", "y may overshoot")
        for bad in ["cubic(0.1,0.2,0.3)", "cubic(1.2,0,0.5,1)", "cubic(0,0,-0.1,1)", "cubic(a,b,c,d)", "cubic(0,0,1,nan)"] {
            XCTAssertThrowsError(try CurveSpec.parse(bad), bad) { error in
                XCTAssertTrue("\(error)".hasPrefix("invalid curve '\(bad)'"), "\(error)")
            }
        }
    }

    func testSpringForms() throws {
        XCTAssertEqual(try CurveSpec.parse("spring(mass=2,stiffness=50,damping=4)"),
                       .spring(label: "spring(mass=2, stiffness=50, damping=4)",
                               SpringTimingParameters(mass: 2, stiffness: 50, damping: 4)))
        XCTAssertEqual(try CurveSpec.parse("spring(damping=5)"),
                       .spring(label: "spring(damping=5)", SpringTimingParameters(mass: 1, stiffness: 100, damping: 5)),
                       "left-out coefficients are CASpringAnimation's defaults")
        XCTAssertEqual(try CurveSpec.parse("spring()"), .spring(label: "spring()", SpringTimingParameters(mass: 1, stiffness: 100, damping: 10)))
        XCTAssertEqual(try CurveSpec.parse("spring(damping=10, velocity=2)"),
                       .spring(label: "spring(damping=10, velocity=2)",
                               SpringTimingParameters(damping: 10, initialVelocity: Vector(dx: 2, dy: 0))))
        // SwiftUI's Spring(duration: 0.5, bounce: 0.3): k = (2π/0.5)², c = 4π·0.7/0.5.
        guard case .spring(_, let perceptual) = try CurveSpec.parse("spring(duration=0.5,bounce=0.3)") else {
            return XCTFail("not a spring")
        }
        XCTAssertEqual(perceptual.mass, 1)
        XCTAssertEqual(perceptual.stiffness, pow(2 * Double.pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(perceptual.damping, 4 * Double.pi * 0.7 / 0.5, accuracy: 1e-9)
        guard case .spring(_, let ratio) = try CurveSpec.parse("spring(dampingRatio=0.5,response=0.4)") else {
            return XCTFail("not a spring")
        }
        XCTAssertEqual(ratio.dampingRatio, 0.5, accuracy: 1e-12)
        XCTAssertEqual(ratio.response, 0.4, accuracy: 1e-12)
    }

    func testBadSpringsNameTheProblem() {
        let cases = [
            "spring(mass=0)": "mass must be",
            "spring(damping=-1)": "damping must be",
            "spring(mass=1,bounce=0.2)": "use mass/stiffness/damping",
            "spring(bounce=0.2)": "use mass/stiffness/damping",
            "spring(duration=0.5,bounce=1)": "bounce in (-1, 1)",
            "spring(mass=1,mass=2)": "given twice",
            "spring(mass)": "not key=number",
            "spring(mass=inf)": "not key=number",
        ]
        for (text, reason) in cases {
            XCTAssertThrowsError(try CurveSpec.parse(text), text) { error in
                XCTAssertTrue("\(error)".contains(reason), "\(text): \(error)")
            }
        }
    }

    func testUnknownNamesListTheValidForms() {
        for bad in ["bogus", "ease-in", "bezier(0,0,1,1)", "spring(", ""] {
            XCTAssertThrowsError(try CurveSpec.parse(bad), bad) { error in
                XCTAssertEqual(error as? CurveSpecError, .unknown(bad))
                XCTAssertTrue("\(error)".contains("easeInEaseOut"))
                XCTAssertTrue("\(error)".contains("spring(duration=0.5,bounce=0.3)"))
            }
        }
    }

    func testCubicCurvesRunOverTheDurationAndSpringsOnTheirOwnClock() throws {
        let linear = try CurveSpec.parse("linear")
        XCTAssertEqual(linear.value(at: 0.5, duration: 2), 0.25, accuracy: 1e-6, "to the solver's 1e-7")
        XCTAssertEqual(linear.value(at: 3, duration: 2), 1)
        XCTAssertNil(linear.settlingDuration)
        // Critically damped (ζ = 1, ω₀ = 10): x(t) = 1 − (1 + ω₀t)·e^(−ω₀t).
        let spring = try CurveSpec.parse("spring(mass=1,stiffness=100,damping=20)")
        for time in [0.05, 0.1, 0.3] {
            XCTAssertEqual(spring.value(at: time, duration: 99), 1 - (1 + 10 * time) * exp(-10 * time), accuracy: 1e-9)
        }
        XCTAssertNotNil(spring.settlingDuration)
    }
}
