// iOS animation API inventory, group 4: CAMediaTiming (animations and layers).
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #101 CAMediaTiming.beginTime (animation)
func check_101() {
    let a = CABasicAnimation(keyPath: "opacity"); a.beginTime = CACurrentMediaTime() + 0.5
}

// #102 CAMediaTiming.duration
func check_102() {
    let a = CABasicAnimation(keyPath: "opacity"); a.duration = 0.3
}

// #103 CAMediaTiming.speed (animation)
func check_103() {
    let a = CABasicAnimation(keyPath: "opacity"); a.speed = 2
}

// #104 CAMediaTiming.timeOffset (animation)
func check_104() {
    let a = CABasicAnimation(keyPath: "opacity"); a.timeOffset = 0.1
}

// #105 CAMediaTiming.repeatCount
func check_105() {
    let a = CABasicAnimation(keyPath: "opacity"); a.repeatCount = 3
}

// #106 CAMediaTiming.repeatDuration
func check_106() {
    let a = CABasicAnimation(keyPath: "opacity"); a.repeatDuration = 2
}

// #107 CAMediaTiming.autoreverses
func check_107() {
    let a = CABasicAnimation(keyPath: "opacity"); a.autoreverses = true
}

// #108 CAMediaTiming.fillMode (.forwards)
func check_108() {
    let a = CABasicAnimation(keyPath: "opacity"); a.fillMode = .forwards
}

// #109 CAMediaTimingFillMode.backwards
func check_109() {
    let a = CABasicAnimation(keyPath: "opacity"); a.fillMode = .backwards
}

// #110 CAMediaTimingFillMode.both
func check_110() {
    let a = CABasicAnimation(keyPath: "opacity"); a.fillMode = .both
}

// #111 CAMediaTimingFillMode.removed
func check_111() {
    let a = CABasicAnimation(keyPath: "opacity"); a.fillMode = .removed
}

// #112 CALayer.speed (pause/resume)
func check_112() {
    let l = CALayer(); l.speed = 0
}

// #113 CALayer.timeOffset (pause/resume)
func check_113() {
    let l = CALayer(); l.timeOffset = l.convertTime(CACurrentMediaTime(), from: nil)
}

// #114 CALayer.beginTime (pause/resume)
func check_114() {
    let l = CALayer(); l.beginTime = 0; let pausedTime = l.timeOffset; l.speed = 1.0; l.timeOffset = 0.0; l.beginTime = 0.0; let t = l.convertTime(CACurrentMediaTime(), from: nil) - pausedTime; l.beginTime = t
}

// #115 CACurrentMediaTime()
func check_115() {
    let t: CFTimeInterval = CACurrentMediaTime(); _ = t
}

// #116 CAMediaTiming as a protocol type
func apply116(_ t: CAMediaTiming) { _ = t.duration }
func check_116() { let x: CAMediaTiming = CALayer(); apply116(x); apply116(CABasicAnimation()) }
