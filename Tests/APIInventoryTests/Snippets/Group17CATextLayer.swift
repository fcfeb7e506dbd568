// iOS animation API inventory, group 17: CATextLayer.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #247 CATextLayer()
func check_247() {
    let t = CATextLayer(); _ = t
}

// #248 CATextLayer.string
func check_248() {
    let t = CATextLayer(); t.string = "Hello"
}

// #249 CATextLayer.string (NSAttributedString)
func check_249() {
    let t = CATextLayer(); t.string = NSAttributedString(string: "Hello", attributes: [.foregroundColor: UIColor.red])
}

// #250 CATextLayer.font (= UIFont)
func check_250() {
    let t = CATextLayer(); t.font = UIFont.systemFont(ofSize: 17)
}

// #251 CATextLayer.fontSize
func check_251() {
    let t = CATextLayer(); t.fontSize = 17
}

// #252 CATextLayer.foregroundColor
func check_252() {
    let t = CATextLayer(); t.foregroundColor = UIColor.white.cgColor
}

// #253 CATextLayer.isWrapped
func check_253() {
    let t = CATextLayer(); t.isWrapped = true
}

// #254 CATextLayer.alignmentMode
func check_254() {
    let t = CATextLayer(); t.alignmentMode = .center
}

// #255 CATextLayer.truncationMode
func check_255() {
    let t = CATextLayer(); t.truncationMode = .end
}

// #256 CATextLayer.allowsFontSubpixelQuantization
func check_256() {
    let t = CATextLayer(); t.allowsFontSubpixelQuantization = true
}
