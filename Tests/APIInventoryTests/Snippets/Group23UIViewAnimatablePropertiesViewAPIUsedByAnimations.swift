// iOS animation API inventory, group 23: UIView: animatable properties & view API used by animations.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #334 UIView(frame:)
func check_334() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)); _ = v
}

// #335 UIView.frame
func check_335() {
    let v = UIView(); v.frame = CGRect(x: 0, y: 0, width: 10, height: 10); v.frame.origin.y += 5
}

// #336 UIView.bounds
func check_336() {
    let v = UIView(); v.bounds = CGRect(x: 0, y: 0, width: 10, height: 10); v.bounds.size.width = 20
}

// #337 UIView.center
func check_337() {
    let v = UIView(); v.center = CGPoint(x: 5, y: 5); v.center.x += 1
}

// #338 UIView.transform
func check_338() {
    let v = UIView(); v.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
}

// #339 UIView.transform3D (iOS 13)
func check_339() {
    let v = UIView(); v.transform3D = CATransform3DMakeRotation(.pi, 0, 1, 0)
}

// #340 UIView.alpha
func check_340() {
    let v = UIView(); v.alpha = 0.5
}

// #341 UIView.backgroundColor
func check_341() {
    let v = UIView(); v.backgroundColor = .systemBlue; v.backgroundColor = UIColor.red
}

// #342 UIView.tintColor
func check_342() {
    let v = UIView(); v.tintColor = .red
}

// #343 UIView.isHidden
func check_343() {
    let v = UIView(); v.isHidden = true
}

// #344 UIView.layer
func check_344() {
    let v = UIView(); let l: CALayer = v.layer; v.layer.cornerRadius = 8; _ = l
}

// #345 UIView.mask
func check_345() {
    let v = UIView(); v.mask = UIView()
}

// #346 UIView.clipsToBounds
func check_346() {
    let v = UIView(); v.clipsToBounds = true
}

// #347 UIView.isUserInteractionEnabled
func check_347() {
    let v = UIView(); v.isUserInteractionEnabled = false
}

// #348 UIView.contentMode
func check_348() {
    let v = UIView(); v.contentMode = .scaleAspectFill
}

// #349 UIView.addSubview(_:)
func check_349() {
    let v = UIView(); v.addSubview(UIView())
}

// #350 UIView.removeFromSuperview()
func check_350() {
    let v = UIView(); v.removeFromSuperview()
}

// #351 UIView.insertSubview(_:belowSubview:)
func check_351() {
    let v = UIView(); let a = UIView(); let b = UIView(); v.addSubview(a); v.insertSubview(b, belowSubview: a)
}

// #352 UIView.insertSubview(_:aboveSubview:)
func check_352() {
    let v = UIView(); let a = UIView(); let b = UIView(); v.addSubview(a); v.insertSubview(b, aboveSubview: a)
}

// #353 UIView.bringSubviewToFront(_:)
func check_353() {
    let v = UIView(); let a = UIView(); v.addSubview(a); v.bringSubviewToFront(a)
}

// #354 UIView.sendSubviewToBack(_:)
func check_354() {
    let v = UIView(); let a = UIView(); v.addSubview(a); v.sendSubviewToBack(a)
}

// #355 UIView.superview
func check_355() {
    let v = UIView(); let s: UIView? = v.superview; _ = s
}

// #356 UIView.subviews
func check_356() {
    let v = UIView(); let s: [UIView] = v.subviews; v.subviews.forEach { $0.removeFromSuperview() }; _ = s
}

// #357 UIView.layoutIfNeeded()
func check_357() {
    let v = UIView(); v.layoutIfNeeded()
}

// #358 UIView.setNeedsLayout()
func check_358() {
    let v = UIView(); v.setNeedsLayout()
}

// #359 UIView.layoutSubviews() (override)
class LV359: UIView { override func layoutSubviews() { super.layoutSubviews() } }
func check_359() { _ = LV359() }

// #360 UIView.convert(_:to:) (point)
func check_360() {
    let v = UIView(); let p: CGPoint = v.convert(CGPoint(x: 1, y: 1), to: nil); let q = v.convert(v.center, to: UIView()); _ = (p, q)
}

// #361 UIView.convert(_:from:) (rect)
func check_361() {
    let v = UIView(); let r: CGRect = v.convert(CGRect(x: 0, y: 0, width: 1, height: 1), from: UIView()); _ = r
}

// #362 UIView.snapshotView(afterScreenUpdates:)
func check_362() {
    let v = UIView(); let s: UIView? = v.snapshotView(afterScreenUpdates: true); _ = s
}

// #363 UIView.setNeedsDisplay()
func check_363() {
    let v = UIView(); v.setNeedsDisplay()
}

// #364 UIView.draw(_:) (override, UIGraphicsGetCurrentContext)
class DV364: UIView { override func draw(_ rect: CGRect) { guard let ctx = UIGraphicsGetCurrentContext() else { return }; ctx.setFillColor(UIColor.red.cgColor); ctx.fill(rect) } }
func check_364() { _ = DV364() }

// #365 UIView.layerClass (override)
class GV365: UIView { override class var layerClass: AnyClass { return CAGradientLayer.self } }
func check_365() { let v = GV365(); let g = v.layer as! CAGradientLayer; _ = g }

// #366 UIView.action(for:forKey:) (override)
class AV366: UIView { override func action(for layer: CALayer, forKey event: String) -> CAAction? { return super.action(for: layer, forKey: event) } }
func check_366() { _ = AV366() }

// #367 UIView.addGestureRecognizer(_:)
func check_367() {
    let v = UIView(); let g = UIPanGestureRecognizer(); v.addGestureRecognizer(g)
}

// #368 UIView.removeGestureRecognizer(_:)
func check_368() {
    let v = UIView(); let g = UIPanGestureRecognizer(); v.removeGestureRecognizer(g)
}

// #369 UIView.viewWithTag(_:) / tag
func check_369() {
    let v = UIView(); v.tag = 7; let w: UIView? = v.viewWithTag(7); _ = w
}
