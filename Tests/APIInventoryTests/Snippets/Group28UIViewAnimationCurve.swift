// iOS animation API inventory, group 28: UIView.AnimationCurve.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #423 UIView.AnimationCurve (nested type name)
func check_423() {
    let c: UIView.AnimationCurve = .easeInOut; _ = c
}

// #424 UIView.AnimationCurve.easeInOut
func check_424() {
    let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { }; let c = UIView.AnimationCurve.easeInOut; _ = (a, c)
}

// #425 UIView.AnimationCurve.easeIn
func check_425() {
    let c = UIView.AnimationCurve.easeIn; _ = c
}

// #426 UIView.AnimationCurve.easeOut
func check_426() {
    let c = UIView.AnimationCurve.easeOut; _ = c
}

// #427 UIView.AnimationCurve.linear
func check_427() {
    let c = UIView.AnimationCurve.linear; _ = c
}
