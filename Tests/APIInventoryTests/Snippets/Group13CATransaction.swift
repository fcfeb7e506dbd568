// iOS animation API inventory, group 13: CATransaction.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #193 CATransaction.begin()
func check_193() {
    CATransaction.begin()
}

// #194 CATransaction.commit()
func check_194() {
    CATransaction.begin(); CATransaction.commit()
}

// #195 CATransaction.flush()
func check_195() {
    CATransaction.flush()
}

// #196 CATransaction.setAnimationDuration(_:)
func check_196() {
    CATransaction.setAnimationDuration(0.5)
}

// #197 CATransaction.animationDuration()
func check_197() {
    let d: CFTimeInterval = CATransaction.animationDuration(); _ = d
}

// #198 CATransaction.setAnimationTimingFunction(_:)
func check_198() {
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
}

// #199 CATransaction.animationTimingFunction()
func check_199() {
    let f: CAMediaTimingFunction? = CATransaction.animationTimingFunction(); _ = f
}

// #200 CATransaction.setDisableActions(_:)
func check_200() {
    CATransaction.setDisableActions(true)
}

// #201 CATransaction.disableActions()
func check_201() {
    let b: Bool = CATransaction.disableActions(); _ = b
}

// #202 CATransaction.setCompletionBlock(_:)
func check_202() {
    CATransaction.setCompletionBlock { print("done") }
}

// #203 CATransaction.completionBlock()
func check_203() {
    let c = CATransaction.completionBlock(); _ = c
}

// #204 CATransaction.setValue(_:forKey:) (kCATransactionDisableActions)
func check_204() {
    CATransaction.setValue(true, forKey: kCATransactionDisableActions)
}

// #205 CATransaction.value(forKey:)
func check_205() {
    let v = CATransaction.value(forKey: kCATransactionAnimationDuration); _ = v
}
