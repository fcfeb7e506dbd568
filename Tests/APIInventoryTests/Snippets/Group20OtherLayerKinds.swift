// iOS animation API inventory, group 20: Other layer kinds (CATransformLayer, CAScrollLayer, CATiledLayer).
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #291 CATransformLayer()
func check_291() {
    let t = CATransformLayer(); _ = t
}

// #292 CAScrollLayer()
func check_292() {
    let s = CAScrollLayer(); _ = s
}

// #293 CAScrollLayer.scroll(to:)
func check_293() {
    let s = CAScrollLayer(); s.scroll(to: CGPoint(x: 0, y: 100))
}

// #294 CAScrollLayer.scrollMode
func check_294() {
    let s = CAScrollLayer(); s.scrollMode = .vertically
}

// #295 CALayer.scroll(_:) (to a point)
func check_295() {
    let l = CALayer(); l.scroll(CGPoint(x: 0, y: 10))
}

// #296 CATiledLayer()
func check_296() {
    let t = CATiledLayer(); _ = t
}

// #297 CATiledLayer.tileSize
func check_297() {
    let t = CATiledLayer(); t.tileSize = CGSize(width: 256, height: 256)
}

// #298 CATiledLayer.levelsOfDetail / levelsOfDetailBias
func check_298() {
    let t = CATiledLayer(); t.levelsOfDetail = 4; t.levelsOfDetailBias = 2
}

// #299 CATiledLayer.fadeDuration() (class override)
class TL299: CATiledLayer { override class func fadeDuration() -> CFTimeInterval { return 0 } }
func check_299() { _ = TL299() }
