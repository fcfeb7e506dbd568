import XCTest
import ZoetropeUIKit

/// Core Animation names written the way iOS code writes them, each checked against what Apple
/// documents: the CATransform3D functions by their matrix definitions, the type names by the
/// values their documentation lists.
final class IOSCoreAnimationNamesTests: XCTestCase {
    private func assertEqual(_ a: CATransform3D, _ b: CATransform3D, file: StaticString = #filePath, line: UInt = #line) {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        for (u, v) in zip(x, y) { XCTAssertEqual(u, v, accuracy: 1e-12, file: file, line: line) }
    }

    /// A transform concatenated with its inverse is the identity.
    func testInvertTimesTransformIsIdentity() {
        var t = CATransform3DMakeRotation(.pi / 5, 1, 2, 3)
        t = CATransform3DTranslate(t, 10, -4, 7)
        t = CATransform3DScale(t, 2, 0.5, 3)
        t.m34 = -1.0 / 500
        let inverse = CATransform3DInvert(t)
        assertEqual(CATransform3DConcat(t, inverse), CATransform3DIdentity)
        assertEqual(CATransform3DConcat(inverse, t), CATransform3DIdentity)
    }

    /// Apple: "If the transform has no inverse, returns the original matrix."
    func testInvertOfASingularTransformIsTheTransform() {
        let singular = CATransform3DMakeScale(2, 0, 1)
        XCTAssertEqual(CATransform3DInvert(singular), singular)
    }

    func testEqualToTransform() {
        XCTAssertTrue(CATransform3DEqualToTransform(CATransform3DIdentity, CATransform3DMakeScale(1, 1, 1)))
        XCTAssertFalse(CATransform3DEqualToTransform(CATransform3DIdentity, CATransform3DMakeTranslation(0, 0, 1)))
    }

    /// A rotation about z keeps z and has no perspective; a perspective or an x rotation does not.
    func testIsAffine() {
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DIdentity))
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeRotation(.pi / 3, 0, 0, 1)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeRotation(.pi / 3, 1, 0, 0)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 5)))
    }

    /// The affine transform is (m11, m12, m21, m22, m41, m42).
    func testGetAffineTransform() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)), affine)
        let a: CGAffineTransform = CATransform3DGetAffineTransform(CATransform3DMakeTranslation(7, 8, 9))
        XCTAssertEqual(a, CGAffineTransform(translationX: 7, y: 8))
    }

    /// `CATransform3D()` is the C struct zero-initialized: every entry 0, not the identity.
    func testZeroInitializer() {
        let t = CATransform3D()
        for entry in [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44] {
            XCTAssertEqual(entry, 0)
        }
        XCTAssertFalse(CATransform3DIsIdentity(t))
    }

    /// CAShapeLayer's documented defaults: butt caps, miter joins, non-zero fill rule.
    func testShapeLayerEnumerationTypeNames() {
        let s = CAShapeLayer()
        XCTAssertEqual(s.lineCap, CAShapeLayerLineCap.butt)
        XCTAssertEqual(s.lineJoin, CAShapeLayerLineJoin.miter)
        XCTAssertEqual(s.fillRule, CAShapeLayerFillRule.nonZero)
        let c: CAShapeLayerLineCap = .round
        let j: CAShapeLayerLineJoin = .bevel
        let r: CAShapeLayerFillRule = .evenOdd
        s.lineCap = c
        s.lineJoin = j
        s.fillRule = r
        XCTAssertEqual(s.lineCap, .round)
        XCTAssertEqual(s.lineJoin, .bevel)
        XCTAssertEqual(s.fillRule, .evenOdd)
    }

    /// CAKeyframeAnimation's calculation mode defaults to linear.
    func testCalculationModeTypeName() {
        let a = CAKeyframeAnimation(keyPath: "position")
        XCTAssertEqual(a.calculationMode, CAAnimationCalculationMode.linear)
        let m: CAAnimationCalculationMode = .paced
        a.calculationMode = m
        XCTAssertEqual(a.calculationMode, .paced)
    }

    /// Layers and animations both adopt CAMediaTiming; speed defaults to 1, beginTime to 0.
    func testMediaTimingAsAProtocolType() {
        let timed: [CAMediaTiming] = [CALayer(), CABasicAnimation(keyPath: "opacity")]
        for t in timed {
            XCTAssertEqual(t.speed, 1)
            XCTAssertEqual(t.beginTime, 0)
            t.duration = 2
            XCTAssertEqual(t.duration, 2)
        }
    }

    /// Points 0 and 3 are (0, 0) and (1, 1); easeIn's control points are (0.42, 0) and (1, 1).
    func testGetControlPoint() {
        let f = CAMediaTimingFunction(name: .easeIn)
        var p: [Float] = [-1, -1]
        f.getControlPoint(at: 0, values: &p)
        XCTAssertEqual(p, [0, 0])
        f.getControlPoint(at: 1, values: &p)
        XCTAssertEqual(p, [0.42, 0])
        f.getControlPoint(at: 2, values: &p)
        XCTAssertEqual(p, [1, 1])
        f.getControlPoint(at: 3, values: &p)
        XCTAssertEqual(p, [1, 1])
        CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4).getControlPoint(at: 2, values: &p)
        XCTAssertEqual(p, [0.3, 0.4])
    }

    /// The built-in curves are `.builtin`, custom control points `.cubic`, springs `.spring`.
    func testTimingCurveTypeName() {
        let builtin: UITimingCurveProvider = UICubicTimingParameters()
        let t: UITimingCurveType = builtin.timingCurveType
        XCTAssertEqual(t, .builtin)
        let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.8, y: 1))
        XCTAssertEqual(cubic.timingCurveType, UITimingCurveType.cubic)
        XCTAssertEqual(UISpringTimingParameters(dampingRatio: 0.7).timingCurveType, .spring)
    }
}

/// UIView.AnimationOptions.transitionNone is UIKit's 0 << 20: it adds no transition bits.
final class IOSAnimationOptionsNamesTests: XCTestCase {
    func testTransitionNoneAddsNoTransition() {
        let o: UIView.AnimationOptions = [.transitionNone]
        XCTAssertEqual(o.rawValue, 0)
        XCTAssertEqual([.transitionNone, .curveLinear] as UIView.AnimationOptions, .curveLinear)
        XCTAssertNotEqual(UIView.AnimationOptions.transitionNone, .transitionCrossDissolve)
    }
}
