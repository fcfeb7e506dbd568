// iOS animation API inventory, group 35: Type fidelity (iOS-typed expressions) (adjacent API).
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #524 CALayer.opacity is Float (= Float(x))
func check_524() {
    let l = CALayer(); let x: Double = 0.5; l.opacity = Float(x)
}

// #525 CALayer.opacity read as Float
func check_525() {
    let l = CALayer(); let o: Float = l.opacity; _ = o
}

// #526 CALayer.shadowOpacity is Float
func check_526() {
    let l = CALayer(); let x: CGFloat = 0.3; l.shadowOpacity = Float(x); let s: Float = l.shadowOpacity; _ = s
}

// #527 repeatCount = Float.infinity
func check_527() {
    let a = CABasicAnimation(keyPath: "opacity"); a.repeatCount = Float.infinity
}

// #528 repeatCount = .greatestFiniteMagnitude
func check_528() {
    let a = CABasicAnimation(keyPath: "opacity"); a.repeatCount = .greatestFiniteMagnitude
}

// #529 CALayer.speed read as Float
func check_529() {
    let l = CALayer(); let s: Float = l.speed; _ = s
}

// #530 duration read as CFTimeInterval
func check_530() {
    let a = CABasicAnimation(keyPath: "opacity"); let d: CFTimeInterval = a.duration; let e: TimeInterval = a.duration; _ = (d, e)
}

// #531 beginTime = CACurrentMediaTime() + delay
func check_531() {
    let a = CABasicAnimation(keyPath: "opacity"); let delay = 0.2; a.beginTime = CACurrentMediaTime() + delay
}

// #532 pause idiom: convertTime(CACurrentMediaTime(), from: nil)
func check_532() {
    let l = CALayer(); let paused = l.convertTime(CACurrentMediaTime(), from: nil); l.speed = 0; l.timeOffset = paused
}

// #533 CGFloat into layer geometry (cornerRadius = view.bounds.height / 2)
func check_533() {
    let view = UIView(); view.layer.cornerRadius = view.bounds.height / 2
}

// #534 CGFloat read from layer (let r: CGFloat = l.cornerRadius)
func check_534() {
    let l = CALayer(); let r: CGFloat = l.cornerRadius; _ = r
}

// #535 CGRect from CGFloat values
func check_535() {
    let x: CGFloat = 1, y: CGFloat = 2, w: CGFloat = 3, h: CGFloat = 4; let r = CGRect(x: x, y: y, width: w, height: h); _ = r
}

// #536 CGRect helpers (midX, width, insetBy, origin.x)
func check_536() {
    let r = CGRect(x: 0, y: 0, width: 100, height: 50); let m: CGFloat = r.midX + r.width + r.insetBy(dx: 4, dy: 4).origin.x + r.maxY; _ = m
}

// #537 locations as [NSNumber]
func check_537() {
    let g = CAGradientLayer(); let locs: [NSNumber] = [0, 0.5, 1]; g.locations = locs
}

// #538 keyTimes as [NSNumber]
func check_538() {
    let a = CAKeyframeAnimation(keyPath: "opacity"); let times: [NSNumber] = [0, 0.5, 1]; a.keyTimes = times
}

// #539 lineDashPattern as [NSNumber]
func check_539() {
    let s = CAShapeLayer(); let d: [NSNumber] = [4, 2]; s.lineDashPattern = d
}

// #540 colors read back as [CGColor]
func check_540() {
    let g = CAGradientLayer(); g.colors = [UIColor.red.cgColor]; let c = g.colors as? [CGColor]; _ = c
}

// #541 CATransform3DMakeRotation(CGFloat angle,...)
func check_541() {
    let angle: CGFloat = .pi / 2; let t = CATransform3DMakeRotation(angle, 0, 0, 1); _ = t
}

// #542 presentation()?.value(forKeyPath:) as? CGFloat
func check_542() {
    let l = CALayer(); let s = l.presentation()?.value(forKeyPath: "transform.scale") as? CGFloat; _ = s
}

// #543 fromValue = layer.presentation()?.position (Any?)
func check_543() {
    let l = CALayer(); let a = CABasicAnimation(keyPath: "position"); a.fromValue = l.presentation()?.position
}

// #544 kCAMediaTimingFunctionEaseOut (old constant)
func check_544() {
    let f = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut); _ = f
}

// #545 kCAFillModeForwards (old constant)
func check_545() {
    let a = CABasicAnimation(keyPath: "opacity"); a.fillMode = kCAFillModeForwards
}

// #546 UIColor(red:green:blue:alpha:) with CGFloat
func check_546() {
    let r: CGFloat = 0.2; let c = UIColor(red: r, green: 0.5, blue: 1, alpha: 1); _ = c
}

// #547 UIColor.withAlphaComponent(_:)
func check_547() {
    let c = UIColor.red.withAlphaComponent(0.5); _ = c
}
