import XCTest
@testable import MotionCore

final class SpringTimingParametersTests: XCTestCase {
    /// Integrates m·x'' + c·x' + k·(x − 1) = 0, x(0) = 0, x'(0) = v0 with classical RK4 and returns
    /// (x, x') at each multiple of `sampleEvery` seconds up to `end`.
    private func integrate(_ p: SpringTimingParameters, end: Double, step: Double = 1e-4,
                           sampleEvery: Double = 0.05) -> [(t: Double, x: Double, v: Double)] {
        func acceleration(_ x: Double, _ v: Double) -> Double { (-p.damping * v - p.stiffness * (x - 1)) / p.mass }
        var x = 0.0, v = p.initialVelocity.dx
        var samples = [(t: 0.0, x: x, v: v)]
        let stepsPerSample = Int((sampleEvery / step).rounded())
        let sampleCount = Int((end / sampleEvery).rounded())
        for sample in 1...sampleCount {
            for _ in 0..<stepsPerSample {
                let k1x = v, k1v = acceleration(x, v)
                let k2x = v + step / 2 * k1v, k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
                let k3x = v + step / 2 * k2v, k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
                let k4x = v + step * k3v, k4v = acceleration(x + step * k3x, v + step * k3v)
                x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            }
            samples.append((t: Double(sample) * sampleEvery, x: x, v: v))
        }
        return samples
    }

    private func assertMatchesIntegration(_ p: SpringTimingParameters, end: Double, step: Double = 1e-4,
                                          file: StaticString = #filePath, line: UInt = #line) {
        for s in integrate(p, end: end, step: step) {
            XCTAssertEqual(p.value(at: s.t), s.x, accuracy: 1e-8, "\(p) x at t = \(s.t)", file: file, line: line)
            XCTAssertEqual(p.velocity(at: s.t), s.v, accuracy: 1e-7, "\(p) v at t = \(s.t)", file: file, line: line)
        }
    }

    func testUnderdampedMatchesNumericalIntegration() {
        assertMatchesIntegration(SpringTimingParameters(mass: 1, stiffness: 100, damping: 10), end: 3)
        assertMatchesIntegration(SpringTimingParameters(mass: 2, stiffness: 300, damping: 4, initialVelocity: Vector(dx: -3, dy: 9)), end: 3)
    }

    func testCriticallyDampedMatchesNumericalIntegration() {
        assertMatchesIntegration(SpringTimingParameters(mass: 1, stiffness: 100, damping: 20), end: 3)
        assertMatchesIntegration(SpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: Vector(dx: 5, dy: 0)), end: 3)
    }

    func testOverdampedMatchesNumericalIntegrationNotCriticalClamp() {
        let p = SpringTimingParameters(mass: 1, stiffness: 100, damping: 50, initialVelocity: Vector(dx: 2, dy: 0))
        assertMatchesIntegration(p, end: 3)
        // Physically over-damped motion is slower than critical damping at the same stiffness.
        let critical = SpringTimingParameters(mass: 1, stiffness: 100, damping: 20)
        XCTAssertLessThan(SpringTimingParameters(mass: 1, stiffness: 100, damping: 50).value(at: 0.3), critical.value(at: 0.3) - 0.1)
    }

    func testCityGuideSpringFromSeed003() {
        // UISpringTimingParameters(mass: 1, stiffness: 2, damping: 0.2) from seed 003: ζ ≈ 0.0707.
        let p = SpringTimingParameters(mass: 1, stiffness: 2, damping: 0.2)
        assertMatchesIntegration(p, end: 10, step: 1e-3)
        // Envelope rule: ln((1 + ζ/√(1−ζ²)) / 0.001) / (c / 2m).
        let zeta = 0.2 / (2 * 2.0.squareRoot())
        XCTAssertEqual(p.settlingDuration, log((1 + zeta / (1 - zeta * zeta).squareRoot()) / 0.001) / 0.1, accuracy: 1e-9)
        XCTAssertGreaterThan(p.settlingDuration, 60)
        XCTAssertLessThan(p.settlingDuration, 75)
    }

    func testVelocityMatchesFiniteDifferences() {
        let springs = [SpringTimingParameters(mass: 1, stiffness: 100, damping: 5),
                       SpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: Vector(dx: -4, dy: 0)),
                       SpringTimingParameters(mass: 3, stiffness: 100, damping: 80, initialVelocity: Vector(dx: 1, dy: 0))]
        let h = 1e-6
        for p in springs {
            for t in stride(from: 0.01, through: 2, by: 0.07) {
                let difference = (p.value(at: t + h) - p.value(at: t - h)) / (2 * h)
                XCTAssertEqual(p.velocity(at: t), difference, accuracy: 1e-6, "\(p) at \(t)")
            }
            XCTAssertEqual(p.velocity(at: 0), p.initialVelocity.dx, accuracy: 1e-12)
        }
    }

    func testSettlingDurationAgainstAppleDocumentation() {
        // CASpringAnimation.settlingDuration docs: damping 5 → "approximately 2.85 seconds",
        // damping 15 → "just over 1 second" (mass 1, stiffness 100 defaults).
        XCTAssertEqual(SpringTimingParameters(mass: 1, stiffness: 100, damping: 5).settlingDuration, 2.85, accuracy: 0.02)
        let d15 = SpringTimingParameters(mass: 1, stiffness: 100, damping: 15).settlingDuration
        XCTAssertGreaterThan(d15, 1)
        XCTAssertLessThan(d15, 1.1)
    }

    func testMotionStaysSettledAfterSettlingDuration() {
        let springs = [SpringTimingParameters(mass: 1, stiffness: 100, damping: 5),
                       SpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: Vector(dx: 30, dy: 0)),
                       SpringTimingParameters(mass: 1, stiffness: 100, damping: 60, initialVelocity: Vector(dx: -10, dy: 0))]
        for p in springs {
            let settle = p.settlingDuration
            XCTAssertTrue(settle.isFinite && settle > 0, "\(p)")
            for i in 0...2000 {
                let t = settle + Double(i) * 0.005
                XCTAssertLessThan(abs(1 - p.value(at: t)), 0.001, "\(p) at \(t)")
            }
            // The bound is tight to within the envelope: the motion is not settled long before.
            XCTAssertGreaterThan(abs(1 - p.value(at: settle * 0.5)), 0.001, "\(p)")
        }
    }

    func testCriticalAndOverdampedSettlingDurationSolveTheBound() {
        // Critical, v0 = 0: bound (1 + ω t)·e^(−ω t) = 0.001 at ω t ≈ 9.233 (root of (1+u)e^(−u) = 1e-3).
        let u = 9.23341
        XCTAssertEqual((1 + u) * exp(-u), 0.001, accuracy: 1e-7)
        XCTAssertEqual(SpringTimingParameters(mass: 1, stiffness: 100, damping: 20).settlingDuration, u / 10, accuracy: 1e-5)
        // Over-damped: the bound equals |d| since both terms have one sign; check |d(T)| = 0.001.
        let p = SpringTimingParameters(mass: 1, stiffness: 100, damping: 50)
        XCTAssertEqual(abs(1 - p.value(at: p.settlingDuration)), 0.001, accuracy: 1e-9)
    }

    func testSettlingDurationIsContinuousAcrossCriticalDamping() {
        let critical = SpringTimingParameters(mass: 1, stiffness: 100, damping: 20).settlingDuration
        for damping in [19.99, 19.9999, 19.9999999, 20.0000001, 20.0001, 20.01] {
            let p = SpringTimingParameters(mass: 1, stiffness: 100, damping: damping, initialVelocity: .zero)
            XCTAssertEqual(p.settlingDuration, critical, accuracy: critical * 0.01, "damping \(damping)")
            XCTAssertLessThan(abs(1 - p.value(at: p.settlingDuration)), 0.001)
        }
    }

    func testUndampedSpringSettlingIsCappedNotInfinite() {
        let p = SpringTimingParameters(mass: 1, stiffness: 100, damping: 0)
        XCTAssertEqual(p.settlingDuration, SpringTimingParameters.maximumSettlingDuration)
        XCTAssertEqual(p.value(at: Double.pi / 10), 2, accuracy: 1e-12) // half a period: full overshoot
    }

    func testDurationBounceInitializerUsesSwiftUIRelations() {
        let p = SpringTimingParameters(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(p.mass, 1)
        XCTAssertEqual(p.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(p.damping, 4 * .pi * 0.7 / 0.5, accuracy: 1e-9)
        XCTAssertEqual(p.dampingRatio, 0.7, accuracy: 1e-12)
        XCTAssertEqual(p.response, 0.5, accuracy: 1e-12)
        XCTAssertEqual(SpringTimingParameters(duration: 0.5, bounce: -0.5).dampingRatio, 2, accuracy: 1e-12)
        XCTAssertEqual(SpringTimingParameters(duration: 0.5).dampingRatio, 1, accuracy: 1e-12)
    }

    func testDampingRatioInitializerUsesDocumentedResponse() {
        let p = SpringTimingParameters(dampingRatio: 0.6, initialVelocity: Vector(dx: 2, dy: 0))
        XCTAssertEqual(p.mass, 1)
        XCTAssertEqual(p.stiffness, 100, accuracy: 1e-9)
        XCTAssertEqual(p.damping, 12, accuracy: 1e-9)
        XCTAssertEqual(p.initialVelocity.dx, 2)
    }

    func testFittingToASettlingDuration() {
        for ratio in [0.3, 0.7, 1.0, 1.8] {
            for velocity in [0.0, 2.5, -1.0] {
                let p = SpringTimingParameters(dampingRatio: ratio, settlingDuration: 0.8, initialVelocity: Vector(dx: velocity, dy: 0))
                XCTAssertEqual(p.settlingDuration, 0.8, accuracy: 1e-6, "ζ \(ratio), v \(velocity)")
                XCTAssertEqual(p.dampingRatio, ratio, accuracy: 1e-12)
                XCTAssertEqual(p.mass, 1)
            }
        }
        XCTAssertFalse(SpringTimingParameters(dampingRatio: 0.5, settlingDuration: -1).isValid)
        XCTAssertEqual(SpringTimingParameters(dampingRatio: 0, settlingDuration: 2).response, 2, accuracy: 1e-12)
    }

    /// Left out, the coefficients are CASpringAnimation's (mass 1, stiffness 100, damping 10).
    func testDefaultsAreCoreAnimations() {
        let p = SpringTimingParameters(mass: 1)
        XCTAssertEqual([p.mass, p.stiffness, p.damping], [1, 100, 10])
        XCTAssertEqual(p.dampingRatio, 0.5, accuracy: 1e-12)
        XCTAssertFalse(p.takesAnimatorDuration)
    }

    /// UISpringTimingParameters(): "sets the initial velocity … to 0.0 and sets the damping ratio
    /// to 4.56" (UIKit reference) — mass 3, stiffness 1000, damping 500: 500 / (2·√3000) = 4.564.
    func testNoArgumentInitIsUIKitsDefault() {
        let p = SpringTimingParameters()
        XCTAssertEqual([p.mass, p.stiffness, p.damping], [3, 1000, 500])
        XCTAssertEqual(p.dampingRatio, 500 / (2 * 3000.0.squareRoot()), accuracy: 1e-12)
        XCTAssertEqual(p.initialVelocity, .zero)
        XCTAssertTrue(p.takesAnimatorDuration)
    }

    func testInvalidParametersThrowClearErrorsAndDoNotCrash() {
        let bad: [(SpringTimingParameters, String)] = [
            (SpringTimingParameters(mass: 0), "mass"), (SpringTimingParameters(mass: .nan), "mass"),
            (SpringTimingParameters(stiffness: -1), "stiffness"), (SpringTimingParameters(damping: -0.1), "damping"),
            (SpringTimingParameters(damping: .infinity), "damping"),
            (SpringTimingParameters(initialVelocity: Vector(dx: .nan, dy: 0)), "initialVelocity.dx"),
            (SpringTimingParameters(duration: 0), "stiffness"),
        ]
        for (p, name) in bad {
            XCTAssertThrowsError(try p.validate(), "\(p)") { error in
                XCTAssertTrue("\(error)".contains(name), "\(error)")
            }
            XCTAssertFalse(p.isValid)
            XCTAssertEqual(p.value(at: 0), 0)
            XCTAssertEqual(p.value(at: 0.1), 1)
            XCTAssertEqual(p.velocity(at: 0.1), 0)
            XCTAssertEqual(p.settlingDuration, 0)
        }
        XCTAssertThrowsError(try SpringTimingParameters(validatingMass: -1, stiffness: 100, damping: 10))
        XCTAssertNoThrow(try SpringTimingParameters(validatingMass: 1, stiffness: 100, damping: 0))
    }

    func testOutOfRangeTimes() {
        let p = SpringTimingParameters()
        XCTAssertEqual(p.value(at: -1), 0)
        XCTAssertEqual(p.value(at: .nan), 0)
        XCTAssertEqual(p.value(at: .infinity), 1)
        XCTAssertEqual(p.velocity(at: .infinity), 0)
    }
}
