// iOS animation API inventory, group 5: CAAnimation.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #117 CAAnimation()
func check_117() {
    let a = CAAnimation(); _ = a
}

// #118 CAAnimation.timingFunction
func check_118() {
    let a = CAAnimation(); a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
}

// #119 CAAnimation.isRemovedOnCompletion
func check_119() {
    let a = CAAnimation(); a.isRemovedOnCompletion = false
}

// #120 CAAnimation.delegate
final class AD120: NSObject, CAAnimationDelegate {}
func check_120() { let a = CABasicAnimation(keyPath: "opacity"); a.delegate = AD120() }

// #121 CAAnimationDelegate.animationDidStart(_:)
final class AS121: NSObject, CAAnimationDelegate { func animationDidStart(_ anim: CAAnimation) { } }
func check_121() { let a = CABasicAnimation(keyPath: "opacity"); a.delegate = AS121() }

// #122 CAAnimationDelegate.animationDidStop(_:finished:)
final class AE122: NSObject, CAAnimationDelegate { func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { } }
func check_122() { let a = CABasicAnimation(keyPath: "opacity"); a.delegate = AE122() }

// #123 CAAnimation.preferredFrameRateRange
func check_123() {
    let a = CAAnimation(); a.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)
}

// #124 CAAnimation.setValue(_:forKey:)
func check_124() {
    let a = CAAnimation(); a.setValue("fadeOut", forKey: "animName")
}

// #125 CAAnimation.value(forKey:)
func check_125() {
    let a = CAAnimation(); let n = a.value(forKey: "animName") as? String; _ = n
}

// #126 CAAnimation.copy()
func check_126() {
    let a = CABasicAnimation(keyPath: "opacity"); let b = a.copy() as! CABasicAnimation; _ = b
}
