import XCTest
import ZoetropeUIKit

/// Values as iOS code gives them: boxed in NSValue, as `[NSNumber]`, as mixed Int and Double
/// literals, as the `Float`s iOS declares. Each goes where the unboxed value goes and means the
/// same (NSValue and NSNumber reference: the box holds the value; CALayer and CAMediaTiming
/// declare `opacity`, `shadowOpacity`, `speed` and `repeatCount` as Float).
final class IOSValueTypesTests: XCTestCase {
    /// Runs `body` on a timeline at time 0, then advances to `time` and returns the layer's
    /// presentation copy there.
    private func presentation<T: CALayer>(of layer: T, at time: Double, _ body: () -> Void) -> T {
        let timeline = Timeline()
        timeline.perform(body)
        timeline.advance(to: time)
        return timeline.perform { layer.presentation()! }
    }

    func testBoxesReadBackWhatTheyHold() {
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue, CGPoint(x: 3, y: 4))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue, CGSize(width: 5, height: 6))
        XCTAssertEqual(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue, CGRect(x: 1, y: 2, width: 3, height: 4))
        let transform = CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), 0.5, 0, 0, 1)
        XCTAssertEqual(NSValue(caTransform3D: transform).caTransform3DValue, transform)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(NSValue(cgAffineTransform: affine).cgAffineTransformValue, affine)
    }

    /// fromValue/toValue as NSValue(cgPoint:): linear from (0, 0) to (100, 50) over 1 s.
    func testBoxedPointsAnimatePosition() {
        let layer = CALayer()
        let copy = presentation(of: layer, at: 0.25) {
            let anim = CABasicAnimation(keyPath: "position")
            anim.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
            anim.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 50))
            anim.duration = 1
            anim.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(anim, forKey: "move")
        }
        XCTAssertEqual(copy.position.x, 25, accuracy: 1e-6)
        XCTAssertEqual(copy.position.y, 12.5, accuracy: 1e-6)
    }

    /// Keyframes of boxed sizes and rectangles, and a boxed affine transform for a 3-D transform.
    func testBoxedSizesRectsAndAffineTransformsAnimate() {
        let layer = CALayer()
        let copy = presentation(of: layer, at: 0.5) {
            let size = CAKeyframeAnimation(keyPath: "bounds.size")
            size.values = [NSValue(cgSize: CGSize(width: 10, height: 10)), NSValue(cgSize: CGSize(width: 30, height: 50))]
            size.duration = 1
            layer.add(size, forKey: "size")
            let shadow = CABasicAnimation(keyPath: "shadowOffset")
            shadow.toValue = NSValue(cgSize: CGSize(width: 4, height: 8))
            shadow.fromValue = NSValue(cgSize: .zero)
            shadow.duration = 1
            shadow.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(shadow, forKey: "shadow")
            let turn = CABasicAnimation(keyPath: "transform")
            turn.fromValue = NSValue(cgAffineTransform: CGAffineTransform(translationX: 0, y: 0))
            turn.toValue = NSValue(cgAffineTransform: CGAffineTransform(translationX: 40, y: 0))
            turn.duration = 1
            turn.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(turn, forKey: "turn")
        }
        XCTAssertEqual(copy.bounds.size.width, 20, accuracy: 1e-9)
        XCTAssertEqual(copy.bounds.size.height, 30, accuracy: 1e-9)
        XCTAssertEqual(copy.shadowOffset.width, 2, accuracy: 1e-6)
        XCTAssertEqual(copy.shadowOffset.height, 4, accuracy: 1e-6)
        XCTAssertEqual(copy.transform.m41, 20, accuracy: 1e-6)
    }

    /// Key-value coding stores a boxed value as the value it holds.
    func testSetValueUnboxes() {
        let layer = CALayer()
        Timeline().perform {
            layer.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 8, height: 9)), forKey: "bounds")
            layer.setValue(NSValue(cgPoint: CGPoint(x: 7, y: 6)), forKey: "position")
            layer.setValue(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)), forKey: "transform")
        }
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 8, height: 9))
        XCTAssertEqual(layer.position, CGPoint(x: 7, y: 6))
        XCTAssertEqual(layer.transform, CATransform3DMakeScale(2, 2, 1))
    }

    /// `[NSNumber]` where iOS declares it; literals still mean the engine's `[Double]`.
    func testNSNumberArrays() {
        let times: [NSNumber] = [0, 0.25, 1]
        let anim = CAKeyframeAnimation(keyPath: "opacity")
        anim.keyTimes = times
        XCTAssertEqual(anim.keyTimes, [0, 0.25, 1])
        let back: [NSNumber]? = anim.keyTimes
        XCTAssertEqual(back?.map(\.doubleValue), [0, 0.25, 1])

        let gradient = CAGradientLayer()
        let shape = CAShapeLayer()
        Timeline().perform {
            gradient.locations = [NSNumber(value: 0.1), NSNumber(value: 0.9)]
            shape.lineDashPattern = [4, 2].map { NSNumber(value: $0) }
        }
        XCTAssertEqual(gradient.locations, [0.1, 0.9])
        XCTAssertEqual(shape.lineDashPattern, [4, 2])
        let dashes: [NSNumber]? = shape.lineDashPattern
        XCTAssertEqual(dashes?.map(\.intValue), [4, 2])
    }

    /// values [1, 0.3, 1] (Int, Double, Int) animate a Double property: linear halfway through
    /// the first of two even segments is 0.65.
    func testMixedIntAndDoubleLiteralsAreOneKindOfNumber() {
        let layer = CALayer()
        let copy = presentation(of: layer, at: 0.25) {
            let anim = CAKeyframeAnimation(keyPath: "opacity")
            anim.values = [1, 0.3, 1]
            anim.duration = 1
            layer.add(anim, forKey: "pulse")
            let corner = CABasicAnimation(keyPath: "cornerRadius")
            corner.fromValue = 0
            corner.toValue = 10.0
            corner.duration = 1
            corner.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(corner, forKey: "corner")
        }
        XCTAssertEqual(copy.opacity, 0.65, accuracy: 1e-9)
        XCTAssertEqual(copy.cornerRadius, 2.5, accuracy: 1e-6)
    }

    /// Floats where iOS declares Floats, written and read back; HUGE is the largest Float.
    func testFloatSpellings() {
        let layer = CALayer()
        let x = 0.3
        Timeline().perform {
            layer.opacity = Float(x)
            layer.shadowOpacity = Float(0.5)
        }
        let opacity: Float = layer.opacity
        XCTAssertEqual(opacity, Float(0.3))
        XCTAssertEqual(layer.value(forKey: "opacity") as? Double, Double(Float(0.3)), "the engine holds the same value")
        let shadow: Float = layer.shadowOpacity
        XCTAssertEqual(shadow, 0.5)

        let anim = CABasicAnimation(keyPath: "opacity")
        anim.repeatCount = HUGE
        let huge: Double = anim.repeatCount
        XCTAssertEqual(huge, Double(Float.greatestFiniteMagnitude))
        let timeline = Timeline()
        anim.duration = 1
        timeline.perform { layer.add(anim, forKey: "forever") }
        timeline.advance(to: 1_000)
        XCTAssertNotNil(layer.animation(forKey: "forever"), "HUGE repeats for ever (greatestFiniteMagnitude, CAMediaTiming)")
        XCTAssertNil(timeline.endOfRunningAnimations, "an animation that repeats for ever has no end to wait for")
        anim.repeatCount = .infinity
        let repeats: Float = anim.repeatCount
        XCTAssertEqual(repeats, .infinity)
        anim.speed = Float(2)
        let animationSpeed: Double = anim.speed
        XCTAssertEqual(animationSpeed, 2)
        layer.speed = Float(0)
        let speed: Float = layer.speed
        XCTAssertEqual(speed, 0)
        let duration: CFTimeInterval = anim.duration
        XCTAssertEqual(duration, 1)
    }

    /// CAMediaTimingFunction(controlPoints:) with Floats is the Bézier through those points.
    func testTimingFunctionWithFloatControlPoints() {
        let c: (Float, Float, Float, Float) = (0.2, 0.68, 0.18, 1.08)
        let function = CAMediaTimingFunction(controlPoints: c.0, c.1, c.2, c.3)
        let reference = (Double(c.0), Double(c.1), Double(c.2), Double(c.3))
        for x in [0.1, 0.3, 0.5, 0.9] {
            XCTAssertEqual(function.value(at: x), ReferenceCurves.value(reference, at: x), accuracy: 1e-6)
        }
    }

    /// NSCoder.cgPoint(for:) reads "{x, y}" (CGPointFromString), zero for a string without two numbers.
    func testCoderPointFromString() {
        XCTAssertEqual(NSCoder.cgPoint(for: "{3, 4}"), CGPoint(x: 3, y: 4))
        XCTAssertEqual(NSCoder.cgPoint(for: "{-1.5,2e1}"), CGPoint(x: -1.5, y: 20))
        XCTAssertEqual(NSCoder.cgPoint(for: "nonsense"), .zero)
        XCTAssertEqual(NSCoder.cgPoint(for: NSCoder.string(for: CGPoint(x: 0.25, y: 8))), CGPoint(x: 0.25, y: 8))
    }
}
