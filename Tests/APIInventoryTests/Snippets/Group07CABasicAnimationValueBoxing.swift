// iOS animation API inventory, group 7: CABasicAnimation & value boxing.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #134 CABasicAnimation(keyPath:)
func check_134() {
    let a = CABasicAnimation(keyPath: "opacity"); _ = a
}

// #135 CABasicAnimation() + keyPath
func check_135() {
    let a = CABasicAnimation(); a.keyPath = "opacity"
}

// #136 CABasicAnimation.fromValue
func check_136() {
    let a = CABasicAnimation(keyPath: "opacity"); a.fromValue = 0
}

// #137 CABasicAnimation.toValue
func check_137() {
    let a = CABasicAnimation(keyPath: "opacity"); a.toValue = 1
}

// #138 CABasicAnimation.byValue
func check_138() {
    let a = CABasicAnimation(keyPath: "opacity"); a.byValue = 0.5
}

// #139 toValue = CGColor
func check_139() {
    let a = CABasicAnimation(keyPath: "backgroundColor"); a.toValue = UIColor.red.cgColor
}

// #140 toValue = CGPoint (bridged)
func check_140() {
    let a = CABasicAnimation(keyPath: "position"); a.toValue = CGPoint(x: 10, y: 10)
}

// #141 toValue = CGPath
func check_141() {
    let a = CABasicAnimation(keyPath: "path"); a.toValue = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
}

// #142 NSValue(cgPoint:)
func check_142() {
    let a = CABasicAnimation(keyPath: "position"); a.toValue = NSValue(cgPoint: CGPoint(x: 10, y: 10))
}

// #143 NSValue(caTransform3D:)
func check_143() {
    let a = CABasicAnimation(keyPath: "transform"); a.toValue = NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1))
}

// #144 NSValue(cgRect:)
func check_144() {
    let a = CABasicAnimation(keyPath: "bounds"); a.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 10))
}

// #145 NSValue(cgSize:)
func check_145() {
    let a = CABasicAnimation(keyPath: "bounds.size"); a.toValue = NSValue(cgSize: CGSize(width: 10, height: 10))
}
