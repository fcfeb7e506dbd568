import XCTest
@testable import MotionCore

/// References: the CSS Easing Functions Level 1 `cubic-bezier()` definition and WebKit/Chromium's
/// `UnitBezier` (x(s), y(s) are the Bézier polynomials with P0 = (0, 0), P3 = (1, 1); the output for
/// input x is y(s) where x(s) = x). Reference points are produced by sampling the curve
/// parametrically, independently of the solver under test.
final class TimingFunctionTests: XCTestCase {
    /// One coordinate of the cubic Bézier, written in Bernstein form (not the solver's polynomial form).
    private func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private func assertMatchesParametricSamples(_ c: (Double, Double, Double, Double),
                                                file: StaticString = #filePath, line: UInt = #line) {
        let f = TimingFunction(controlPoints: c.0, c.1, c.2, c.3)
        for i in 0...2000 {
            let s = Double(i) / 2000
            let x = bernstein(s, c.0, c.2), y = bernstein(s, c.1, c.3)
            XCTAssertEqual(f.value(at: x), y, accuracy: 1e-6, "cubic-bezier\(c) at s = \(s)", file: file, line: line)
        }
    }

    func testCSSNamedCurvesMatchParametricSamples() {
        assertMatchesParametricSamples((0.25, 0.1, 0.25, 1))   // CSS ease / CA default
        assertMatchesParametricSamples((0.42, 0, 1, 1))        // ease-in
        assertMatchesParametricSamples((0, 0, 0.58, 1))        // ease-out
        assertMatchesParametricSamples((0.42, 0, 0.58, 1))     // ease-in-out
        assertMatchesParametricSamples((0.17, 0.67, 0.76, 1))  // seed 003's UICubicTimingParameters
    }

    func testOvershootingCurveLeavesUnitInterval() {
        // easeInOutBack from easings.net: y goes below 0 and above 1.
        assertMatchesParametricSamples((0.68, -0.55, 0.27, 1.55))
        let f = TimingFunction(controlPoints: 0.68, -0.55, 0.27, 1.55)
        let values = stride(from: 0.0, through: 1.0, by: 0.01).map(f.value(at:))
        XCTAssertLessThan(values.min()!, -0.05)
        XCTAssertGreaterThan(values.max()!, 1.05)
    }

    func testNamedConstantsHaveCoreAnimationControlPoints() {
        XCTAssertEqual(TimingFunction.default, TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1))
        XCTAssertEqual(TimingFunction.easeIn, TimingFunction(controlPoints: 0.42, 0, 1, 1))
        XCTAssertEqual(TimingFunction.easeOut, TimingFunction(controlPoints: 0, 0, 0.58, 1))
        XCTAssertEqual(TimingFunction.easeInEaseOut, TimingFunction(controlPoints: 0.42, 0, 0.58, 1))
    }

    func testLinearIsIdentity() {
        for i in 0...100 {
            let x = Double(i) / 100
            XCTAssertEqual(TimingFunction.linear.value(at: x), x, accuracy: 1e-7)
        }
    }

    func testSolverFindsXToWithin1e7() {
        // With c1y = c1x and c2y = c2x, y(s) = x(s), so value(at: x) = x(s*) and its distance from x
        // is exactly the solver's residual in x.
        let f = TimingFunction(controlPoints: 0.8, 0.8, 0.1, 0.1)
        for i in 0...1000 {
            let x = Double(i) / 1000
            XCTAssertEqual(f.value(at: x), x, accuracy: 1e-7)
        }
    }

    func testNamedCurvesAreMonotonic() {
        for f in [TimingFunction.default, .linear, .easeIn, .easeOut, .easeInEaseOut] {
            var previous = f.value(at: 0)
            for i in 1...5000 {
                let v = f.value(at: Double(i) / 5000)
                XCTAssertGreaterThanOrEqual(v, previous - 1e-12, "\(f) at \(Double(i) / 5000)")
                previous = v
            }
        }
    }

    func testEndpointsAreExactAndOutsideIsClamped() {
        for f in [TimingFunction.default, .easeIn, TimingFunction(controlPoints: 0.68, -0.55, 0.27, 1.55)] {
            XCTAssertEqual(f.value(at: 0), 0)
            XCTAssertEqual(f.value(at: 1), 1)
            XCTAssertEqual(f.value(at: -3), 0)
            XCTAssertEqual(f.value(at: 7), 1)
            XCTAssertEqual(f.value(at: .infinity), 1)
            XCTAssertEqual(f.value(at: -.infinity), 0)
        }
    }

    func testNaNGivesZeroWithoutHanging() {
        XCTAssertEqual(TimingFunction.default.value(at: .nan), 0)
        XCTAssertEqual(TimingFunction.default.slope(at: .nan), 0)
    }

    func testControlPointXIsClampedToUnitInterval() {
        let f = TimingFunction(controlPoints: -0.5, 0.2, 1.5, 0.8)
        XCTAssertEqual(f.controlPoint1, Point(x: 0, y: 0.2))
        XCTAssertEqual(f.controlPoint2, Point(x: 1, y: 0.8))
    }

    func testSlopeMatchesParametricDerivative() {
        // dy/dx = y'(s) / x'(s); compare with a central difference of the parametric samples.
        let c = (0.25, 0.1, 0.25, 1.0)
        let f = TimingFunction(controlPoints: c.0, c.1, c.2, c.3)
        for s in stride(from: 0.05, through: 0.95, by: 0.05) {
            let h = 1e-6
            let dx = bernstein(s + h, c.0, c.2) - bernstein(s - h, c.0, c.2)
            let dy = bernstein(s + h, c.1, c.3) - bernstein(s - h, c.1, c.3)
            XCTAssertEqual(f.slope(at: bernstein(s, c.0, c.2)), dy / dx, accuracy: 1e-5)
        }
        // At progress 0 the tangent points at the first control point: slope c1y / c1x.
        XCTAssertEqual(TimingFunction.linear.slope(at: 0.3), 1, accuracy: 1e-9)
        XCTAssertEqual(TimingFunction.default.slope(at: 0), 0.1 / 0.25, accuracy: 1e-9)
    }

    /// The memo a presentation pass solves curves through gives exactly the curve's values,
    /// whether it remembers the answer or has had to forget it (more curves than entries).
    func testEasingMemoGivesExactlyTheCurvesValues() {
        var memo = EasingMemo()
        let curves: [TimingFunction] = [.default, .easeIn, .easeOut, .easeInEaseOut, .linear,
                                        TimingFunction(controlPoints: 0.3, -0.4, 0.6, 1.5)]
        let progresses = [0.0, 0.1, 0.37, 0.5, 0.999, 1.0]
        var state: UInt64 = 0x2545F4914F6CDD1D
        for step in 0..<500 {
            // xorshift: a fixed, seeded sequence that revisits pairs both soon and late.
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            let curve = curves[Int(state % UInt64(curves.count))]
            let progress = progresses[Int((state >> 8) % UInt64(progresses.count))]
            XCTAssertEqual(memo.value(of: curve, at: progress).bitPattern, curve.value(at: progress).bitPattern,
                           "step \(step): \(curve) at \(progress)")
        }
    }
}
