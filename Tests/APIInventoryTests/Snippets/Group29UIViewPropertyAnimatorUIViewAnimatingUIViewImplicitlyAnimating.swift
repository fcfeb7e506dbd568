// iOS animation API inventory, group 29: UIViewPropertyAnimator / UIViewAnimating / UIViewImplicitlyAnimating.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #428 UIViewPropertyAnimator(duration:curve:animations:)
func check_428() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; _ = a
}

// #429 UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:)
func check_429() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, controlPoint1: CGPoint(x: 0.2, y: 0.8), controlPoint2: CGPoint(x: 0.2, y: 1)) { v.alpha = 0 }; _ = a
}

// #430 UIViewPropertyAnimator(duration:dampingRatio:animations:)
func check_430() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) { v.center.y += 10 }; _ = a
}

// #431 UIViewPropertyAnimator(duration:timingParameters:)
func check_431() {
    let a = UIViewPropertyAnimator(duration: 0.5, timingParameters: UISpringTimingParameters(dampingRatio: 0.8)); _ = a
}

// #432 UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)
func check_432() {
    let v = UIView(); let a = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: { v.alpha = 0 }, completion: { position in if position == .end { v.removeFromSuperview() } }); _ = a
}

// #433 UIViewPropertyAnimator.addAnimations(_:)
func check_433() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.addAnimations { v.center.x += 10 }
}

// #434 UIViewPropertyAnimator.addAnimations(_:delayFactor:)
func check_434() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.addAnimations({ v.center.x += 10 }, delayFactor: 0.5)
}

// #435 UIViewPropertyAnimator.addCompletion(_:)
func check_435() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.addCompletion { position in if position == .end { } }
}

// #436 UIViewAnimating.startAnimation()
func check_436() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.startAnimation()
}

// #437 UIViewAnimating.startAnimation(afterDelay:)
func check_437() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.startAnimation(afterDelay: 0.2)
}

// #438 UIViewAnimating.pauseAnimation()
func check_438() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.pauseAnimation()
}

// #439 UIViewAnimating.stopAnimation(_:)
func check_439() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.stopAnimation(true)
}

// #440 UIViewAnimating.finishAnimation(at:)
func check_440() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.stopAnimation(false); a.finishAnimation(at: .current)
}

// #441 UIViewImplicitlyAnimating.continueAnimation(withTimingParameters:durationFactor:)
func check_441() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
}

// #442 UIViewAnimating.fractionComplete
func check_442() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.fractionComplete = 0.5; let f: CGFloat = a.fractionComplete; _ = f
}

// #443 UIViewAnimating.isReversed
func check_443() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.isReversed = true
}

// #444 UIViewAnimating.state
func check_444() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; if a.state == .active { }; let s: UIViewAnimatingState = a.state; _ = s
}

// #445 UIViewAnimating.isRunning
func check_445() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; let r: Bool = a.isRunning; _ = r
}

// #446 UIViewPropertyAnimator.isInterruptible
func check_446() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.isInterruptible = false
}

// #447 UIViewPropertyAnimator.isUserInteractionEnabled
func check_447() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.isUserInteractionEnabled = false
}

// #448 UIViewPropertyAnimator.isManualHitTestingEnabled
func check_448() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.isManualHitTestingEnabled = true
}

// #449 UIViewPropertyAnimator.scrubsLinearly
func check_449() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.scrubsLinearly = false
}

// #450 UIViewPropertyAnimator.pausesOnCompletion
func check_450() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.pausesOnCompletion = true
}

// #451 UIViewPropertyAnimator.timingParameters
func check_451() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; let t: UITimingCurveProvider? = a.timingParameters; _ = t
}

// #452 UIViewPropertyAnimator.duration
func check_452() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; let d: TimeInterval = a.duration; _ = d
}

// #453 UIViewPropertyAnimator.delay
func check_453() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; let d: TimeInterval = a.delay; _ = d
}

// #454 UIViewAnimating (protocol type)
func check_454() {
    let x: UIViewAnimating = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { }; x.startAnimation()
}

// #455 UIViewImplicitlyAnimating (protocol type)
func check_455() {
    let x: UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { }; x.addAnimations? { }
}

// #456 UIViewAnimatingState.inactive
func check_456() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; if a.state == .inactive { }
}

// #457 UIViewAnimatingState.stopped
func check_457() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; if a.state == .stopped { }
}

// #458 UIViewAnimatingPosition.start
func check_458() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.stopAnimation(false); a.finishAnimation(at: .start)
}

// #459 UIViewAnimatingPosition.end
func check_459() {
    let v = UIView(); let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0 }; a.stopAnimation(false); a.finishAnimation(at: .end)
}
