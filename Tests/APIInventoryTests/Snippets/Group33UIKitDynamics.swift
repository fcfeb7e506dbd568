// iOS animation API inventory, group 33: UIKit Dynamics (adjacent API).
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #505 UIDynamicAnimator(referenceView:)
func check_505() {
    let v = UIView(); let a = UIDynamicAnimator(referenceView: v); _ = a
}

// #506 UIGravityBehavior / UICollisionBehavior (addBehavior)
func check_506() {
    let v = UIView(); let b = UIView(); v.addSubview(b); let a = UIDynamicAnimator(referenceView: v); let g = UIGravityBehavior(items: [b]); let c = UICollisionBehavior(items: [b]); c.translatesReferenceBoundsIntoBoundary = true; a.addBehavior(g); a.addBehavior(c)
}

// #507 UISnapBehavior(item:snapTo:)
func check_507() {
    let v = UIView(); let b = UIView(); v.addSubview(b); let a = UIDynamicAnimator(referenceView: v); let s = UISnapBehavior(item: b, snapTo: CGPoint(x: 50, y: 50)); s.damping = 0.5; a.addBehavior(s)
}
