// iOS animation API inventory, group 8: CAKeyframeAnimation.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #146 CAKeyframeAnimation(keyPath:)
func check_146() {
    let a = CAKeyframeAnimation(keyPath: "position"); _ = a
}

// #147 CAKeyframeAnimation.values
func check_147() {
    let a = CAKeyframeAnimation(keyPath: "opacity"); a.values = [0, 1, 0.5]
}

// #148 CAKeyframeAnimation.keyTimes
func check_148() {
    let a = CAKeyframeAnimation(keyPath: "position"); a.keyTimes = [0, 0.5, 1]
}

// #149 CAKeyframeAnimation.path
func check_149() {
    let a = CAKeyframeAnimation(keyPath: "position"); a.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
}

// #150 CAKeyframeAnimation.timingFunctions
func check_150() {
    let a = CAKeyframeAnimation(keyPath: "position"); a.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
}

// #151 CAKeyframeAnimation.calculationMode (.paced)
func check_151() {
    let a = CAKeyframeAnimation(keyPath: "position"); a.calculationMode = .paced
}

// #152 CAAnimationCalculationMode.linear
func check_152() {
    let a = CAKeyframeAnimation(keyPath: "position"); a.calculationMode = .linear
}

// #153 CAAnimationCalculationMode.discrete
func check_153() {
    let a = CAKeyframeAnimation(keyPath: "position"); a.calculationMode = .discrete
}

// #154 CAAnimationCalculationMode.cubic
func check_154() {
    let a = CAKeyframeAnimation(keyPath: "position"); a.calculationMode = .cubic
}

// #155 CAAnimationCalculationMode.cubicPaced
func check_155() {
    let a = CAKeyframeAnimation(keyPath: "position"); a.calculationMode = .cubicPaced
}

// #156 CAAnimationCalculationMode (type name)
func check_156() {
    let m: CAAnimationCalculationMode = .linear; let a = CAKeyframeAnimation(keyPath: "position"); a.calculationMode = m
}

// #157 CAKeyframeAnimation.rotationMode (.rotateAuto)
func check_157() {
    let a = CAKeyframeAnimation(keyPath: "position"); a.rotationMode = .rotateAuto
}

// #158 CAAnimationRotationMode.rotateAutoReverse
func check_158() {
    let a = CAKeyframeAnimation(keyPath: "position"); a.rotationMode = .rotateAutoReverse
}

// #159 CAKeyframeAnimation.tensionValues
func check_159() {
    let a = CAKeyframeAnimation(keyPath: "position"); a.tensionValues = [0, 1]
}

// #160 CAKeyframeAnimation.continuityValues
func check_160() {
    let a = CAKeyframeAnimation(keyPath: "position"); a.continuityValues = [0, 1]
}

// #161 CAKeyframeAnimation.biasValues
func check_161() {
    let a = CAKeyframeAnimation(keyPath: "position"); a.biasValues = [0, 1]
}
