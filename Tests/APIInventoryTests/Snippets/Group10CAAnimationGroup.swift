// iOS animation API inventory, group 10: CAAnimationGroup.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #172 CAAnimationGroup()
func check_172() {
    let g = CAAnimationGroup(); g.duration = 1
}

// #173 CAAnimationGroup.animations
func check_173() {
    let g = CAAnimationGroup(); g.animations = [CABasicAnimation(keyPath: "opacity"), CABasicAnimation(keyPath: "position")]
}
