// iOS animation API inventory, group 6: CAPropertyAnimation & CAValueFunction.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #127 CAPropertyAnimation(keyPath:)
func check_127() {
    let a = CAPropertyAnimation(keyPath: "opacity"); _ = a
}

// #128 CAPropertyAnimation.keyPath
func check_128() {
    let a = CABasicAnimation(keyPath: "transform"); let k: String? = a.keyPath; a.keyPath = "position"; _ = k
}

// #129 CAPropertyAnimation.isAdditive
func check_129() {
    let a = CABasicAnimation(keyPath: "transform"); a.isAdditive = true
}

// #130 CAPropertyAnimation.isCumulative
func check_130() {
    let a = CABasicAnimation(keyPath: "transform"); a.isCumulative = true
}

// #131 CAPropertyAnimation.valueFunction
func check_131() {
    let a = CABasicAnimation(keyPath: "transform"); a.valueFunction = CAValueFunction(name: .rotateZ)
}

// #132 CAValueFunctionName.scale
func check_132() {
    let a = CABasicAnimation(keyPath: "transform"); a.valueFunction = CAValueFunction(name: .scale)
}

// #133 CAValueFunctionName.translateX
func check_133() {
    let a = CABasicAnimation(keyPath: "transform"); a.valueFunction = CAValueFunction(name: .translateX)
}
