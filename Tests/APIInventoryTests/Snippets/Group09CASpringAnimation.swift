// iOS animation API inventory, group 9: CASpringAnimation.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #162 CASpringAnimation(keyPath:)
func check_162() {
    let a = CASpringAnimation(keyPath: "position.y"); _ = a
}

// #163 CASpringAnimation.mass
func check_163() {
    let a = CASpringAnimation(keyPath: "position.y"); a.mass = 1
}

// #164 CASpringAnimation.stiffness
func check_164() {
    let a = CASpringAnimation(keyPath: "position.y"); a.stiffness = 100
}

// #165 CASpringAnimation.damping
func check_165() {
    let a = CASpringAnimation(keyPath: "position.y"); a.damping = 10
}

// #166 CASpringAnimation.initialVelocity
func check_166() {
    let a = CASpringAnimation(keyPath: "position.y"); a.initialVelocity = 0
}

// #167 CASpringAnimation.settlingDuration
func check_167() {
    let a = CASpringAnimation(keyPath: "position.y"); a.duration = a.settlingDuration
}

// #168 CASpringAnimation(perceptualDuration:bounce:) (iOS 17)
func check_168() {
    let a = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2); a.keyPath = "position"
}

// #169 CASpringAnimation.perceptualDuration (iOS 17)
func check_169() {
    let a = CASpringAnimation(keyPath: "position.y"); let d: CFTimeInterval = a.perceptualDuration; _ = d
}

// #170 CASpringAnimation.bounce (iOS 17)
func check_170() {
    let a = CASpringAnimation(keyPath: "position.y"); let b: CGFloat = a.bounce; _ = b
}

// #171 CASpringAnimation.allowsOverdamping (iOS 17)
func check_171() {
    let a = CASpringAnimation(keyPath: "position.y"); a.allowsOverdamping = true
}
