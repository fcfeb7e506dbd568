#if canImport(UIKit)
import UIKit
#else
import ZoetropeUIKit
#endif

// Two loading indicators written as the popular MIT activity-indicator libraries write theirs:
// pure CALayer / CAKeyframeAnimation code, started with CACurrentMediaTime(), repeating for ever
// with HUGE, values boxed in NSValue and mixed Int/Double literals. Changed from iOS code only by
// the import.

/// Three balls shrinking to 30 % and back, one after the other.
final class ActivityIndicatorAnimationBallPulse {
    static let duration: CFTimeInterval = 0.75
    static let beginTimes: [CFTimeInterval] = [0.12, 0.24, 0.36]
    static let controlPoints = (0.2, 0.68, 0.18, 1.08)

    func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
        let circleSpacing: CGFloat = 2
        let circleSize: CGFloat = (size.width - 2 * circleSpacing) / 3
        let x: CGFloat = (layer.bounds.size.width - size.width) / 2
        let y: CGFloat = (layer.bounds.size.height - circleSize) / 2
        let beginTime = CACurrentMediaTime()
        let timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)

        let animation = CAKeyframeAnimation(keyPath: "transform.scale")
        animation.keyTimes = [0, 0.3, 1]
        animation.timingFunctions = [timingFunction, timingFunction]
        animation.values = [1, 0.3, 1]
        animation.duration = Self.duration
        animation.repeatCount = HUGE
        animation.isRemovedOnCompletion = false

        for i in 0 ..< 3 {
            let circle = CAShapeLayer()
            circle.name = "ball-\(i)"
            circle.path = UIBezierPath(arcCenter: CGPoint(x: circleSize / 2, y: circleSize / 2), radius: circleSize / 2,
                                       startAngle: 0, endAngle: CGFloat(2 * Double.pi), clockwise: false).cgPath
            circle.fillColor = color.cgColor
            circle.frame = CGRect(x: x + circleSize * CGFloat(i) + circleSpacing * CGFloat(i), y: y,
                                  width: circleSize, height: circleSize)
            animation.beginTime = beginTime + Self.beginTimes[i]
            circle.add(animation, forKey: "animation")
            layer.addSublayer(circle)
        }
    }
}

/// A ring growing from 10 % while it fades out, its curve given with Float control points.
final class ActivityIndicatorAnimationBallScaleRipple {
    static let duration: CFTimeInterval = 1
    static let controlPoints: (Float, Float, Float, Float) = (0.21, 0.53, 0.56, 0.8)

    func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
        let (c1x, c1y, c2x, c2y) = Self.controlPoints
        let timingFunction = CAMediaTimingFunction(controlPoints: c1x, c1y, c2x, c2y)

        let scaleAnimation = CAKeyframeAnimation(keyPath: "transform")
        scaleAnimation.keyTimes = [0, 1]
        scaleAnimation.timingFunction = timingFunction
        scaleAnimation.values = [NSValue(caTransform3D: CATransform3DMakeScale(0.1, 0.1, 1)),
                                 NSValue(caTransform3D: CATransform3DMakeScale(1, 1, 1))]
        scaleAnimation.duration = Self.duration

        let opacityAnimation = CAKeyframeAnimation(keyPath: "opacity")
        opacityAnimation.keyTimes = [0, 0.7, 1]
        opacityAnimation.values = [1, 0.7, 0]
        opacityAnimation.duration = Self.duration

        let animation = CAAnimationGroup()
        animation.animations = [scaleAnimation, opacityAnimation]
        animation.duration = Self.duration
        animation.repeatCount = HUGE
        animation.isRemovedOnCompletion = false
        animation.beginTime = CACurrentMediaTime() + 0.2

        let circle = CAShapeLayer()
        circle.name = "ripple"
        circle.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: size.width, height: size.height)).cgPath
        circle.fillColor = nil
        circle.strokeColor = color.cgColor
        circle.lineWidth = 2
        circle.frame = CGRect(x: (layer.bounds.width - size.width) / 2, y: (layer.bounds.height - size.height) / 2,
                              width: size.width, height: size.height)
        circle.add(animation, forKey: "animation")
        layer.addSublayer(circle)
    }
}

/// Both indicators, started at 0.5 s (so CACurrentMediaTime() is 0.5 there).
struct IOSActivityIndicatorScene: IOSTestScene {
    static let name = "ios-activity-indicators"
    static let summary = "Two MIT-library-style loading indicators in Core Animation spellings"
    static let start = 0.5
    var size: CGSize { CGSize(width: 200, height: 100) }
    var duration: Double { 3 }

    func setUp(on stage: Stage) {
        let pulse = CALayer()
        pulse.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let ripple = CALayer()
        ripple.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        stage.rootLayer.addSublayer(pulse)
        stage.rootLayer.addSublayer(ripple)
        stage.at(Self.start) {
            ActivityIndicatorAnimationBallPulse().setUpAnimation(in: pulse, size: CGSize(width: 60, height: 60), color: .red)
            ActivityIndicatorAnimationBallScaleRipple().setUpAnimation(in: ripple, size: CGSize(width: 60, height: 60), color: .blue)
        }
    }
}
