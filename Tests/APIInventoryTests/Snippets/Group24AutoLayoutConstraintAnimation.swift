// iOS animation API inventory, group 24: Auto Layout constraint animation (adjacent API).
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #370 NSLayoutConstraint.constant
func check_370() {
    let v = UIView(); let c = v.heightAnchor.constraint(equalToConstant: 30); c.constant = 60; UIView.animate(withDuration: 0.3) { v.layoutIfNeeded() }
}

// #371 NSLayoutConstraint.isActive
func check_371() {
    let v = UIView(); let c = v.widthAnchor.constraint(equalToConstant: 30); c.isActive = true
}

// #372 NSLayoutConstraint.activate(_:)
func check_372() {
    let v = UIView(); let p = UIView(); p.addSubview(v); NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: p.leadingAnchor), v.topAnchor.constraint(equalTo: p.topAnchor)])
}

// #373 UIView anchors: constraint(equalTo:constant:)
func check_373() {
    let v = UIView(); let p = UIView(); p.addSubview(v); let c = v.topAnchor.constraint(equalTo: p.topAnchor, constant: 16); _ = c
}

// #374 UIView.translatesAutoresizingMaskIntoConstraints
func check_374() {
    let v = UIView(); v.translatesAutoresizingMaskIntoConstraints = false
}
