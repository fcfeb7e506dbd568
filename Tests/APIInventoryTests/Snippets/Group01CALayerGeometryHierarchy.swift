// iOS animation API inventory, group 1: CALayer: geometry & hierarchy.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #1 CALayer()
func check_1() {
    let l = CALayer(); _ = l
}

// #2 CALayer.bounds
func check_2() {
    let l = CALayer(); l.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
}

// #3 CALayer.position
func check_3() {
    let l = CALayer(); l.position = CGPoint(x: 50, y: 50)
}

// #4 CALayer.frame
func check_4() {
    let l = CALayer(); l.frame = CGRect(x: 0, y: 0, width: 10, height: 10); let f: CGRect = l.frame; _ = f
}

// #5 CALayer.anchorPoint
func check_5() {
    let l = CALayer(); l.anchorPoint = CGPoint(x: 0.5, y: 0)
}

// #6 CALayer.anchorPointZ
func check_6() {
    let l = CALayer(); l.anchorPointZ = 10
}

// #7 CALayer.zPosition
func check_7() {
    let l = CALayer(); l.zPosition = 1
}

// #8 CALayer.transform
func check_8() {
    let l = CALayer(); l.transform = CATransform3DMakeScale(2, 2, 1)
}

// #9 CALayer.sublayerTransform
func check_9() {
    let l = CALayer(); l.sublayerTransform = CATransform3DIdentity
}

// #10 CALayer.affineTransform()
func check_10() {
    let l = CALayer(); let t: CGAffineTransform = l.affineTransform(); _ = t
}

// #11 CALayer.setAffineTransform(_:)
func check_11() {
    let l = CALayer(); l.setAffineTransform(CGAffineTransform(rotationAngle: .pi))
}

// #12 CALayer.isGeometryFlipped
func check_12() {
    let l = CALayer(); l.isGeometryFlipped = true
}

// #13 CALayer.contentsScale
func check_13() {
    let l = CALayer(); l.contentsScale = 2.0
}

// #14 CALayer.superlayer
func check_14() {
    let l = CALayer(); let s: CALayer? = l.superlayer; _ = s
}

// #15 CALayer.sublayers (read, optional)
func check_15() {
    let l = CALayer(); l.sublayers?.forEach { $0.removeFromSuperlayer() }; if let subs = l.sublayers { _ = subs.count }
}

// #16 CALayer.sublayers (set)
func check_16() {
    let l = CALayer(); l.sublayers = nil; l.sublayers = [CALayer()]
}

// #17 CALayer.addSublayer(_:)
func check_17() {
    let l = CALayer(); l.addSublayer(CALayer())
}

// #18 CALayer.insertSublayer(_:at:)
func check_18() {
    let l = CALayer(); l.insertSublayer(CALayer(), at: 0)
}

// #19 CALayer.insertSublayer(_:below:)
func check_19() {
    let l = CALayer(); let a = CALayer(); l.addSublayer(a); l.insertSublayer(CALayer(), below: a)
}

// #20 CALayer.insertSublayer(_:above:)
func check_20() {
    let l = CALayer(); let a = CALayer(); l.addSublayer(a); l.insertSublayer(CALayer(), above: a)
}

// #21 CALayer.replaceSublayer(_:with:)
func check_21() {
    let l = CALayer(); let a = CALayer(); l.addSublayer(a); l.replaceSublayer(a, with: CALayer())
}

// #22 CALayer.removeFromSuperlayer()
func check_22() {
    let l = CALayer(); l.removeFromSuperlayer()
}

// #23 CALayer.name
func check_23() {
    let l = CALayer(); l.name = "badge"; let n: String? = l.name; _ = n
}

// #24 CALayer.delegate
final class Del24: NSObject, CALayerDelegate {}
func check_24() { let l = CALayer(); let d = Del24(); l.delegate = d }

// #25 CALayer.convert(_:from:) (point)
func check_25() {
    let l = CALayer(); let p: CGPoint = l.convert(CGPoint(x: 1, y: 1), from: CALayer()); _ = p
}

// #26 CALayer.convert(_:to:) (point)
func check_26() {
    let l = CALayer(); let p: CGPoint = l.convert(CGPoint(x: 1, y: 1), to: nil); _ = p
}

// #27 CALayer.convert(_:from:) (rect)
func check_27() {
    let l = CALayer(); let r: CGRect = l.convert(CGRect(x: 0, y: 0, width: 1, height: 1), from: CALayer()); _ = r
}

// #28 CALayer.convert(_:to:) (rect)
func check_28() {
    let l = CALayer(); let r: CGRect = l.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: nil); _ = r
}

// #29 CALayer.convertTime(_:from:)
func check_29() {
    let l = CALayer(); let t: CFTimeInterval = l.convertTime(CACurrentMediaTime(), from: nil); _ = t
}

// #30 CALayer.convertTime(_:to:)
func check_30() {
    let l = CALayer(); let t: CFTimeInterval = l.convertTime(CACurrentMediaTime(), to: nil); _ = t
}

// #31 CALayer.hitTest(_:)
func check_31() {
    let l = CALayer(); let hit: CALayer? = l.hitTest(CGPoint(x: 5, y: 5)); _ = hit
}

// #32 CALayer.contains(_:)
func check_32() {
    let l = CALayer(); let b: Bool = l.contains(CGPoint(x: 5, y: 5)); _ = b
}

// #33 CALayer.preferredFrameSize()
func check_33() {
    let l = CALayer(); let s: CGSize = l.preferredFrameSize(); _ = s
}

// #34 CALayer.layoutSublayers() (override)
class LL34: CALayer { override func layoutSublayers() { super.layoutSublayers() } }
func check_34() { _ = LL34() }

// #35 CALayer.setNeedsLayout()
func check_35() {
    let l = CALayer(); l.setNeedsLayout()
}

// #36 CALayer.layoutIfNeeded()
func check_36() {
    let l = CALayer(); l.layoutIfNeeded()
}

// #37 CALayer.needsLayout()
func check_37() {
    let l = CALayer(); let b: Bool = l.needsLayout(); _ = b
}
