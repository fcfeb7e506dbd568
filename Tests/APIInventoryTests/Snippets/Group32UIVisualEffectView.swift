// iOS animation API inventory, group 32: UIVisualEffectView (animated blur).
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #501 UIVisualEffectView(effect:)
func check_501() {
    let v = UIVisualEffectView(effect: UIBlurEffect(style: .dark)); _ = v
}

// #502 UIVisualEffectView.effect (animated blur)
func check_502() {
    let v = UIVisualEffectView(effect: nil); UIView.animate(withDuration: 0.3) { v.effect = UIBlurEffect(style: .light) }
}

// #503 UIBlurEffect(style:)
func check_503() {
    let e = UIBlurEffect(style: .systemMaterial); _ = e
}

// #504 UIVisualEffectView.contentView
func check_504() {
    let v = UIVisualEffectView(effect: UIBlurEffect(style: .dark)); v.contentView.addSubview(UIView())
}
