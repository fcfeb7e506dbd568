// iOS animation API inventory, group 12: CAMediaTimingFunction.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #186 CAMediaTimingFunction(name:)
func check_186() {
    let f = CAMediaTimingFunction(name: .easeInEaseOut); _ = f
}

// #187 CAMediaTimingFunction(controlPoints:_:_:_:)
func check_187() {
    let f = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1.0); _ = f
}

// #188 CAMediaTimingFunction.getControlPoint(at:values:)
func check_188() {
    let f = CAMediaTimingFunction(name: .easeIn); var p: [Float] = [0, 0]; f.getControlPoint(at: 1, values: &p)
}

// #189 CAMediaTimingFunctionName.linear
func check_189() {
    let f = CAMediaTimingFunction(name: .linear); _ = f
}

// #190 CAMediaTimingFunctionName.easeIn
func check_190() {
    let f = CAMediaTimingFunction(name: .easeIn); _ = f
}

// #191 CAMediaTimingFunctionName.easeOut
func check_191() {
    let f = CAMediaTimingFunction(name: .easeOut); _ = f
}

// #192 CAMediaTimingFunctionName.default
func check_192() {
    let f = CAMediaTimingFunction(name: .default); _ = f
}
