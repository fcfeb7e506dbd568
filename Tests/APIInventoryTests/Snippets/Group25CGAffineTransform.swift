// iOS animation API inventory, group 25: CGAffineTransform (view.transform) (adjacent API).
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #375 CGAffineTransform.identity
func check_375() {
    let v = UIView(); v.transform = .identity; v.transform = CGAffineTransform.identity
}

// #376 CGAffineTransform(scaleX:y:)
func check_376() {
    let t = CGAffineTransform(scaleX: 1.2, y: 1.2); _ = t
}

// #377 CGAffineTransform(translationX:y:)
func check_377() {
    let t = CGAffineTransform(translationX: 0, y: 100); _ = t
}

// #378 CGAffineTransform(rotationAngle:)
func check_378() {
    let t = CGAffineTransform(rotationAngle: .pi / 4); _ = t
}

// #379 CGAffineTransform.scaledBy(x:y:)
func check_379() {
    let t = CGAffineTransform.identity.scaledBy(x: 2, y: 2); _ = t
}

// #380 CGAffineTransform.translatedBy(x:y:)
func check_380() {
    let t = CGAffineTransform.identity.translatedBy(x: 2, y: 2); _ = t
}

// #381 CGAffineTransform.rotated(by:)
func check_381() {
    let t = CGAffineTransform.identity.rotated(by: .pi); _ = t
}

// #382 CGAffineTransform.concatenating(_:)
func check_382() {
    let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: 0)); _ = t
}

// #383 CGAffineTransform.inverted()
func check_383() {
    let t = CGAffineTransform(scaleX: 2, y: 2).inverted(); _ = t
}

// #384 CGAffineTransform.isIdentity
func check_384() {
    let v = UIView(); let b: Bool = v.transform.isIdentity; _ = b
}

// #385 CGAffineTransform(a:b:c:d:tx:ty:)
func check_385() {
    let t = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0); _ = t
}
