// iOS animation API inventory, group 2: CALayer: appearance.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #38 CALayer.opacity
func check_38() {
    let l = CALayer(); l.opacity = 0.5
}

// #39 CALayer.isHidden
func check_39() {
    let l = CALayer(); l.isHidden = true
}

// #40 CALayer.backgroundColor
func check_40() {
    let l = CALayer(); l.backgroundColor = UIColor.red.cgColor
}

// #41 CALayer.cornerRadius
func check_41() {
    let l = CALayer(); l.cornerRadius = 8
}

// #42 CALayer.maskedCorners (.layerMinXMinYCorner...)
func check_42() {
    let l = CALayer(); l.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

// #43 CALayer.cornerCurve
func check_43() {
    let l = CALayer(); l.cornerCurve = .continuous
}

// #44 CALayer.borderWidth
func check_44() {
    let l = CALayer(); l.borderWidth = 1
}

// #45 CALayer.borderColor
func check_45() {
    let l = CALayer(); l.borderColor = UIColor.black.cgColor
}

// #46 CALayer.masksToBounds
func check_46() {
    let l = CALayer(); l.masksToBounds = true
}

// #47 CALayer.mask
func check_47() {
    let l = CALayer(); l.mask = CAShapeLayer()
}

// #48 CALayer.shadowColor
func check_48() {
    let l = CALayer(); l.shadowColor = UIColor.black.cgColor
}

// #49 CALayer.shadowOpacity
func check_49() {
    let l = CALayer(); l.shadowOpacity = 0.3
}

// #50 CALayer.shadowOffset
func check_50() {
    let l = CALayer(); l.shadowOffset = CGSize(width: 0, height: 2)
}

// #51 CALayer.shadowRadius
func check_51() {
    let l = CALayer(); l.shadowRadius = 4
}

// #52 CALayer.shadowPath
func check_52() {
    let l = CALayer(); l.shadowPath = UIBezierPath(rect: l.bounds).cgPath
}

// #53 CALayer.contents (= image.cgImage)
func check_53(image: UIImage) { let l = CALayer(); l.contents = image.cgImage }

// #54 CALayer.contentsGravity
func check_54() {
    let l = CALayer(); l.contentsGravity = .resizeAspectFill
}

// #55 CALayer.contentsRect
func check_55() {
    let l = CALayer(); l.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
}

// #56 CALayer.contentsCenter
func check_56() {
    let l = CALayer(); l.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
}

// #57 CALayer.isOpaque
func check_57() {
    let l = CALayer(); l.isOpaque = true
}

// #58 CALayer.isDoubleSided
func check_58() {
    let l = CALayer(); l.isDoubleSided = false
}

// #59 CALayer.shouldRasterize
func check_59() {
    let l = CALayer(); l.shouldRasterize = true
}

// #60 CALayer.rasterizationScale
func check_60() {
    let l = CALayer(); l.rasterizationScale = UIScreen.main.scale
}

// #61 CALayer.allowsEdgeAntialiasing
func check_61() {
    let l = CALayer(); l.allowsEdgeAntialiasing = true
}

// #62 CALayer.allowsGroupOpacity
func check_62() {
    let l = CALayer(); l.allowsGroupOpacity = false
}

// #63 CALayer.minificationFilter
func check_63() {
    let l = CALayer(); l.minificationFilter = .trilinear
}

// #64 CALayer.magnificationFilter
func check_64() {
    let l = CALayer(); l.magnificationFilter = .nearest
}

// #65 CALayer.needsDisplayOnBoundsChange
func check_65() {
    let l = CALayer(); l.needsDisplayOnBoundsChange = true
}

// #66 CALayer.drawsAsynchronously
func check_66() {
    let l = CALayer(); l.drawsAsynchronously = true
}

// #67 CALayer.actions (NSNull to disable)
func check_67() {
    let l = CALayer(); l.actions = ["position": NSNull(), "bounds": NSNull()]
}

// #68 CALayer.compositingFilter
func check_68() {
    let l = CALayer(); l.compositingFilter = "multiplyBlendMode"
}
