// iOS animation API inventory, group 30: Timing parameters (UICubicTimingParameters, UISpringTimingParameters, UITimingCurveProvider).
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #460 UICubicTimingParameters()
func check_460() {
    let p = UICubicTimingParameters(); _ = p
}

// #461 UICubicTimingParameters(animationCurve:)
func check_461() {
    let p = UICubicTimingParameters(animationCurve: .easeInOut); _ = p
}

// #462 UICubicTimingParameters(controlPoint1:controlPoint2:)
func check_462() {
    let p = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.8), controlPoint2: CGPoint(x: 0.2, y: 1)); _ = p
}

// #463 UICubicTimingParameters.animationCurve / controlPoint1 / controlPoint2
func check_463() {
    let p = UICubicTimingParameters(animationCurve: .easeIn); let c: UIView.AnimationCurve = p.animationCurve; let p1: CGPoint = p.controlPoint1; let p2: CGPoint = p.controlPoint2; _ = (c, p1, p2)
}

// #464 UISpringTimingParameters()
func check_464() {
    let p = UISpringTimingParameters(); _ = p
}

// #465 UISpringTimingParameters(dampingRatio:)
func check_465() {
    let p = UISpringTimingParameters(dampingRatio: 0.8); _ = p
}

// #466 UISpringTimingParameters(dampingRatio:initialVelocity:)
func check_466() {
    let p = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 2)); _ = p
}

// #467 UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)
func check_467() {
    let p = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0)); _ = p
}

// #468 UISpringTimingParameters(duration:bounce:) (iOS 17)
func check_468() {
    let p = UISpringTimingParameters(duration: 0.5, bounce: 0.2); _ = p
}

// #469 UISpringTimingParameters(duration:bounce:initialVelocity:) (iOS 17)
func check_469() {
    let p = UISpringTimingParameters(duration: 0.5, bounce: 0.2, initialVelocity: CGVector(dx: 0, dy: 1)); _ = p
}

// #470 UISpringTimingParameters.initialVelocity
func check_470() {
    let p = UISpringTimingParameters(dampingRatio: 0.8); let v: CGVector = p.initialVelocity; _ = v
}

// #471 UITimingCurveProvider.timingCurveType
func check_471() {
    let p: UITimingCurveProvider = UICubicTimingParameters(); let t: UITimingCurveType = p.timingCurveType; _ = t
}

// #472 UITimingCurveProvider.cubicTimingParameters / springTimingParameters
func check_472() {
    let p: UITimingCurveProvider = UISpringTimingParameters(); let c: UICubicTimingParameters? = p.cubicTimingParameters; let s: UISpringTimingParameters? = p.springTimingParameters; _ = (c, s)
}

// #473 CGVector(dx:dy:)
func check_473() {
    let v = CGVector(dx: 0, dy: 1); _ = v
}
