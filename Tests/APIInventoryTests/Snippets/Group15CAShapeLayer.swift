// iOS animation API inventory, group 15: CAShapeLayer.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #223 CAShapeLayer()
func check_223() {
    let s = CAShapeLayer(); _ = s
}

// #224 CAShapeLayer.path
func check_224() {
    let s = CAShapeLayer(); s.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 50)).cgPath
}

// #225 CAShapeLayer.fillColor
func check_225() {
    let s = CAShapeLayer(); s.fillColor = UIColor.clear.cgColor
}

// #226 CAShapeLayer.fillRule
func check_226() {
    let s = CAShapeLayer(); s.fillRule = .evenOdd
}

// #227 CAShapeLayer.strokeColor
func check_227() {
    let s = CAShapeLayer(); s.strokeColor = UIColor.blue.cgColor
}

// #228 CAShapeLayer.strokeStart
func check_228() {
    let s = CAShapeLayer(); s.strokeStart = 0
}

// #229 CAShapeLayer.strokeEnd
func check_229() {
    let s = CAShapeLayer(); s.strokeEnd = 0.5
}

// #230 CAShapeLayer.lineWidth
func check_230() {
    let s = CAShapeLayer(); s.lineWidth = 3
}

// #231 CAShapeLayer.miterLimit
func check_231() {
    let s = CAShapeLayer(); s.miterLimit = 4
}

// #232 CAShapeLayer.lineCap
func check_232() {
    let s = CAShapeLayer(); s.lineCap = .round
}

// #233 CAShapeLayer.lineJoin
func check_233() {
    let s = CAShapeLayer(); s.lineJoin = .round
}

// #234 CAShapeLayer.lineDashPattern
func check_234() {
    let s = CAShapeLayer(); s.lineDashPattern = [4, 2]
}

// #235 CAShapeLayer.lineDashPhase
func check_235() {
    let s = CAShapeLayer(); s.lineDashPhase = 2
}

// #236 CAShapeLayerLineCap (type name)
func check_236() {
    let s = CAShapeLayer(); let c: CAShapeLayerLineCap = .butt; s.lineCap = c
}

// #237 CAShapeLayerLineJoin (type name)
func check_237() {
    let s = CAShapeLayer(); let j: CAShapeLayerLineJoin = .miter; s.lineJoin = j
}

// #238 CAShapeLayerFillRule (type name)
func check_238() {
    let s = CAShapeLayer(); let r: CAShapeLayerFillRule = .nonZero; s.fillRule = r
}
