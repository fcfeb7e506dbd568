// iOS animation API inventory, group 16: CAGradientLayer.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #239 CAGradientLayer()
func check_239() {
    let g = CAGradientLayer(); _ = g
}

// #240 CAGradientLayer.colors
func check_240() {
    let g = CAGradientLayer(); g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
}

// #241 CAGradientLayer.locations
func check_241() {
    let g = CAGradientLayer(); g.locations = [0, 0.5, 1]
}

// #242 CAGradientLayer.startPoint
func check_242() {
    let g = CAGradientLayer(); g.startPoint = CGPoint(x: 0, y: 0)
}

// #243 CAGradientLayer.endPoint
func check_243() {
    let g = CAGradientLayer(); g.endPoint = CGPoint(x: 1, y: 1)
}

// #244 CAGradientLayer.type (.radial)
func check_244() {
    let g = CAGradientLayer(); g.type = .radial
}

// #245 CAGradientLayerType.conic
func check_245() {
    let g = CAGradientLayer(); g.type = .conic
}

// #246 CAGradientLayerType.axial
func check_246() {
    let g = CAGradientLayer(); g.type = .axial
}
