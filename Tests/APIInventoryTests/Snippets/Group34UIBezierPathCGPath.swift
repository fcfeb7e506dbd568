// iOS animation API inventory, group 34: UIBezierPath / CGPath (shape & keyframe paths) (adjacent API).
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #508 UIBezierPath()
func check_508() {
    let p = UIBezierPath(); _ = p
}

// #509 UIBezierPath(rect:)
func check_509() {
    let p = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)); _ = p
}

// #510 UIBezierPath(ovalIn:)
func check_510() {
    let p = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)); _ = p
}

// #511 UIBezierPath(roundedRect:cornerRadius:)
func check_511() {
    let p = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 4); _ = p
}

// #512 UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)
func check_512() {
    let p = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 4, height: 4)); _ = p
}

// #513 UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)
func check_513() {
    let p = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true); _ = p
}

// #514 UIBezierPath.move(to:) / addLine(to:) / close()
func check_514() {
    let p = UIBezierPath(); p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 10)); p.close()
}

// #515 UIBezierPath.addCurve / addQuadCurve
func check_515() {
    let p = UIBezierPath(); p.move(to: .zero); p.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 3, y: 0), controlPoint2: CGPoint(x: 7, y: 10)); p.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 15, y: 10))
}

// #516 UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)
func check_516() {
    let p = UIBezierPath(); p.addArc(withCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: false)
}

// #517 UIBezierPath.cgPath
func check_517() {
    let p = UIBezierPath(); let c: CGPath = p.cgPath; _ = c
}

// #518 UIBezierPath.apply(_:) (CGAffineTransform)
func check_518() {
    let p = UIBezierPath(); p.apply(CGAffineTransform(scaleX: 2, y: 2))
}

// #519 UIBezierPath.reversing()
func check_519() {
    let p = UIBezierPath(); let r: UIBezierPath = p.reversing(); _ = r
}

// #520 UIBezierPath.bounds
func check_520() {
    let p = UIBezierPath(); let b: CGRect = p.bounds; _ = b
}

// #521 CGMutablePath() + addLine/addArc
func check_521() {
    let p = CGMutablePath(); p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 10)); p.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
}

// #522 CGPath(ellipseIn:transform:)
func check_522() {
    let p = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil); _ = p
}

// #523 CGPath(roundedRect:cornerWidth:cornerHeight:transform:)
func check_523() {
    let p = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 4, cornerHeight: 4, transform: nil); _ = p
}
