// iOS animation API inventory, group 31: Gesture recognizers used in interactive animations.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #477 UIGestureRecognizer.state
func check_477() {
    let g = UIPanGestureRecognizer(); let v = UIView(); let s: UIGestureRecognizer.State = g.state; _ = s; _ = v
}

// #478 UIGestureRecognizer.State.began
func check_478() {
    let g = UIPanGestureRecognizer(); let v = UIView(); if g.state == .began { _ = v }
}

// #479 UIGestureRecognizer.State.ended / .cancelled
func check_479() {
    let g = UIPanGestureRecognizer(); let v = UIView(); if g.state == .ended || g.state == .cancelled { _ = v }
}

// #480 UIGestureRecognizer.State.failed / .possible
func check_480() {
    let g = UIPanGestureRecognizer(); let v = UIView(); if g.state == .failed || g.state == .possible { _ = v }
}

// #481 UIGestureRecognizer.State.recognized
func check_481() {
    let g = UIPanGestureRecognizer(); let v = UIView(); if g.state == .recognized { _ = v }
}

// #482 switch over UIGestureRecognizer.State
func check_482() {
    let g = UIPanGestureRecognizer(); let v = UIView(); switch g.state { case .began: break; case .changed: break; case .ended, .cancelled: break; default: break; _ = v }
}

// #483 UIGestureRecognizer.location(in:)
func check_483() {
    let g = UIPanGestureRecognizer(); let v = UIView(); let p: CGPoint = g.location(in: v); _ = p
}

// #484 UIPanGestureRecognizer.translation(in:)
func check_484() {
    let g = UIPanGestureRecognizer(); let v = UIView(); let p: CGPoint = g.translation(in: v); _ = p
}

// #485 UIPanGestureRecognizer.velocity(in:)
func check_485() {
    let g = UIPanGestureRecognizer(); let v = UIView(); let p: CGPoint = g.velocity(in: v); _ = p
}

// #486 UIPanGestureRecognizer.setTranslation(_:in:)
func check_486() {
    let g = UIPanGestureRecognizer(); let v = UIView(); g.setTranslation(.zero, in: v)
}

// #487 UIGestureRecognizer.view
func check_487() {
    let g = UIPanGestureRecognizer(); let v = UIView(); let w: UIView? = g.view; _ = w; _ = v
}

// #488 UIGestureRecognizer.isEnabled
func check_488() {
    let g = UIPanGestureRecognizer(); let v = UIView(); g.isEnabled = false; _ = v
}

// #489 UIGestureRecognizer.delegate
final class GD489: NSObject, UIGestureRecognizerDelegate {}
func check_489() { let g = UIPanGestureRecognizer(); let d = GD489(); g.delegate = d }

// #490 UIGestureRecognizer.cancelsTouchesInView
func check_490() {
    let g = UIPanGestureRecognizer(); let v = UIView(); g.cancelsTouchesInView = false; _ = v
}

// #491 UIGestureRecognizer.numberOfTouches
func check_491() {
    let g = UIPanGestureRecognizer(); let v = UIView(); let n: Int = g.numberOfTouches; _ = n; _ = v
}

// #492 UIGestureRecognizer.require(toFail:)
func check_492() {
    let g = UIPanGestureRecognizer(); let v = UIView(); let t = UITapGestureRecognizer(); g.require(toFail: t); _ = v
}

// #493 UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)
final class GB493: NSObject, UIGestureRecognizerDelegate { func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { return true } }
func check_493() { let g = UIPanGestureRecognizer(); let d = GB493(); g.delegate = d }

// #494 UIGestureRecognizerDelegate.shouldRecognizeSimultaneouslyWith
final class GS494: NSObject, UIGestureRecognizerDelegate { func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { return true } }
func check_494() { let g = UIPanGestureRecognizer(); let d = GS494(); g.delegate = d }

// #495 UITapGestureRecognizer.numberOfTapsRequired
func check_495() {
    let t = UITapGestureRecognizer(); t.numberOfTapsRequired = 2
}

// #496 UILongPressGestureRecognizer.minimumPressDuration
func check_496() {
    let g = UILongPressGestureRecognizer(); g.minimumPressDuration = 0.5
}

// #497 UIPinchGestureRecognizer.scale
func check_497() {
    let g = UIPinchGestureRecognizer(); let s: CGFloat = g.scale; g.scale = 1; _ = s
}

// #498 UIRotationGestureRecognizer.rotation
func check_498() {
    let g = UIRotationGestureRecognizer(); let r: CGFloat = g.rotation; g.rotation = 0; _ = r
}

// #499 UISwipeGestureRecognizer.direction
func check_499() {
    let g = UISwipeGestureRecognizer(); g.direction = .left
}

// #500 UIScreenEdgePanGestureRecognizer.edges
func check_500() {
    let g = UIScreenEdgePanGestureRecognizer(); g.edges = .left
}
