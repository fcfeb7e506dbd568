import XCTest
@testable import MotionCore

final class TimingCurveProviderTests: XCTestCase {
    func testAnimationCurvesUseCoreAnimationControlPoints() {
        XCTAssertEqual(CubicTimingParameters(animationCurve: .easeInOut).timingFunction, TimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        XCTAssertEqual(CubicTimingParameters(animationCurve: .easeIn).timingFunction, TimingFunction(controlPoints: 0.42, 0, 1, 1))
        XCTAssertEqual(CubicTimingParameters(animationCurve: .easeOut).timingFunction, TimingFunction(controlPoints: 0, 0, 0.58, 1))
        XCTAssertEqual(CubicTimingParameters(animationCurve: .linear).timingFunction, TimingFunction(controlPoints: 0, 0, 1, 1))
    }

    func testDefaultIsEaseInOutLikeUIKit() {
        let p = CubicTimingParameters()
        XCTAssertEqual(p.animationCurve, .easeInOut)
        XCTAssertEqual(p.timingCurveType, .builtin)
    }

    func testCustomControlPointsFromSeed003() {
        let p = CubicTimingParameters(controlPoint1: Point(x: 0.17, y: 0.67), controlPoint2: Point(x: 0.76, y: 1))
        XCTAssertEqual(p.controlPoint1, Point(x: 0.17, y: 0.67))
        XCTAssertEqual(p.controlPoint2, Point(x: 0.76, y: 1))
        XCTAssertNil(p.animationCurve)
        XCTAssertEqual(p.timingCurveType, .cubic)
        // Parametric point at s = 0.5: x = 0.375·0.17 + 0.375·0.76 + 0.125, y = 0.375·0.67 + 0.375 + 0.125.
        XCTAssertEqual(p.value(at: 0.375 * 0.93 + 0.125), 0.375 * 1.67 + 0.125, accuracy: 1e-6)
    }

    func testProvidersExposeTheirParameters() {
        let providers: [any TimingCurveProvider] = [CubicTimingParameters(animationCurve: .linear),
                                                    SpringTimingParameters(mass: 1, stiffness: 2, damping: 0.2)]
        XCTAssertNotNil(providers[0].cubicTimingParameters)
        XCTAssertNil(providers[0].springTimingParameters)
        XCTAssertEqual(providers[1].timingCurveType, .spring)
        XCTAssertEqual(providers[1].springTimingParameters?.stiffness, 2)
        XCTAssertNil(providers[1].cubicTimingParameters)
    }

    func testNonFiniteControlPointsFailValidation() {
        let p = CubicTimingParameters(controlPoint1: Point(x: 0.2, y: .nan), controlPoint2: Point(x: 0.5, y: 1))
        XCTAssertThrowsError(try p.validate()) { XCTAssertTrue("\($0)".contains("controlPoint1"), "\($0)") }
        XCTAssertNoThrow(try CubicTimingParameters().validate())
    }
}
