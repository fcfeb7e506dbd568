// iOS animation API inventory, group 11: CATransition.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #174 CATransition()
func check_174() {
    let t = CATransition(); t.duration = 0.3
}

// #175 CATransition.type (.push)
func check_175() {
    let t = CATransition(); t.type = .push
}

// #176 CATransition.subtype (.fromRight)
func check_176() {
    let t = CATransition(); t.subtype = .fromRight
}

// #177 CATransition.startProgress
func check_177() {
    let t = CATransition(); t.startProgress = 0.2
}

// #178 CATransition.endProgress
func check_178() {
    let t = CATransition(); t.endProgress = 0.8
}

// #179 CATransitionType.fade
func check_179() {
    let t = CATransition(); t.type = .fade
}

// #180 CATransitionType.moveIn
func check_180() {
    let t = CATransition(); t.type = .moveIn
}

// #181 CATransitionType.reveal
func check_181() {
    let t = CATransition(); t.type = .reveal
}

// #182 CATransitionSubtype.fromLeft
func check_182() {
    let t = CATransition(); t.subtype = .fromLeft
}

// #183 CATransitionSubtype.fromTop
func check_183() {
    let t = CATransition(); t.subtype = .fromTop
}

// #184 CATransitionSubtype.fromBottom
func check_184() {
    let t = CATransition(); t.subtype = .fromBottom
}

// #185 kCATransition
func check_185() {
    let l = CALayer(); l.add(CATransition(), forKey: kCATransition)
}
