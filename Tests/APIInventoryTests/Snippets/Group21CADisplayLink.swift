// iOS animation API inventory, group 21: CADisplayLink.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #301 CADisplayLink.add(to:forMode:)
func check_301() {
    let link = CADisplayLink { _ in }; link.add(to: .main, forMode: .common)
}

// #302 CADisplayLink.remove(from:forMode:)
func check_302() {
    let link = CADisplayLink { _ in }; link.remove(from: .main, forMode: .common)
}

// #303 CADisplayLink.invalidate()
func check_303() {
    let link = CADisplayLink { _ in }; link.invalidate()
}

// #304 CADisplayLink.timestamp
func check_304() {
    let link = CADisplayLink { _ in }; let ts: CFTimeInterval = link.timestamp; _ = ts
}

// #305 CADisplayLink.targetTimestamp
func check_305() {
    let link = CADisplayLink { _ in }; let ts: CFTimeInterval = link.targetTimestamp; _ = ts
}

// #306 CADisplayLink.duration
func check_306() {
    let link = CADisplayLink { _ in }; let d: CFTimeInterval = link.duration; _ = d
}

// #307 CADisplayLink.isPaused
func check_307() {
    let link = CADisplayLink { _ in }; link.isPaused = true
}

// #308 CADisplayLink.preferredFramesPerSecond
func check_308() {
    let link = CADisplayLink { _ in }; link.preferredFramesPerSecond = 60
}

// #309 CADisplayLink.preferredFrameRateRange
func check_309() {
    let link = CADisplayLink { _ in }; link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
}

// #310 CAFrameRateRange(minimum:maximum:preferred:)
func check_310() {
    let r = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60); _ = r
}
